/**
 * Search typeahead port (S1 §7): items and hint for a term in a scope. Adapters cache first-page
 * results by scope and term (S1 §7).
 */
import { Context } from 'effect';
import type { Effect } from 'effect';
import type { CallError } from './errors.js';
import type { TypeaheadResult } from './schemas.js';

/** Failures of `SearchService` calls. */
export type SearchServiceError = CallError;

/** S1 §7 typeahead options. */
export interface TypeaheadOptions {
  readonly term: string;
  /** One of S1 §3 SEARCH_SCOPES, e.g. 'pins'. */
  readonly pin_scope: string;
  /** @default 5 (TYPEAHEAD_DEFAULT_COUNT) */
  readonly count?: number;
  /** Paging cursors of a later page; a page with bookmarks is not cached. */
  readonly bookmarks?: readonly string[];
}

/** S1 §7 search calls. */
export interface SearchServiceShape {
  /** S1 §7 typeahead → items and hint. */
  readonly typeahead: (options: TypeaheadOptions) => Effect.Effect<TypeaheadResult, SearchServiceError>;
}

/** The search port (S1 §7). */
export class SearchService extends Context.Tag('@pinstack/core/SearchService')<SearchService, SearchServiceShape>() {}
