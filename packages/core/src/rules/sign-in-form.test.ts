import { describe, expect, it } from 'vitest';
import { fc, test } from '../testing/property.js';
import { ACCOUNT_MESSAGES } from '../account-messages.js';
import { MESSAGES, SERVER_MESSAGES } from '../messages.js';
import { USERNAME_PATTERN } from './enforcement.js';
import { emailTypoSuggestion } from './email.js';
import {
  signInFieldErrors,
  signInFormGate,
  signInIdentifierKind,
  signInTypoSuggestion,
  signUpFieldErrors,
  signUpFormGate,
} from './sign-in-form.js';

const NOW = new Date('2026-05-01T12:00:00Z');
const username = fc.stringMatching(USERNAME_PATTERN);

describe('signInIdentifierKind (S1 §3 username_or_email)', () => {
  it.each([
    ['demo', 'username'],
    ['  demo  ', 'username'],
    ['demo@pinstack.test', 'email'],
    ['demo@', 'email'],
    ['', 'empty'],
    ['   ', 'empty'],
  ] as const)('S1 §3: %j is %s', (value, kind) => {
    expect(signInIdentifierKind(value)).toBe(kind);
  });

  test.prop([username])('property: a username (letters, digits, _) is never taken for an e-mail', (name) => {
    expect(signInIdentifierKind(name)).toBe('username');
  });

  test.prop([fc.emailAddress()])('property: every e-mail address is an e-mail', (email) => {
    expect(signInIdentifierKind(email)).toBe('email');
  });
});

describe('signInTypoSuggestion (S1 §5 typo hint, only for an e-mail)', () => {
  it('S1 §5: an address at a gmail typo gets the hint', () => {
    expect(signInTypoSuggestion('ada@gmial.com')).toBe('ada@gmail.com');
    expect(signInTypoSuggestion(' ada@gmial.com ')).toBe('ada@gmail.com');
  });

  it('a username gets none, even one that reads like a provider name', () => {
    expect(signInTypoSuggestion('demo')).toBeNull();
    expect(signInTypoSuggestion('gmial')).toBeNull();
    expect(signInTypoSuggestion('')).toBeNull();
  });

  test.prop([username])('property: no username ever gets a hint', (name) => {
    expect(signInTypoSuggestion(name)).toBeNull();
  });

  test.prop([fc.emailAddress()])('property: an e-mail gets exactly the S1 §5 rule’s hint', (email) => {
    expect(signInTypoSuggestion(email)).toBe(emailTypoSuggestion(email));
  });
});

describe('signInFieldErrors (S1 §3 login payload)', () => {
  it('an empty submit names both fields', () => {
    expect(signInFieldErrors({ usernameOrEmail: '', password: '' })).toEqual({
      usernameOrEmail: ACCOUNT_MESSAGES.usernameOrEmailRequired,
      password: ACCOUNT_MESSAGES.passwordRequired,
    });
    expect(signInFieldErrors({ usernameOrEmail: '  ', password: '' })).toEqual({
      usernameOrEmail: 'Enter your email or username.',
      password: 'Enter your password.',
    });
  });

  it('the printed demo sign-in passes, by username or by e-mail', () => {
    expect(signInFieldErrors({ usernameOrEmail: 'demo', password: 'pinstack-demo' })).toEqual({});
    expect(signInFieldErrors({ usernameOrEmail: 'demo@pinstack.test', password: 'pinstack-demo' })).toEqual({});
  });

  it('names only what is missing', () => {
    expect(signInFieldErrors({ usernameOrEmail: 'demo', password: '' })).toEqual({ password: ACCOUNT_MESSAGES.passwordRequired });
    expect(signInFieldErrors({ usernameOrEmail: '', password: 'x' })).toEqual({
      usernameOrEmail: ACCOUNT_MESSAGES.usernameOrEmailRequired,
    });
  });

  test.prop([fc.string(), fc.string()])('property: a field is named exactly when it is blank (the identifier trimmed)', (id, password) => {
    const errors = signInFieldErrors({ usernameOrEmail: id, password });
    expect('usernameOrEmail' in errors).toBe(id.trim() === '');
    expect('password' in errors).toBe(password === '');
  });
});

describe('signUpFieldErrors (S1 §5 e-mail and birth age, wire protocol sign-up)', () => {
  it('an empty submit names the e-mail and the password', () => {
    expect(signUpFieldErrors({ email: '', password: '' }, NOW)).toEqual({
      email: 'Enter your email.',
      password: 'Choose a password.',
    });
  });

  it('S1 §5: an address that is not one, a short password and a birthday under 18 are each named', () => {
    expect(signUpFieldErrors({ email: 'demo', password: 'short', birthday: '2020-01-01' }, NOW)).toEqual({
      email: MESSAGES.invalidEmail,
      password: SERVER_MESSAGES.passwordTooShort(8),
      birthday: SERVER_MESSAGES.tooYoung,
    });
  });

  it('a complete form passes; the birthday is optional', () => {
    expect(signUpFieldErrors({ email: ' nora@example.com ', password: 'a long enough password' }, NOW)).toEqual({});
    expect(signUpFieldErrors({ email: 'nora@example.com', password: 'a long enough password', birthday: '1990-04-01' }, NOW)).toEqual({});
    expect(signUpFieldErrors({ email: 'nora@example.com', password: 'a long enough password', birthday: '' }, NOW)).toEqual({});
  });

  test.prop([fc.emailAddress(), fc.string({ minLength: 8, unit: 'grapheme-ascii' })])(
    'property: a valid address with a long enough password always passes',
    (email, password) => {
      expect(signUpFieldErrors({ email, password }, NOW)).toEqual({});
    },
  );

  test.prop([fc.string(), fc.string(), fc.option(fc.string(), { nil: undefined })])(
    'property: every message is one of the rules’ own, and blanks are always named',
    (email, password, birthday) => {
      const errors = signUpFieldErrors({ email, password, ...(birthday !== undefined ? { birthday } : {}) }, NOW);
      for (const message of Object.values(errors)) expect(typeof message).toBe('string');
      if (email.trim() === '') expect(errors.email).toBe(ACCOUNT_MESSAGES.emailRequired);
      if (password === '') expect(errors.password).toBe(ACCOUNT_MESSAGES.newPasswordRequired);
    },
  );
});

describe('signInFormGate / signUpFormGate (S1 §3 login, S1 §5 sign-up checks)', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  const signIn = fc.record({ usernameOrEmail: fc.string({ maxLength: 12 }), password: fc.string({ maxLength: 12 }) });
  const signUp = fc.record({
    email: fc.oneof(fc.emailAddress(), fc.string({ maxLength: 12 })),
    password: fc.string({ maxLength: 12 }),
    birthday: fc.constantFrom('', '2000-01-01', '2020-01-01', 'not a date'),
  });

  test.prop([signIn, fc.boolean(), fc.boolean()])(
    'S1 §3: sends exactly when no field stops it; shows messages only once tried; waits only while busy',
    (values, tried, busy) => {
      const gate = signInFormGate({ values, tried, busy });
      const errors = signInFieldErrors(values);
      expect(gate.sends).toBe(Object.keys(errors).length === 0);
      expect(gate.shown).toEqual(tried ? errors : {});
      expect(gate.disabled).toBe(busy);
    },
  );

  test.prop([signUp, fc.boolean(), fc.boolean()])(
    'S1 §5: the age message shows at once and disables the button; the rest once tried; sends exactly when none stops it',
    (values, tried, busy) => {
      const gate = signUpFormGate({ values, tried, busy }, now);
      const errors = signUpFieldErrors(values, now);
      expect(gate.sends).toBe(Object.keys(errors).length === 0);
      expect(gate.shown.birthday).toBe(errors.birthday);
      if (tried) expect(gate.shown).toEqual(errors);
      else expect(Object.keys(gate.shown).filter((key) => key !== 'birthday')).toEqual([]);
      expect(gate.disabled).toBe(busy || errors.birthday !== undefined);
    },
  );

  it('S1 §5: a birthday under 18 stops the sign-up before any submit', () => {
    const gate = signUpFormGate(
      { values: { email: 'a@b.co', password: 'long enough', birthday: '2020-01-01' }, tried: false, busy: false },
      now,
    );
    expect(gate).toMatchObject({ sends: false, disabled: true, shown: { birthday: SERVER_MESSAGES.tooYoung } });
  });
});
