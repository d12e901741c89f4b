/**
 * Search typeahead port (S1 §7): items and hint for a term in a scope. Adapters cache first-page
 * results by scope and term (S1 §7).
 */
import type { Schema } from 'effect';
import type { TypeaheadRequest } from '../requests/index.js';
import { Context } from 'effect';
import type { Effect } from 'effect';
import type { CallError } from './errors.js';
import type { TypeaheadResult } from './other-schemas.js';

/** Failures of `SearchService` calls. */
export type SearchServiceError = CallError;

/** S1 §7 typeahead options. */
export type TypeaheadOptions = Schema.Schema.Type<typeof TypeaheadRequest>;

/** S1 §7 search calls. */
export interface SearchServiceShape {
  /** S1 §7 typeahead → items and hint. */
  readonly typeahead: (options: TypeaheadOptions) => Effect.Effect<TypeaheadResult, SearchServiceError>;
}

/** The search port (S1 §7). */
export class SearchService extends Context.Service<SearchService, SearchServiceShape>()('@pinstack/core/SearchService') {}
