import { describe, expect, it } from 'vitest';
import { fc, test } from '../testing/property.js';
import { SEARCH_SCOPE_CODES, SEARCH_SCOPES, SEARCH_VIEW_TYPES } from '../constants.js';
import {
  canHighlightSearch,
  parseSearchQuery,
  PRODUCT_FILTER_CACHE_EXPERIMENTS,
  PRODUCT_FILTER_CACHE_RULES,
  type ProductFilter,
  searchScopeCode,
  searchViewType,
  shouldCacheProductFilter,
} from './search.js';

const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
);

describe('S1 §3: parseSearchQuery', () => {
  it('S1 §3: reads every understood parameter with its type', () => {
    const url =
      '/search/pins/?q=red+shoes&tab=top&scope=boards&user=ann&filters=f1&brands=nike,adidas&colors=red&colors=blue' +
      '&domains=shop.example&category=shoes&price_min=10&price_max=99.5&on_sale=true&commerce_only=false&interest_id=i1' +
      '&b_id=b1&source_id=s1&source_module_id=m1&style=boho&journey_depth=3&rs=typed&top_pin_ids=1,2&query_pin_sigs=sig1' +
      '&request_params=%7B%22a%22%3A1%7D&guided_search_query=gq&cover_pin_sig=cps&auto_correction_disabled=1&deb_d=dd' +
      '&brand_value=bv&selected_one_bar_modules=m1,m2&unknown=x';
    expect(parseSearchQuery(url)).toEqual({
      query: 'red shoes',
      scope: 'boards',
      tab: 'top',
      user: 'ann',
      filters: 'f1',
      brands: ['nike', 'adidas'],
      colors: ['red', 'blue'],
      domains: ['shop.example'],
      category: 'shoes',
      price_min: 10,
      price_max: 99.5,
      on_sale: true,
      commerce_only: false,
      interest_id: 'i1',
      b_id: 'b1',
      source_id: 's1',
      source_module_id: 'm1',
      style: 'boho',
      journey_depth: 3,
      rs: 'typed',
      top_pin_ids: ['1', '2'],
      query_pin_sigs: ['sig1'],
      request_params: '{"a":1}',
      guided_search_query: 'gq',
      cover_pin_sig: 'cps',
      auto_correction_disabled: true,
      deb_d: 'dd',
      brand_value: 'bv',
      selected_one_bar_modules: ['m1', 'm2'],
    });
  });

  it('S1 §3: no query at all gives an empty query in the pins scope', () => {
    expect(parseSearchQuery('/search/pins/')).toEqual({ query: '', scope: 'pins' });
    expect(parseSearchQuery('')).toEqual({ query: '', scope: 'pins' });
  });

  it('S1 §3: absolute URLs and a query after a hash are handled', () => {
    expect(parseSearchQuery('https://own.example/search/?q=cats&scope=videos#x?q=dogs')).toEqual({
      query: 'cats',
      scope: 'videos',
    });
  });

  it.each(SEARCH_SCOPES.filter((scope) => scope !== 'shop_tool'))('S1 §3: scope %s is kept', (scope) => {
    expect(parseSearchQuery(`/search/?scope=${scope}`).scope).toBe(scope);
  });

  it('S1 §3: an unknown scope becomes pins; scope names are case-insensitive', () => {
    expect(parseSearchQuery('/search/?scope=everything').scope).toBe('pins');
    expect(parseSearchQuery('/search/?scope=BOARDS').scope).toBe('boards');
  });

  it('S1 §3: commerce_only=true moves the scope to buyable_pins', () => {
    expect(parseSearchQuery('/search/?q=a&commerce_only=true').scope).toBe('buyable_pins');
    expect(parseSearchQuery('/search/?scope=boards&commerce_only=true').scope).toBe('buyable_pins');
    expect(parseSearchQuery('/search/?scope=boards&commerce_only=false').scope).toBe('boards');
  });

  it('S1 §3: commerce_only=true leaves the shop tool scope alone', () => {
    expect(parseSearchQuery('/search/?scope=shop_tool&commerce_only=true').scope).toBe('shop_tool');
    expect(parseSearchQuery('/_tools/shop/?commerce_only=true').scope).toBe('shop_tool');
  });

  it('S1 §3: a /_tools/shop path with no scope parameter selects the shop tool', () => {
    expect(parseSearchQuery('/_tools/shop').scope).toBe('shop_tool');
    expect(parseSearchQuery('/_tools/shop/?q=lamp').scope).toBe('shop_tool');
    expect(parseSearchQuery('https://own.example/business/_tools/shop/search/?q=lamp').scope).toBe('shop_tool');
  });

  it('S1 §3: a scope parameter wins over the /_tools/shop path', () => {
    expect(parseSearchQuery('/_tools/shop/?scope=boards').scope).toBe('boards');
    expect(parseSearchQuery('/_tools/shop/?scope=nonsense').scope).toBe('pins');
  });

  it('S1 §3: a blank scope counts as no scope parameter; /_tools/shopping is not the shop tool', () => {
    expect(parseSearchQuery('/_tools/shop/?scope=').scope).toBe('shop_tool');
    expect(parseSearchQuery('/_tools/shopping/').scope).toBe('pins');
    expect(parseSearchQuery('/search/?next=/_tools/shop/').scope).toBe('pins');
  });

  it.each<[string, boolean | undefined]>([
    ['true', true],
    ['TRUE', true],
    ['1', true],
    ['false', false],
    ['0', false],
    ['yes', undefined],
    ['', undefined],
  ])('S1 §3: on_sale=%j reads as %j', (text, value) => {
    expect(parseSearchQuery(`/search/?on_sale=${text}`).on_sale).toBe(value);
  });

  it.each<[string, number | undefined]>([
    ['0', 0],
    ['12', 12],
    ['12.50', 12.5],
    [' 7 ', 7],
    ['-1', undefined],
    ['1e3', undefined],
    ['0x10', undefined],
    ['abc', undefined],
    ['', undefined],
  ])('S1 §3: price_min=%j reads as %j', (text, value) => {
    expect(parseSearchQuery(`/search/?price_min=${encodeURIComponent(text)}`).price_min).toBe(value);
  });

  it('S1 §3: journey_depth is a whole number', () => {
    expect(parseSearchQuery('/search/?journey_depth=2').journey_depth).toBe(2);
    expect(parseSearchQuery('/search/?journey_depth=2.5').journey_depth).toBeUndefined();
    expect(parseSearchQuery('/search/?journey_depth=99999999999999999999').journey_depth).toBeUndefined();
  });

  it('S1 §3: a repeated single-valued parameter keeps its first non-blank value', () => {
    expect(parseSearchQuery('/search/?user=&user=bob&user=carl').user).toBe('bob');
  });

  it('S1 §3: malformed percent escapes do not throw', () => {
    // A truncated UTF-8 sequence decodes to one U+FFFD; a bare % stays as it is.
    expect(parseSearchQuery('/search/?q=%E0%A4%A&rs=%')).toEqual({ query: '\ufffd%A', scope: 'pins', rs: '%' });
  });

  test.prop([anyText])('S1 §3: never throws and always gives a known scope', (url) => {
    const options = parseSearchQuery(url);
    expect(SEARCH_SCOPES).toContain(options.scope);
    expect(typeof options.query).toBe('string');
  });

  test.prop([fc.constantFrom(...SEARCH_SCOPES), fc.string()])(
    'S1 §3: commerce_only=true always ends in buyable_pins or shop_tool',
    (scope, path) => {
      const options = parseSearchQuery(`/${path.replace(/[?#]/gu, '')}?scope=${scope}&commerce_only=true`);
      expect(options.scope).toBe(scope === 'shop_tool' ? 'shop_tool' : 'buyable_pins');
    },
  );

  test.prop([fc.double({ min: 0, max: 1e9, noNaN: true })])('S1 §3: prices round-trip', (price) => {
    const text = price.toFixed(2);
    expect(parseSearchQuery(`/search/?price_max=${text}`).price_max).toBe(Number(text));
  });

  test.prop([fc.string({ unit: 'grapheme' })])('S1 §3: the q text round-trips', (q) => {
    expect(parseSearchQuery(`/search/?q=${encodeURIComponent(q)}`).query).toBe(q);
  });
});

describe('S1 §3: searchScopeCode and searchViewType', () => {
  it.each<[string, number]>([
    ['pins', 0],
    ['buyable_pins', 1],
    ['videos', 2],
    ['boards', 3],
    ['users', 4],
  ])('S1 §3: scope %s has code %d', (scope, code) => {
    expect(searchScopeCode(scope)).toBe(code);
  });

  it.each(['my_pins', 'idea_pins', 'my_content', 'shop_tool', 'nope', '', 'toString'])(
    'S1 §3: scope %j has no numeric code (null)',
    (scope) => {
      expect(searchScopeCode(scope)).toBeNull();
    },
  );

  it('S1 §3: view type is 1 for the shop tool and 2 for every other scope', () => {
    expect(searchViewType('shop_tool')).toBe(1);
    for (const scope of SEARCH_SCOPES.filter((s) => s !== 'shop_tool')) expect(searchViewType(scope)).toBe(2);
  });

  test.prop([fc.string({ unit: 'grapheme' })])('S1 §3: every string has a code or null and a view type', (scope) => {
    const code = searchScopeCode(scope);
    expect(code === null || Object.values(SEARCH_SCOPE_CODES).includes(code as never)).toBe(true);
    expect(Object.values(SEARCH_VIEW_TYPES)).toContain(searchViewType(scope));
  });
});

describe('S1 §5: canHighlightSearch', () => {
  it.each<[string, boolean]>([
    ['', false],
    ['a', false],
    ['  a  ', false],
    ['ab', true],
    [' ab ', true],
    ['\ud83d\ude00', false],
    ['\ud83d\ude00\ud83d\ude00', true],
  ])('S1 §5: query %j highlights: %s', (query, expected) => {
    expect(canHighlightSearch(query)).toBe(expected);
  });

  test.prop([fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' })])(
    'S1 §5: highlighting depends on the trimmed length only',
    (a, b) => {
      expect(canHighlightSearch(a)).toBe([...a.trim()].length >= 2);
      expect(canHighlightSearch(`  ${b}\t`)).toBe(canHighlightSearch(b));
    },
  );
});

describe('S1 §5: product filter caching', () => {
  const allOn = new Set(Object.values(PRODUCT_FILTER_CACHE_EXPERIMENTS));
  const none = new Set<string>();

  it.each<[ProductFilter, string]>([
    ['brands', 'brands=nike'],
    ['colors', 'colors=red'],
    ['domains', 'domains=a.example'],
    ['onSale', 'on_sale=true'],
    ['price', 'price_min=1'],
    ['price', 'price_max=9'],
  ])('S1 §5: %s is cached when the url carries %s, with no experiment needed', (filter, param) => {
    expect(shouldCacheProductFilter(filter, `/search/?q=x&${param}`, none)).toBe(true);
    expect(shouldCacheProductFilter(filter, '/search/?q=x', none)).toBe(false);
  });

  it.each<[ProductFilter, string]>([
    ['brandValue', 'brandValue=bv'],
    ['brandValue', 'brand_value=bv'],
    ['style', 'style=boho'],
  ])('S1 §5: %s (url %s) is cached only with its experiment on', (filter, param) => {
    const url = `/search/?${param}`;
    expect(shouldCacheProductFilter(filter, url, none)).toBe(false);
    expect(shouldCacheProductFilter(filter, url, new Set([PRODUCT_FILTER_CACHE_RULES[filter].experiment ?? '']))).toBe(true);
  });

  it('S1 §5: another filter\u2019s parameter or a blank value does not count', () => {
    expect(shouldCacheProductFilter('brands', '/search/?colors=red', allOn)).toBe(false);
    expect(shouldCacheProductFilter('brands', '/search/?brands=', allOn)).toBe(false);
    expect(shouldCacheProductFilter('toString' as ProductFilter, '/search/?brands=x', allOn)).toBe(false);
  });

  test.prop([fc.constantFrom(...(Object.keys(PRODUCT_FILTER_CACHE_RULES) as ProductFilter[])), anyText])(
    'S1 §5: never cached without the parameter; an experiment only ever adds a condition',
    (filter, url) => {
      const withAll = shouldCacheProductFilter(filter, url, allOn);
      const withNone = shouldCacheProductFilter(filter, url, none);
      if (withNone) expect(withAll).toBe(true);
      const carries = PRODUCT_FILTER_CACHE_RULES[filter].params.some((name) => url.includes(`${name}=`));
      if (!carries) expect(withAll).toBe(false);
    },
  );
});
