import type { AutocompleteItem } from '../../entities.js';
import type { FlyoutKey } from '../../rules/flyout-keyboard.js';
import type { Hashtag } from '../../rules/hashtag.js';

/** S0 §2/§5 hashtag flyout: the text it starts with (a Pin description being edited). */
export interface HashtagAutocompleteInput {
  readonly text?: string;
}

/** S0 §2/§5 hashtag flyout: the machine's memory. */
export interface HashtagAutocompleteContext {
  readonly text: string;
  /** UTF-16 caret index in `text`. */
  readonly caret: number;
  /** The hashtag being typed at the caret (`hashtagAtCaret`), if any. */
  readonly hashtag: Hashtag | null;
  /** The items shown: `autocompleteItems` of the answer (≤ 5, each with a query). */
  readonly items: readonly AutocompleteItem[];
  /** The item the arrow keys have reached; -1 before the first arrow key. */
  readonly activeIndex: number;
}

/** The keys the flyout handles while it is open (every suggestion flyout's, `FlyoutKey`). */
export type HashtagFlyoutKey = FlyoutKey;

/** S0 §2/§5 hashtag flyout events. */
export type HashtagAutocompleteEvent =
  | { readonly type: 'TEXT.CHANGE'; readonly text: string; readonly caret: number }
  | { readonly type: 'FLYOUT.KEY'; readonly key: HashtagFlyoutKey }
  | { readonly type: 'ITEM.PICK'; readonly index: number }
  | { readonly type: 'FLYOUT.CLOSE' };

/** S0 §7 GET /v3/search/autocomplete/ as the `searchHashtags` actor receives it: the tag, no `#`. */
export interface SearchHashtagsInput {
  readonly tag: string;
}

/** S0 §2/§5: every state, event, guard, delay and actor name of hashtagAutocompleteMachine. */
export const hashtagAutocompleteSchema = {
  states: ['closed', 'waiting', 'searching', 'open'],
  events: ['TEXT.CHANGE', 'FLYOUT.KEY', 'ITEM.PICK', 'FLYOUT.CLOSE'],
  guards: ['typingHashtag', 'anyItem'],
  delays: ['debounce'],
  actors: ['searchHashtags'],
} as const;

/** S0 §2/§5: a state of hashtagAutocompleteMachine. */
export type HashtagAutocompleteState = (typeof hashtagAutocompleteSchema.states)[number];
