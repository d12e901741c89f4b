import { describe, expect, it } from 'vitest';
import { fc, test } from '../testing/property.js';
import { EMAIL_TYPO_TARGET_PROVIDER, FREE_EMAIL_PROVIDERS } from '../constants.js';
import { damerauLevenshteinDistance, emailTypoSuggestion, isBusinessEmail, isValidEmail } from './email.js';

const anyString = fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }), fc.emailAddress());

describe('isValidEmail (S1 §5)', () => {
  it.each(['jane@example.com', 'JANE.DOE@EXAMPLE.CO.UK', "o'brien+ads@shop-1.example", "x!#$%&'*+/=?^_`{|}~-@a.b", 'a@b-c.d'])(
    'S1 §5: %s is a valid e-mail',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    ['no @', 'jane.example.com'],
    ['no dot in the domain', 'jane@localhost'],
    ['an empty label', 'jane@example..com'],
    ['a trailing dot', 'jane@example.com.'],
    ['an underscore in the domain', 'jane@my_shop.com'],
    ['an empty local part', '@example.com'],
    ['two @', 'a@b@example.com'],
    ['a space', 'jane doe@example.com'],
    ['surrounding whitespace', ' jane@example.com'],
    ['non-ASCII letters', 'jané@example.com'],
    ['empty', ''],
  ])('S1 §5: an address with %s is not valid', (_why, email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  test.prop([fc.emailAddress()])('S1 §5 property: RFC-like addresses without quoting are valid', (email) => {
    // fast-check's generator stays within the letters, digits and symbols the rule allows.
    expect(isValidEmail(email)).toBe(true);
  });

  test.prop([anyString])('S1 §5 property: total on any string', (s) => {
    expect(typeof isValidEmail(s)).toBe('boolean');
  });

  // A backtracking regex would hang here until the test runner's timeout; speed itself is not asserted.
  it('S1 §5: a long adversarial domain is rejected (linear pattern, no catastrophic backtracking)', () => {
    expect(isValidEmail(`a@${'a.'.repeat(50_000)}_`)).toBe(false);
  });
});

describe('isBusinessEmail (S1 §5)', () => {
  it('S1 §5: the two named providers gmail.com and yahoo.com are not business e-mail', () => {
    expect(isBusinessEmail('shop@gmail.com')).toBe(false);
    expect(isBusinessEmail('shop@yahoo.com')).toBe(false);
  });

  it.each(FREE_EMAIL_PROVIDERS.map((d) => [d]))('S1 §5: free provider %s is not business e-mail', (domain) => {
    expect(isBusinessEmail(`owner@${domain}`)).toBe(false);
    expect(isBusinessEmail(`owner@${domain.toUpperCase()}`)).toBe(false);
  });

  it('S1 §5: a company domain is business e-mail; an invalid address is not', () => {
    expect(isBusinessEmail('owner@acme-shoes.com')).toBe(true);
    expect(isBusinessEmail('owner@mail.gmail.com')).toBe(true);
    expect(isBusinessEmail('owner@acme')).toBe(false);
  });

  test.prop([anyString])('S1 §5 property: isBusinessEmail implies isValidEmail', (s) => {
    if (isBusinessEmail(s)) expect(isValidEmail(s)).toBe(true);
  });

  test.prop([fc.emailAddress()])('S1 §5 property: business e-mail is a valid address off the free list', (s) => {
    const domain = s.slice(s.lastIndexOf('@') + 1).toLowerCase();
    expect(isBusinessEmail(s)).toBe(!(FREE_EMAIL_PROVIDERS as readonly string[]).includes(domain));
  });
});

describe('emailTypoSuggestion (S1 §5)', () => {
  it.each([
    ['edit distance 1 (transposition)', 'jane@gmial.com'],
    ['edit distance 1 (missing letter)', 'jane@gmai.com'],
    ['edit distance 1 (wrong ending)', 'jane@gmail.cm'],
    ['edit distance 2', 'jane@gnaul.com'],
    ['a non-com ending .co', 'jane@gmail.co'],
    ['a non-com ending .net', 'jane@gmail.net'],
    ['a non-com ending .co.uk', 'jane@gmail.co.uk'],
    ['a name within distance 2 and another ending', 'jane@gmal.org'],
    ['more than three parts starting with gmail', 'jane@gmailx.com.foo.bar'],
    ['upper case', 'jane@GMIAL.COM'],
  ])('S1 §5: flags %s', (_why, email) => {
    expect(emailTypoSuggestion(email)).toBe(`jane@${EMAIL_TYPO_TARGET_PROVIDER}`);
  });

  it('S1 §5: keeps the local part as typed', () => {
    expect(emailTypoSuggestion('Jane.Doe+pins@gmal.com')).toBe('Jane.Doe+pins@gmail.com');
  });

  it.each([
    ['gmail.com itself', 'jane@gmail.com'],
    ['gmail.com in upper case', 'jane@GMAIL.COM'],
    ['yahoo.com', 'jane@yahoo.com'],
    ['hotmail.com', 'jane@hotmail.com'],
    ['mail.com (one edit from gmail.com, but a real provider)', 'jane@mail.com'],
    ['mail.ru (named like a free provider)', 'jane@mail.ru'],
    ['gmx.de', 'jane@gmx.de'],
    ['a company domain', 'jane@acme-shoes.com'],
    ['googlemail.com', 'jane@googlemail.com'],
    ['three parts starting with gmail-like name but far away', 'jane@gmailbusiness.example.com'],
    ['an invalid address', 'jane@gmial'],
    ['no @ at all', 'gmial.com'],
  ])('S1 §5: does not flag %s', (_why, email) => {
    expect(emailTypoSuggestion(email)).toBeNull();
  });

  test.prop([anyString])('S1 §5 property: total; a suggestion is a valid gmail.com address', (s) => {
    const out = emailTypoSuggestion(s);
    if (out !== null) {
      expect(out.endsWith(`@${EMAIL_TYPO_TARGET_PROVIDER}`)).toBe(true);
      expect(isValidEmail(out)).toBe(true);
    }
  });

  test.prop([fc.emailAddress()])('S1 §5 property: a suggestion never repeats the input, applied twice it is stable', (s) => {
    const out = emailTypoSuggestion(s);
    if (out !== null) {
      expect(out.toLowerCase()).not.toBe(s.toLowerCase());
      expect(emailTypoSuggestion(out)).toBeNull();
    }
  });
});

describe('damerauLevenshteinDistance (S1 §5)', () => {
  it('S1 §5: counts substitutions, insertions, deletions and adjacent swaps as one edit', () => {
    expect(damerauLevenshteinDistance('gmail', 'gmail')).toBe(0);
    expect(damerauLevenshteinDistance('gmail', 'gmial')).toBe(1);
    expect(damerauLevenshteinDistance('gmail', 'gmai')).toBe(1);
    expect(damerauLevenshteinDistance('gmail', 'gmaill')).toBe(1);
    expect(damerauLevenshteinDistance('gmail', 'gnail')).toBe(1);
    expect(damerauLevenshteinDistance('gmail', 'hotmail')).toBe(3);
    expect(damerauLevenshteinDistance('', 'abc')).toBe(3);
  });

  it('S1 §5: stops at the limit', () => {
    expect(damerauLevenshteinDistance('gmail.com', 'a-very-long-company.example', 2)).toBe(3);
  });

  const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'g', 'm'), maxLength: 8 });
  test.prop([word, word])('S1 §5 property: symmetric, zero only for equal strings, bounded by the longer length', (a, b) => {
    const d = damerauLevenshteinDistance(a, b);
    expect(damerauLevenshteinDistance(b, a)).toBe(d);
    expect(d === 0).toBe(a === b);
    expect(d).toBeLessThanOrEqual(Math.max(a.length, b.length));
    expect(d).toBeGreaterThanOrEqual(Math.abs(a.length - b.length));
  });

  test.prop([word, word, fc.integer({ min: 0, max: 4 })])('S1 §5 property: the limit only caps the result', (a, b, limit) => {
    expect(damerauLevenshteinDistance(a, b, limit)).toBe(Math.min(damerauLevenshteinDistance(a, b), limit + 1));
  });
});
