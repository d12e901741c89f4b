/**
 * Search rules of S1 §3 and §5: the search options a URL carries, scope codes and view types,
 * filter highlighting, and when product filters may be cached.
 */
import { SEARCH_HIGHLIGHT_MIN_QUERY, SEARCH_SCOPE_CODES, SEARCH_SCOPES, SEARCH_VIEW_TYPES, SHOP_TOOL_PATH_SEGMENT } from '../constants.js';

// Core compiles against the ES2022 lib only (no DOM): the WHATWG form-urlencoded parser that
// Node and every browser provide is reached through globalThis with the one member used here.
type SearchParamsConstructor = new (
  init: string,
) => {
  forEach(callback: (value: string, name: string) => void): void;
};
const SearchParams = (globalThis as unknown as { URLSearchParams: SearchParamsConstructor }).URLSearchParams;

/** A search scope of S1 §3. */
export type SearchScope = (typeof SEARCH_SCOPES)[number];

/**
 * The search options of S1 §3 that a search URL carries, under their query-parameter names
 * (`q` is `query`). Absent, blank or unreadable parameters are left out.
 */
export interface SearchOptions {
  /** `q`, as typed; `''` when absent. */
  readonly query: string;
  /** After the S1 §3 rules: `commerce_only`, `/_tools/shop`, unknown → `pins`. */
  readonly scope: SearchScope;
  readonly tab?: string;
  readonly user?: string;
  readonly filters?: string;
  readonly brands?: readonly string[];
  readonly colors?: readonly string[];
  readonly domains?: readonly string[];
  readonly category?: string;
  readonly price_min?: number;
  readonly price_max?: number;
  readonly on_sale?: boolean;
  readonly commerce_only?: boolean;
  readonly interest_id?: string;
  readonly b_id?: string;
  readonly source_id?: string;
  readonly source_module_id?: string;
  readonly style?: string;
  readonly journey_depth?: number;
  readonly rs?: string;
  readonly top_pin_ids?: readonly string[];
  readonly query_pin_sigs?: readonly string[];
  readonly request_params?: string;
  readonly guided_search_query?: string;
  readonly cover_pin_sig?: string;
  readonly auto_correction_disabled?: boolean;
  readonly deb_d?: string;
  readonly brand_value?: string;
  readonly selected_one_bar_modules?: readonly string[];
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type KeysOfType<Value> = { [K in keyof SearchOptions]-?: NonNullable<SearchOptions[K]> extends Value ? K : never }[keyof SearchOptions];

// How each understood S1 §3 parameter is typed. Lists are not shown: ours accept repeated
// parameters and comma-separated values alike.
const TEXT_PARAMS = [
  'tab',
  'user',
  'filters',
  'category',
  'interest_id',
  'b_id',
  'source_id',
  'source_module_id',
  'style',
  'rs',
  'request_params',
  'guided_search_query',
  'cover_pin_sig',
  'deb_d',
  'brand_value',
] as const satisfies readonly KeysOfType<string>[];
const LIST_PARAMS = [
  'brands',
  'colors',
  'domains',
  'top_pin_ids',
  'query_pin_sigs',
  'selected_one_bar_modules',
] as const satisfies readonly KeysOfType<readonly string[]>[];
const BOOLEAN_PARAMS = ['on_sale', 'commerce_only', 'auto_correction_disabled'] as const satisfies readonly KeysOfType<boolean>[];
const PRICE_PARAMS = ['price_min', 'price_max'] as const satisfies readonly KeysOfType<number>[];

const DECIMAL = /^\d+(?:\.\d+)?$/u;
const WHOLE_NUMBER = /^\d+$/u;
const BOOLEAN_TEXT: Readonly<Record<string, boolean>> = { true: true, '1': true, false: false, '0': false };
// The segment itself, not a longer name that starts with it (`/_tools/shopping`).
const SHOP_TOOL_PATH = new RegExp(`${SHOP_TOOL_PATH_SEGMENT}(?:/|$)`, 'u');

/** Query pairs of a URL (absolute, relative or garbage), decoded as a browser does. */
function queryPairs(url: string): { path: string; params: Map<string, string[]> } {
  const withoutHash = url.split('#', 1)[0] ?? '';
  const queryStart = withoutHash.indexOf('?');
  const path = queryStart === -1 ? withoutHash : withoutHash.slice(0, queryStart);
  const params = new Map<string, string[]>();
  if (queryStart !== -1) {
    new SearchParams(withoutHash.slice(queryStart + 1)).forEach((value, name) => {
      params.set(name, [...(params.get(name) ?? []), value]);
    });
  }
  return { path, params };
}

/** True for one of the S1 §3 search scopes. */
function isSearchScope(value: string): value is SearchScope {
  return (SEARCH_SCOPES as readonly string[]).includes(value);
}

/**
 * The search options of a search URL (absolute, relative or anything else) from the S1 §3 query
 * parameters: numbers and booleans parsed (`true`/`1`, `false`/`0`; prices are non-negative
 * decimals, journey_depth a whole number; anything else left out), lists split on commas, the
 * first value of a repeated single-valued parameter kept. Scope: the `scope` parameter
 * (case-insensitive; unknown → `pins`); with no scope parameter, a path with a `/_tools/shop`
 * segment selects `shop_tool`; `commerce_only=true` moves any scope but `shop_tool` to
 * `buyable_pins`. Never throws. S1 §3.
 */
export function parseSearchQuery(url: string): SearchOptions {
  const { path, params } = queryPairs(typeof url === 'string' ? url : '');
  const first = (name: string): string | undefined => params.get(name)?.find((v) => v.trim() !== '');
  const options: Mutable<Omit<SearchOptions, 'query' | 'scope'>> = {};
  for (const name of TEXT_PARAMS) {
    const value = first(name);
    if (value !== undefined) options[name] = value;
  }
  for (const name of LIST_PARAMS) {
    const items = (params.get(name) ?? [])
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter((v) => v !== '');
    if (items.length > 0) options[name] = items;
  }
  for (const name of BOOLEAN_PARAMS) {
    const value = BOOLEAN_TEXT[first(name)?.trim().toLowerCase() ?? ''];
    if (value !== undefined) options[name] = value;
  }
  for (const name of PRICE_PARAMS) {
    const text = first(name)?.trim();
    if (text !== undefined && DECIMAL.test(text)) options[name] = Number(text);
  }
  const depth = first('journey_depth')?.trim();
  if (depth !== undefined && WHOLE_NUMBER.test(depth) && Number.isSafeInteger(Number(depth))) {
    options.journey_depth = Number(depth);
  }
  const scopeParam = first('scope')?.trim().toLowerCase();
  let scope: SearchScope;
  if (scopeParam !== undefined) scope = isSearchScope(scopeParam) ? scopeParam : 'pins';
  else scope = SHOP_TOOL_PATH.test(path) ? 'shop_tool' : 'pins';
  if (options.commerce_only === true && scope !== 'shop_tool') scope = 'buyable_pins';
  return { query: params.get('q')?.[0] ?? '', scope, ...options };
}

/**
 * The numeric code of a search scope (pins 0, buyable_pins 1, videos 2, boards 3, users 4); scopes
 * without a code (my_pins, idea_pins, my_content, shop_tool) and unknown text → `null`, rather
 * than borrowing the pins code for results that are not pins. S1 §3.
 */
export function searchScopeCode(scope: string): number | null {
  return typeof scope === 'string' && Object.hasOwn(SEARCH_SCOPE_CODES, scope)
    ? SEARCH_SCOPE_CODES[scope as keyof typeof SEARCH_SCOPE_CODES]
    : null;
}

/** The search view type: 1 for the shop tool, 2 for every other scope. S1 §3. */
export function searchViewType(scope: string): number {
  return scope === 'shop_tool' ? SEARCH_VIEW_TYPES.shop_tool : SEARCH_VIEW_TYPES.other;
}

/**
 * Whether search-filter highlighting applies: the trimmed query has at least 2 characters
 * (`SEARCH_HIGHLIGHT_MIN_QUERY`, counted in Unicode code points). S0 §5 / S1 §5.
 */
export function canHighlightSearch(query: string): boolean {
  return typeof query === 'string' && [...query.trim()].length >= SEARCH_HIGHLIGHT_MIN_QUERY;
}

/**
 * Experiments a product filter needs before it is cached. S1 §5 "some also need experiments on":
 * which ones and their names are not shown; ours: brand value and style, the two filters that
 * are not among the long-standing shopping filters.
 */
export const PRODUCT_FILTER_CACHE_EXPERIMENTS = {
  brandValue: 'web_search_brand_value_filter_cache',
  style: 'web_search_style_filter_cache',
} as const;

/**
 * S1 §5 product filters and the URL parameters that let each be cached, with the experiment it
 * also needs (`null`: none). `brandValue` also accepts `brand_value`, the S1 §3 search parameter.
 */
export const PRODUCT_FILTER_CACHE_RULES = {
  brands: { params: ['brands'], experiment: null },
  brandValue: { params: ['brandValue', 'brand_value'], experiment: PRODUCT_FILTER_CACHE_EXPERIMENTS.brandValue },
  colors: { params: ['colors'], experiment: null },
  domains: { params: ['domains'], experiment: null },
  onSale: { params: ['on_sale'], experiment: null },
  price: { params: ['price_min', 'price_max'], experiment: null },
  style: { params: ['style'], experiment: PRODUCT_FILTER_CACHE_EXPERIMENTS.style },
} as const satisfies Record<string, { params: readonly string[]; experiment: string | null }>;

/** A product filter of S1 §5, by the URL parameter that carries it. */
export type ProductFilter = keyof typeof PRODUCT_FILTER_CACHE_RULES;

/**
 * Whether a product filter may be cached: the URL carries its parameter with a non-blank value
 * (price: price_min or price_max) and, for brandValue and style, the filter's experiment is on.
 * An unknown filter is never cached. S1 §5.
 */
export function shouldCacheProductFilter(filter: ProductFilter, url: string, experiments: ReadonlySet<string>): boolean {
  if (!Object.hasOwn(PRODUCT_FILTER_CACHE_RULES, filter)) return false;
  const rule: { params: readonly string[]; experiment: string | null } = PRODUCT_FILTER_CACHE_RULES[filter];
  if (rule.experiment !== null && !(typeof experiments?.has === 'function' && experiments.has(rule.experiment))) return false;
  const { params } = queryPairs(typeof url === 'string' ? url : '');
  return rule.params.some((name) => (params.get(name) ?? []).some((value) => value.trim() !== ''));
}
