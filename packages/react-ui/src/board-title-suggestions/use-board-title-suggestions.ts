import { boardTitleSuggestionsActors, type PortsRuntime } from '@pinstack/core/actors';
import { boardTitleSuggestionsMachine, selectBoardTitleSuggestions } from '@pinstack/core/machines';
import type { BoardTitleSuggestionsView } from '@pinstack/core/machines';
import type { PinService } from '@pinstack/core/ports';
import { useBoundMachine } from '../provider/use-bound-machine.js';

/** S0 §2/§9 binds `boardTitleSuggestionsMachine` for the Pin being saved to the app's Pins port. */
export function useBoardTitleSuggestions(pinId: string): BoardTitleSuggestionsView {
  return useBoundMachine(
    'useBoardTitleSuggestions',
    (runtime: PortsRuntime<PinService>) => boardTitleSuggestionsMachine.provide({ actors: boardTitleSuggestionsActors(runtime) }),
    { input: { pinId }, select: selectBoardTitleSuggestions },
  ).view;
}
