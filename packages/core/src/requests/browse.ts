/**
 * Request schemas of the browse reads (wire-protocol.md "Reads the web app needs"): the home feed, a
 * profile and its boards, a board by its URL, a board's Pins and search. `BrowseService` option
 * types are these schemas' `Type`; the server decodes the wire with them and the in-memory fake
 * checks its options with them: a call's options change here, for all three.
 */
import { Schema } from 'effect';
import { SEARCH_SCOPES } from '../constants.js';
import { BROWSE_PAGE_SIZE_MAX } from '../rules/browse.js';
import { Id, isMinChars, maxItems, Text } from './common.js';

/** Wire protocol list paging: an opaque bookmark (absent: the first page) and a page size of 1–100 (default 25). */
export const PagingFields = {
  bookmark: Schema.optional(Text(200)),
  page_size: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: BROWSE_PAGE_SIZE_MAX }))),
};

/** A username as profile URLs carry it (`/{username}/`). */
const Username = Text(100).check(isMinChars(1));

/** A board slug as board URLs carry it (`/{username}/{slug}/`, S0 §3 `slug`). */
const Slug = Text(200).check(isMinChars(1));

/** Wire protocol HomeFeedResource get. */
export const HomeFeedRequest = Schema.Struct(PagingFields);

/** Wire protocol UserResource get. */
export const UserGetRequest = Schema.Struct({ username: Username });

/** Wire protocol UserBoardsResource get. */
export const UserBoardsRequest = Schema.Struct({ username: Username, ...PagingFields });

/**
 * UserPinsResource get (ours, beside the wire protocol's browse reads): the Pins a user saved that
 * the viewer may see, newest first; the quick-promote flow lists the viewer's own with it.
 */
export const UserPinsRequest = Schema.Struct({ username: Username, ...PagingFields });

/** Wire protocol BoardResource get by id (S0 §7). */
export const BoardByIdRequest = Schema.Struct({ board_id: Id, field_set_key: Schema.optional(Schema.String) });

/** Wire protocol BoardResource get by URL: `/{username}/{slug}/`. */
export const BoardBySlugRequest = Schema.Struct({ username: Username, slug: Slug, field_set_key: Schema.optional(Schema.String) });

/** Wire protocol BoardResource get: `{ board_id }` or `{ username, slug }`. */
export const BoardGetRequest = Schema.Union([BoardByIdRequest, BoardBySlugRequest]);

/** Wire protocol BoardFeedResource get: a board's Pins, or one section's, newest first, paged. */
export const BoardFeedRequest = Schema.Struct({ board_id: Id, section_id: Schema.optional(Id), ...PagingFields });

/** A bounded list of filter values (S1 §3 list parameters). */
const FilterList = Schema.Array(Text(200)).check(maxItems(100));

/**
 * S1 §3 search filters, as `parseSearchQuery` reads them from a search URL (`SearchOptions` without
 * `query` and `scope`). Backends accept them; which ones narrow the results is each backend's.
 */
export const SearchFilterFields = {
  tab: Schema.optional(Text(200)),
  user: Schema.optional(Text(200)),
  filters: Schema.optional(Text(2000)),
  brands: Schema.optional(FilterList),
  colors: Schema.optional(FilterList),
  domains: Schema.optional(FilterList),
  category: Schema.optional(Text(200)),
  price_min: Schema.optional(Schema.Number.check(Schema.isGreaterThanOrEqualTo(0))),
  price_max: Schema.optional(Schema.Number.check(Schema.isGreaterThanOrEqualTo(0))),
  on_sale: Schema.optional(Schema.Boolean),
  commerce_only: Schema.optional(Schema.Boolean),
  interest_id: Schema.optional(Text(200)),
  b_id: Schema.optional(Text(200)),
  source_id: Schema.optional(Text(200)),
  source_module_id: Schema.optional(Text(200)),
  style: Schema.optional(Text(200)),
  journey_depth: Schema.optional(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))),
  rs: Schema.optional(Text(200)),
  top_pin_ids: Schema.optional(FilterList),
  query_pin_sigs: Schema.optional(FilterList),
  request_params: Schema.optional(Text(2000)),
  guided_search_query: Schema.optional(Text(500)),
  cover_pin_sig: Schema.optional(Text(200)),
  auto_correction_disabled: Schema.optional(Schema.Boolean),
  deb_d: Schema.optional(Text(200)),
  brand_value: Schema.optional(Text(200)),
  selected_one_bar_modules: Schema.optional(FilterList),
};

/** Wire protocol SearchResource get: `parseSearchQuery`'s options (S1 §3) plus paging. */
export const SearchRequest = Schema.Struct({
  query: Text(500),
  /** One of `SEARCH_SCOPES` (S1 §3); absent: `pins`. */
  scope: Schema.optional(Schema.Literals(SEARCH_SCOPES)),
  ...PagingFields,
  ...SearchFilterFields,
});
