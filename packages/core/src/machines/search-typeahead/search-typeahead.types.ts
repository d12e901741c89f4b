import type { FlyoutKey } from '../../rules/flyout-keyboard.js';
import type { TypeaheadSuggestion } from '../../rules/search-typeahead.js';

/** Keys the suggestion list answers (every suggestion flyout's, `FlyoutKey`). */
export type SearchTypeaheadKey = FlyoutKey;

/** S1 §3 the header search: what is typed, the suggestions shown, the one highlighted, the one chosen. */
export interface SearchTypeaheadContext {
  readonly text: string;
  readonly items: readonly TypeaheadSuggestion[];
  /** The highlighted suggestion, -1 for none. */
  readonly activeIndex: number;
  /** The search path a suggestion chose (the app goes there), with a count so each choice is new. */
  readonly chosen: { readonly path: string; readonly count: number } | null;
}

/** Events: typing, list keys, a click on a suggestion, closing (blur). */
export type SearchTypeaheadEvent =
  | { readonly type: 'TEXT.CHANGE'; readonly text: string }
  | { readonly type: 'LIST.KEY'; readonly key: SearchTypeaheadKey }
  | { readonly type: 'ITEM.PICK'; readonly index: number }
  | { readonly type: 'LIST.CLOSE' };

/** S1 §7 SearchTypeaheadResource, as the `typeahead` actor receives it. */
export interface SearchTypeaheadInput {
  readonly term: string;
}

/** Every state, event, guard and actor name of searchTypeaheadMachine. */
export const searchTypeaheadSchema = {
  states: ['closed', 'waiting', 'searching', 'open'],
  events: ['TEXT.CHANGE', 'LIST.KEY', 'ITEM.PICK', 'LIST.CLOSE'],
  guards: ['hasWords', 'anyItem'],
  actors: ['typeahead'],
} as const;
