import type { FlyoutKey } from '../../rules/flyout-keyboard.js';
import type { SearchScope } from '../../rules/search.js';
import type { TypeaheadSuggestion } from '../../rules/search-typeahead.js';

/** Keys the suggestion list answers (every suggestion flyout's, `FlyoutKey`). */
export type SearchTypeaheadKey = FlyoutKey;

/** S1 §3 a suggestion chosen: the search path to open, its words, and a count so each choice is new. */
export interface SearchTypeaheadChoice {
  readonly path: string;
  readonly text: string;
  readonly count: number;
}

/** S1 §3 a search field: what is typed, in which scope, the suggestions shown, the one highlighted, the one chosen. */
export interface SearchTypeaheadContext {
  readonly text: string;
  /** S1 §7 `pin_scope` of the typeahead call. @default 'pins' */
  readonly scope: SearchScope;
  readonly items: readonly TypeaheadSuggestion[];
  /** S1 §3 the answer's hint (`Try …`), or `null`. */
  readonly hint: string | null;
  /** The highlighted suggestion, -1 for none. */
  readonly activeIndex: number;
  /** The suggestion chosen last (the app opens its search), or `null`. */
  readonly chosen: SearchTypeaheadChoice | null;
}

/** What the field starts with: its words and its scope. */
export interface SearchTypeaheadStart {
  /** @default '' */
  readonly text?: string;
  /** @default 'pins' */
  readonly scope?: SearchScope;
}

/** Events: typing, list keys, a click on a suggestion, closing (blur), another scope (a search page's tabs). */
export type SearchTypeaheadEvent =
  | { readonly type: 'TEXT.CHANGE'; readonly text: string }
  | { readonly type: 'SCOPE.SET'; readonly scope: SearchScope }
  | { readonly type: 'LIST.KEY'; readonly key: SearchTypeaheadKey }
  | { readonly type: 'ITEM.PICK'; readonly index: number }
  | { readonly type: 'LIST.CLOSE' };

/** S1 §7 SearchTypeaheadResource, as the `typeahead` actor receives it. */
export interface SearchTypeaheadInput {
  readonly term: string;
  readonly scope: SearchScope;
}

/** S1 §3 the typeahead result, as the `typeahead` actor answers: items and hint. */
export interface SearchTypeaheadAnswer {
  readonly items: readonly TypeaheadSuggestion[];
  readonly hint: string | null;
}

/** Every state, event, guard and actor name of searchTypeaheadMachine. */
export const searchTypeaheadSchema = {
  states: ['closed', 'waiting', 'searching', 'open'],
  events: ['TEXT.CHANGE', 'SCOPE.SET', 'LIST.KEY', 'ITEM.PICK', 'LIST.CLOSE'],
  guards: ['hasWords', 'anyItem'],
  actors: ['typeahead'],
} as const;
