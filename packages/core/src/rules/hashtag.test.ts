import { fc, test } from '../testing/property.js';
import { describe, expect, it } from 'vitest';
import { AUTOCOMPLETE_MAX_ITEMS } from '../constants.js';
import { autocompleteItems, completeHashtag, hashtagAtCaret, parseHashtags } from './hashtag.js';

const ASCII_PUNCTUATION_BUT_UNDERSCORE = [...'!"#$%&\'()*+,-./:;<=>?@[\\]^`{|}~'];

describe('parseHashtags', () => {
  it('S0 §5: a # followed by non-whitespace, non-punctuation characters', () => {
    expect(parseHashtags('Love #summer and #beach_days!')).toEqual([
      { tag: 'summer', start: 5, end: 12 },
      { tag: 'beach_days', start: 17, end: 28 },
    ]);
  });

  it('S0 §5: every ASCII punctuation mark except _ ends a tag', () => {
    for (const p of ASCII_PUNCTUATION_BUT_UNDERSCORE) {
      expect(parseHashtags(`#ab${p}cd`)[0]?.tag).toBe('ab');
    }
    expect(parseHashtags('#a_b')[0]?.tag).toBe('a_b');
  });

  it('S0 §5: whitespace of any kind ends a tag; a lone # is not a tag', () => {
    expect(parseHashtags('#one\u00a0#two\t#three\n# #')).toEqual([
      { tag: 'one', start: 0, end: 4 },
      { tag: 'two', start: 5, end: 9 },
      { tag: 'three', start: 10, end: 16 },
    ]);
  });

  it('S0 §5: non-ASCII letters, emoji and non-ASCII punctuation belong to the tag', () => {
    expect(parseHashtags('#café #日本 #🎉party #déjà—vu')).toEqual([
      { tag: 'café', start: 0, end: 5 },
      { tag: '日本', start: 6, end: 9 },
      { tag: '🎉party', start: 10, end: 18 },
      { tag: 'déjà—vu', start: 19, end: 27 },
    ]);
  });

  it('S0 §5: adjacent and doubled #', () => {
    expect(parseHashtags('##tag#next').map((h) => h.tag)).toEqual(['tag', 'next']);
  });

  test.prop([fc.string({ unit: 'grapheme' })])('S0 §5 property: slices equal "#" + tag, tags non-empty and ordered', (text) => {
    let last = -1;
    for (const h of parseHashtags(text)) {
      expect(text.slice(h.start, h.end)).toBe(`#${h.tag}`);
      expect(h.tag.length).toBeGreaterThan(0);
      expect(h.tag).not.toMatch(/[\s!-/:-@[-^`{-~]/u);
      expect(h.start).toBeGreaterThanOrEqual(last);
      last = h.end;
    }
  });

  test.prop([fc.array(fc.constantFrom('#', 'a', '_', ' ', '.', 'é', '😀', '\ud800', '\n'), { maxLength: 40 }).map((cs) => cs.join(''))])(
    'S0 §5 property: every # followed by a tag character starts a hashtag (nothing missed)',
    (text) => {
      const starts = new Set(parseHashtags(text).map((h) => h.start));
      for (let i = 0; i < text.length; i++) {
        const next = text.codePointAt(i + 1);
        const isTagChar = next !== undefined && !/[\s!-/:-@[-^`{-~]/u.test(String.fromCodePoint(next));
        if (text[i] === '#' && isTagChar) expect(starts.has(i)).toBe(true);
      }
    },
  );

  test.prop([fc.string({ unit: 'binary' })])('S0 §5 property: total on lone surrogates and any code point', (text) => {
    expect(() => parseHashtags(text)).not.toThrow();
  });
});

describe('autocompleteItems', () => {
  it('S0 §5/§9: at most 5 suggestions, only those that have a query, order kept', () => {
    expect(AUTOCOMPLETE_MAX_ITEMS).toBe(5);
    const items = [
      { query: 'a', pin_count: 1 },
      { pin_count: 9 },
      { query: 'b' },
      { query: '' },
      { query: '  ' },
      { query: 'c' },
      { query: 'd' },
      { query: 'e' },
      { query: 'f' },
    ];
    expect(autocompleteItems(items).map((i) => i.query)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('S0 §5: fewer than 5 with a query are all shown', () => {
    expect(autocompleteItems([{ query: 'x' }, {}])).toEqual([{ query: 'x' }]);
    expect(autocompleteItems([])).toEqual([]);
  });

  test.prop([fc.array(fc.record({ query: fc.string(), pin_count: fc.nat() }, { requiredKeys: [] }), { maxLength: 20 })])(
    'S0 §5 property: ≤ 5, each has a query, a prefix of the items that have one',
    (items) => {
      const out = autocompleteItems(items);
      expect(out.length).toBeLessThanOrEqual(5);
      const withQuery = items.filter((i) => (i.query ?? '').trim() !== '');
      expect(out).toEqual(withQuery.slice(0, 5));
      out.forEach((item, k) => {
        expect(item).toBe(withQuery[k]);
      });
    },
  );
});

describe('hashtagAtCaret', () => {
  it('S0 §2/§5: the tag the caret is inside or just after; none elsewhere', () => {
    const text = 'Love #summer and #beach';
    expect(hashtagAtCaret(text, 12)).toEqual({ tag: 'summer', start: 5, end: 12 });
    expect(hashtagAtCaret(text, 8)).toEqual({ tag: 'summer', start: 5, end: 12 });
    expect(hashtagAtCaret(text, 23)).toEqual({ tag: 'beach', start: 17, end: 23 });
    expect(hashtagAtCaret(text, 5)).toBeNull(); // before the #
    expect(hashtagAtCaret(text, 13)).toBeNull(); // after the space
    expect(hashtagAtCaret('#', 1)).toBeNull(); // a lone # is not a tag yet
  });

  test.prop([fc.string(), fc.nat()])('it is always one of parseHashtags, containing the caret', (text, n) => {
    const caret = n % (text.length + 1);
    const found = hashtagAtCaret(text, caret);
    if (found === null) {
      expect(parseHashtags(text).some((h) => caret > h.start && caret <= h.end)).toBe(false);
    } else {
      expect(parseHashtags(text)).toContainEqual(found);
      expect(caret > found.start && caret <= found.end).toBe(true);
    }
  });
});

describe('completeHashtag', () => {
  it('S0 §2: the typed #tag becomes #query and a space; the caret goes after it', () => {
    const text = 'Love #sum and more';
    const hashtag = hashtagAtCaret(text, 9);
    expect(hashtag).not.toBeNull();
    if (hashtag === null) return;
    expect(completeHashtag(text, hashtag, 'summer')).toEqual({ text: 'Love #summer and more', caret: 13 });
    expect(completeHashtag('#sum', { tag: 'sum', start: 0, end: 4 }, '#summer')).toEqual({ text: '#summer ', caret: 8 });
  });

  test.prop([fc.string(), fc.nat(), fc.stringMatching(/^[a-z_]{1,12}$/)])(
    'the text around the tag is kept, and the completed tag parses back as the query',
    (text, n, query) => {
      const caret = n % (text.length + 1);
      const hashtag = hashtagAtCaret(text, caret);
      if (hashtag === null) return;
      const done = completeHashtag(text, hashtag, query);
      expect(done.text.startsWith(text.slice(0, hashtag.start))).toBe(true);
      expect(done.text.endsWith(text.slice(hashtag.end).trimStart())).toBe(true);
      expect(hashtagAtCaret(done.text, done.caret - 1)?.tag).toBe(query);
    },
  );
});
