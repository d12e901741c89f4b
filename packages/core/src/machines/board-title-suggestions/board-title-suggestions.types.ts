import type { BoardTitleSuggestion } from '../../entities.js';

/** S0 §2/§9 board-name suggestions for the board create step of saving this Pin. */
export interface BoardTitleSuggestionsInput {
  readonly pinId: string;
}

/** S0 §2/§9 board-name suggestions: the machine's memory. */
export interface BoardTitleSuggestionsContext {
  readonly pinId: string;
  /** The suggested titles, used as given (S0 §9), blank ones left out. */
  readonly titles: readonly string[];
}

/** S0 §7 GET /v3/pins/{id}/board_title_suggestions/ as the `loadSuggestions` actor receives it. */
export interface LoadSuggestionsInput {
  readonly pinId: string;
}

/** S0 §2/§9: the only event: try again (e.g. when the form is shown again after a failure). */
export type BoardTitleSuggestionsEvent = { readonly type: 'SUGGESTIONS.RELOAD' };

/** S0 §2/§9: every state, event, guard and actor name of boardTitleSuggestionsMachine. */
export const boardTitleSuggestionsSchema = {
  states: ['loading', 'shown', 'none'],
  events: ['SUGGESTIONS.RELOAD'],
  guards: ['anyTitle'],
  actors: ['loadSuggestions'],
} as const;

/** S0 §2/§9: a state of boardTitleSuggestionsMachine. */
export type BoardTitleSuggestionsState = (typeof boardTitleSuggestionsSchema.states)[number];

/** The titles of an answer as shown: used as given (S0 §9), only blank ones dropped. */
export const shownTitles = (suggestions: readonly BoardTitleSuggestion[]): string[] =>
  suggestions.map((s) => s.title).filter((title) => typeof title === 'string' && title.trim() !== '');
