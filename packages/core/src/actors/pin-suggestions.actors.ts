/** The actors of the two Pin-suggestion lists (S0 §2/§5/§9) over the Pins port (S0 §7). */
import { Effect } from 'effect';
import type { AutocompleteItem, BoardTitleSuggestion } from '../entities.js';
import type { LoadSuggestionsInput } from '../machines/board-title-suggestions/board-title-suggestions.types.js';
import type { SearchHashtagsInput } from '../machines/hashtag-autocomplete/hashtag-autocomplete.types.js';
import { PinService } from '../ports/pins.js';
import { portActor } from './run-port-call.js';
import type { PortActors, PortsRuntime } from './run-port-call.js';

/**
 * S0 §7 the `loadSuggestions` actor of `boardTitleSuggestionsMachine` on `runtime`: GET
 * /v3/pins/{id}/board_title_suggestions/ for the Pin being saved.
 */
export function boardTitleSuggestionsActors(runtime: PortsRuntime<PinService>): PortActors<{
  readonly loadSuggestions: { readonly input: LoadSuggestionsInput; readonly output: readonly BoardTitleSuggestion[] };
}> {
  return {
    loadSuggestions: portActor(runtime, ({ pinId }: LoadSuggestionsInput) =>
      Effect.flatMap(PinService, (pins) => pins.getBoardTitleSuggestions({ pin_id: pinId })),
    ),
  };
}

/**
 * S0 §7 the `searchHashtags` actor of `hashtagAutocompleteMachine` on `runtime`: GET
 * /v3/search/autocomplete/ with `q` = `#` + the tag and the Pin counts.
 */
export function hashtagAutocompleteActors(runtime: PortsRuntime<PinService>): PortActors<{
  readonly searchHashtags: { readonly input: SearchHashtagsInput; readonly output: readonly AutocompleteItem[] };
}> {
  return {
    searchHashtags: portActor(runtime, ({ tag }: SearchHashtagsInput) =>
      Effect.flatMap(PinService, (pins) => pins.hashtagAutocomplete({ q: `#${tag}`, show_pin_count: true })),
    ),
  };
}
