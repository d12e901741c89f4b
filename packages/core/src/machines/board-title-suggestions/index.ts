export { boardTitleSuggestionsMachine } from './board-title-suggestions.machine.js';
export { boardTitleSuggestionsSchema, shownTitles } from './board-title-suggestions.types.js';
export type {
  BoardTitleSuggestionsContext,
  BoardTitleSuggestionsEvent,
  BoardTitleSuggestionsInput,
  BoardTitleSuggestionsState,
  LoadSuggestionsInput,
} from './board-title-suggestions.types.js';
export { selectBoardTitleSuggestions } from './board-title-suggestions.selectors.js';
export type { BoardTitleSuggestionsView } from './board-title-suggestions.selectors.js';
