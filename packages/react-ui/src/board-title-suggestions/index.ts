export { BoardNameSuggestionList, BoardNameSuggestions } from './BoardNameSuggestions.js';
export type { BoardNameSuggestionListProps, BoardNameSuggestionsProps } from './BoardNameSuggestions.js';
export { useBoardTitleSuggestions } from './use-board-title-suggestions.js';
