import type { SnapshotFrom } from 'xstate';
import type { boardTitleSuggestionsMachine } from './board-title-suggestions.machine.js';
import type { BoardTitleSuggestionsState } from './board-title-suggestions.types.js';

/** S0 §2/§9 what the suggestion list shows. */
export interface BoardTitleSuggestionsView {
  readonly state: BoardTitleSuggestionsState;
  readonly loading: boolean;
  /** Titles to offer, as given; empty hides the list. */
  readonly titles: readonly string[];
}

/** S0 §2/§9: projects a boardTitleSuggestionsMachine snapshot to the list's view model. */
export function selectBoardTitleSuggestions(snapshot: SnapshotFrom<typeof boardTitleSuggestionsMachine>): BoardTitleSuggestionsView {
  const state = snapshot.value as BoardTitleSuggestionsState;
  return { state, loading: state === 'loading', titles: state === 'shown' ? snapshot.context.titles : [] };
}
