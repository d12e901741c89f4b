import { describe, expect, it } from 'vitest';
import { fc, test } from '../testing/property.js';
import { searchPathFor, searchWordsInUrl } from './search-path.js';
import { SEARCH_TYPEAHEAD_COUNT, suggestionPath, suggestionText, typeaheadSuggestions } from './search-typeahead.js';
import { parseSearchQuery } from './search.js';

describe('header typeahead rules (S1 §3, §7; issue 25)', () => {
  it('a suggestion shows its query, else its label; blank and repeated ones are dropped; at most 5', () => {
    expect(suggestionText({ label: ' Oak ' })).toBe('Oak');
    const items = [{ query: 'oak' }, { query: 'OAK' }, { query: ' ' }, ...Array.from({ length: 9 }, (_, i) => ({ query: `q${i}` }))];
    expect(typeaheadSuggestions(items).map(suggestionText)).toEqual(['oak', 'q0', 'q1', 'q2', 'q3']);
  });
  test.prop([fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== '')])(
    'property: the search a suggestion opens reads back its words (parseSearchQuery)',
    (text) => {
      expect(parseSearchQuery(`https://pinstack.test${searchPathFor(text)}`).query).toBe(text.trim());
    },
  );
  it('a board or person opens their page on this site; any other url opens the search', () => {
    expect(suggestionPath({ label: 'Garden', url: '/bjorn/garden/' })).toBe('/bjorn/garden/');
    expect(suggestionPath({ label: 'Evil', url: '//evil.example/x' })).toBe('/search/pins/?q=Evil');
    expect(suggestionPath({ query: 'oak' })).toBe('/search/pins/?q=oak');
  });
  test.prop([fc.array(fc.record({ query: fc.string({ maxLength: 6 }) }), { maxLength: 30 })])(
    'property: never more than the count, never blank, never twice',
    (items) => {
      const kept = typeaheadSuggestions(items).map((item) => suggestionText(item).toLowerCase());
      expect(kept.length).toBeLessThanOrEqual(SEARCH_TYPEAHEAD_COUNT);
      expect(kept).not.toContain('');
      expect(new Set(kept).size).toBe(kept.length);
    },
  );
});

describe("searchWordsInUrl (issue 25: the header field shows a search page's words)", () => {
  it('reads q on a search page, nothing elsewhere', () => {
    expect(searchWordsInUrl('/search/pins/', '?q=sunset+cake')).toBe('sunset cake');
    expect(searchWordsInUrl('/search/boards/', 'q=tea%20time')).toBe('tea time');
    expect(searchWordsInUrl('/search/pins/', '')).toBe('');
    expect(searchWordsInUrl('/pin/1/', '?q=tea')).toBe('');
    expect(searchWordsInUrl('/searching/', '?q=tea')).toBe('');
  });

  test.prop([fc.string()])('S1 §3: the words searchPathFor sends come back as parseSearchQuery reads them', (text) => {
    const path = searchPathFor(text);
    const [pathname, search] = path.split('?') as [string, string];
    expect(searchWordsInUrl(pathname, search)).toBe(parseSearchQuery(`https://pinstack.invalid${path}`).query);
  });
});
