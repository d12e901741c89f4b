/** A search field's typeahead actor (S1 §7 SearchTypeaheadResource in the field's scope: items and hint). */
import { Effect } from 'effect';
import type { SearchTypeaheadAnswer, SearchTypeaheadInput } from '../machines/search-typeahead/search-typeahead.types.js';
import { SearchService } from '../ports/search.js';
import { SEARCH_TYPEAHEAD_COUNT } from '../rules/search-typeahead.js';
import { portActor } from './run-port-call.js';
import type { PortActors, PortsRuntime } from './run-port-call.js';

/** S1 §7 the actor of `searchTypeaheadMachine` on `runtime`: the suggestions for the typed words. */
export function searchTypeaheadActors(runtime: PortsRuntime<SearchService>): PortActors<{
  readonly typeahead: { readonly input: SearchTypeaheadInput; readonly output: SearchTypeaheadAnswer };
}> {
  return {
    typeahead: portActor(
      runtime,
      ({ term, scope }: SearchTypeaheadInput): Effect.Effect<SearchTypeaheadAnswer, unknown, SearchService> =>
        Effect.map(
          Effect.flatMap(SearchService, (search) => search.typeahead({ term, pin_scope: scope, count: SEARCH_TYPEAHEAD_COUNT })),
          (result) => ({ items: result.items, hint: result.hint ?? null }),
        ),
    ),
  };
}
