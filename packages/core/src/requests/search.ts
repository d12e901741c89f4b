/** Request schemas of the search port (S1 §7, §9). */
import { Schema } from 'effect';
import { SEARCH_SCOPES, TYPEAHEAD_DEFAULT_COUNT } from '../constants.js';
import { matching, maxItems, Text, withDefault } from './common.js';

/** S1 §7 SearchTypeaheadResource get; `count` defaults to `TYPEAHEAD_DEFAULT_COUNT`. */
export const TypeaheadRequest = Schema.Struct({
  term: Text(200),
  /** One of `SEARCH_SCOPES` (S1 §9). */
  pin_scope: Text(64).check(
    matching((scope) => (SEARCH_SCOPES as readonly string[]).includes(scope), `one of ${SEARCH_SCOPES.join(', ')}`),
  ),
  count: withDefault(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 50 })), TYPEAHEAD_DEFAULT_COUNT),
  bookmarks: Schema.optional(Schema.Array(Text(200)).check(maxItems(20))),
});
