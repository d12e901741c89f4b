/** The header search's typeahead actor (S1 §7 SearchTypeaheadResource, scope pins). */
import { Effect } from 'effect';
import type { SearchTypeaheadInput } from '../machines/search-typeahead/search-typeahead.types.js';
import { SearchService } from '../ports/search.js';
import { SEARCH_TYPEAHEAD_COUNT, type TypeaheadSuggestion } from '../rules/search-typeahead.js';
import { portActor } from './run-port-call.js';
import type { PortActors, PortsRuntime } from './run-port-call.js';

/** S1 §7 the actor of `searchTypeaheadMachine` on `runtime`: the suggestions for the typed words. */
export function searchTypeaheadActors(runtime: PortsRuntime<SearchService>): PortActors<{
  readonly typeahead: { readonly input: SearchTypeaheadInput; readonly output: readonly TypeaheadSuggestion[] };
}> {
  return {
    typeahead: portActor(
      runtime,
      ({ term }: SearchTypeaheadInput): Effect.Effect<readonly TypeaheadSuggestion[], unknown, SearchService> =>
        Effect.map(
          Effect.flatMap(SearchService, (search) => search.typeahead({ term, pin_scope: 'pins', count: SEARCH_TYPEAHEAD_COUNT })),
          (result) => result.items,
        ),
    ),
  };
}
