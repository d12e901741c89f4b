import { describe, expect, it } from 'vitest';
import { fc, test } from '../testing/property.js';
import { ELLIPSIS, PIN_ATTRIBUTION_NAME_MAX_LENGTH, TRUNCATE_TEXT_DEFAULT } from '../constants.js';
import { truncateCampaignName, truncatePinAttributionName, truncateText } from './text.js';

const length = (s: string): number => Array.from(s).length;
const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.array(fc.constantFrom('word', ' ', 'a', '!', ',', '😀', '\t', 'é'), { maxLength: 120 }).map((p) => p.join('')),
);
const isWellFormed = (s: string): boolean => !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s);

describe('truncateText (S1 §5)', () => {
  it('S1 §5: text of exactly the default 80 characters is unchanged', () => {
    const text = 'a'.repeat(TRUNCATE_TEXT_DEFAULT);
    expect(truncateText(text)).toBe(text);
  });

  it('S1 §5: text of 81 characters is cut at a word boundary with an ellipsis', () => {
    const text = `${'word '.repeat(16)}x`; // 81 characters
    expect(length(text)).toBe(81);
    expect(truncateText(text)).toBe(`${'word '.repeat(15)}word${ELLIPSIS}`);
  });

  it('S1 §5: the word cut in half is dropped, not kept in part', () => {
    expect(truncateText('The quick brown fox', 12)).toBe(`The quick${ELLIPSIS}`);
  });

  it('S1 §5: a word ending exactly at max is kept whole', () => {
    expect(truncateText('The quick brown fox', 9)).toBe(`The quick${ELLIPSIS}`);
  });

  it('S1 §5: trailing punctuation is trimmed before the ellipsis', () => {
    expect(truncateText('Hello, world; and more', 13)).toBe(`Hello, world${ELLIPSIS}`);
    expect(truncateText('Wait... what happened', 8)).toBe(`Wait${ELLIPSIS}`);
  });

  it('S1 §5 Clarifications: a single word longer than max is cut at max', () => {
    expect(truncateText('Supercalifragilistic', 5)).toBe(`Super${ELLIPSIS}`);
  });

  it('S1 §5: characters are code points, so an emoji is never split', () => {
    const text = '😀😀😀😀😀';
    expect(truncateText(text, 3)).toBe(`😀😀😀${ELLIPSIS}`);
  });

  it('S1 §5: text that is all punctuation keeps its hard cut instead of vanishing', () => {
    expect(truncateText('!!!!!!!!!!', 4)).toBe(`!!!!${ELLIPSIS}`);
  });

  it('S1 §5: max 0 leaves only the ellipsis; NaN max means the default', () => {
    expect(truncateText('abc', 0)).toBe(ELLIPSIS);
    expect(truncateText('a'.repeat(80), Number.NaN)).toBe('a'.repeat(80));
    expect(truncateText('abc', -5)).toBe(ELLIPSIS);
  });

  test.prop([anyText, fc.integer({ min: 0, max: 120 })])(
    'S1 §5 property: result has at most max + 1 characters and is unchanged when it fits',
    (text, max) => {
      const out = truncateText(text, max);
      expect(length(out)).toBeLessThanOrEqual(max + 1);
      if (length(text) <= max) expect(out).toBe(text);
      else expect(out.endsWith(ELLIPSIS)).toBe(true);
    },
  );

  test.prop([anyText, fc.integer({ min: 0, max: 120 })])('S1 §5 property: the truncated text is a prefix of the original', (text, max) => {
    const out = truncateText(text, max);
    if (out !== text) expect(text.startsWith(out.slice(0, -ELLIPSIS.length))).toBe(true);
  });

  test.prop([fc.string({ unit: 'grapheme', maxLength: 200 }), fc.integer({ min: 0, max: 120 })])(
    'S1 §5 property: well-formed text stays well-formed (no surrogate is split)',
    (text, max) => {
      expect(isWellFormed(truncateText(text, max))).toBe(true);
    },
  );

  test.prop([anyText, fc.double()])('S1 §5 property: total on any max, never throws', (text, max) => {
    expect(typeof truncateText(text, max)).toBe('string');
  });
});

describe('truncateCampaignName (S1 §5, S1 §9)', () => {
  it('S1 §9: a 63-character campaign name is kept', () => {
    const name = 'n'.repeat(63);
    expect(truncateCampaignName(name)).toBe(name);
  });

  it('S1 §9: a 64-character campaign name is cut to 62 characters plus an ellipsis', () => {
    expect(truncateCampaignName('n'.repeat(64))).toBe(`${'n'.repeat(62)}${ELLIPSIS}`);
  });

  it('S1 §9: a 65-character campaign name is cut to 62 characters plus an ellipsis', () => {
    const out = truncateCampaignName(`${'x'.repeat(62)}yyy`);
    expect(out).toBe(`${'x'.repeat(62)}${ELLIPSIS}`);
    expect(length(out)).toBe(63);
  });

  it('S1 §5: astral characters count as one each (64 emoji are cut to 62)', () => {
    expect(truncateCampaignName('🎉'.repeat(63))).toBe('🎉'.repeat(63));
    expect(truncateCampaignName('🎉'.repeat(64))).toBe(`${'🎉'.repeat(62)}${ELLIPSIS}`);
  });

  test.prop([anyText])('S1 §9 property: a campaign name never exceeds 63 characters after cutting', (name) => {
    const out = truncateCampaignName(name);
    expect(length(out)).toBeLessThan(64);
    if (length(name) < 64) expect(out).toBe(name);
    else expect(name.startsWith(out.slice(0, -ELLIPSIS.length))).toBe(true);
  });
});

describe('truncatePinAttributionName (S1 §9)', () => {
  it('S1 §9: a 70-character attribution name is kept, 71 is truncated', () => {
    const seventy = 'a'.repeat(PIN_ATTRIBUTION_NAME_MAX_LENGTH);
    expect(truncatePinAttributionName(seventy)).toBe(seventy);
    expect(truncatePinAttributionName(`${seventy}b`)).toBe(`${seventy}${ELLIPSIS}`);
  });

  it('S1 §9: a long attribution name is cut at a word boundary', () => {
    const name = `${'Brand '.repeat(11)}Extra`; // 71 characters
    expect(truncatePinAttributionName(name)).toBe(`${'Brand '.repeat(10)}Brand${ELLIPSIS}`);
  });

  test.prop([anyText])('S1 §9 property: at most 71 characters', (name) => {
    expect(length(truncatePinAttributionName(name))).toBeLessThanOrEqual(PIN_ATTRIBUTION_NAME_MAX_LENGTH + 1);
  });
});
