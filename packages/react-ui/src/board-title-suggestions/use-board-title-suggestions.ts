import { boardTitleSuggestionsActors } from '@pinstack/core/actors';
import { boardTitleSuggestionsMachine, selectBoardTitleSuggestions } from '@pinstack/core/machines';
import type { BoardTitleSuggestionsView } from '@pinstack/core/machines';
import type { PinService } from '@pinstack/core/ports';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { usePortsRuntime } from '../provider/PinstackProvider.js';

/** S0 §2/§9 binds `boardTitleSuggestionsMachine` for the Pin being saved to the app's Pins port. */
export function useBoardTitleSuggestions(pinId: string): BoardTitleSuggestionsView {
  const runtime = usePortsRuntime<PinService>('useBoardTitleSuggestions');
  const [machine] = useState(() => boardTitleSuggestionsMachine.provide({ actors: boardTitleSuggestionsActors(runtime) }));
  const [snapshot] = useMachine(machine, { input: { pinId } });
  return selectBoardTitleSuggestions(snapshot);
}
