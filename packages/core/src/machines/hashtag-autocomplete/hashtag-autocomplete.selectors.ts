import type { SnapshotFrom } from 'xstate';
import { flyoutHandledKeys } from '../../rules/flyout-keyboard.js';
import type { hashtagAutocompleteMachine } from './hashtag-autocomplete.machine.js';
import type { HashtagAutocompleteState, HashtagFlyoutKey } from './hashtag-autocomplete.types.js';

/** One row of the flyout. */
export interface HashtagFlyoutItem {
  /** `#` + the item's query, as it will be inserted. */
  readonly label: string;
  /** How many Pins carry it, when the server says. */
  readonly pinCount: number | null;
  readonly active: boolean;
}

/** S0 §2/§5 what a description field with the hashtag flyout shows. */
export interface HashtagAutocompleteView {
  readonly state: HashtagAutocompleteState;
  /** The field's text: the machine's, since picking an item rewrites it. */
  readonly text: string;
  readonly caret: number;
  readonly open: boolean;
  readonly items: readonly HashtagFlyoutItem[];
  /** The row the arrow keys reached, or -1 (for `aria-activedescendant`). */
  readonly activeIndex: number;
  /** Keys the view must hand to the machine (and keep from the field) right now. */
  readonly handledKeys: readonly HashtagFlyoutKey[];
}

/** S0 §2/§5: projects a hashtagAutocompleteMachine snapshot to what the field and flyout render. */
export function selectHashtagAutocomplete(snapshot: SnapshotFrom<typeof hashtagAutocompleteMachine>): HashtagAutocompleteView {
  const state = snapshot.value as HashtagAutocompleteState;
  const { text, caret, items, activeIndex } = snapshot.context;
  const open = state === 'open';
  return {
    state,
    text,
    caret,
    open,
    items: open
      ? items.map((item, index) => ({
          label: `#${(item.query ?? '').trim().replace(/^#+/, '')}`,
          pinCount: typeof item.pin_count === 'number' ? item.pin_count : null,
          active: index === activeIndex,
        }))
      : [],
    activeIndex: open ? activeIndex : -1,
    // Enter stays a newline unless an item is active.
    handledKeys: flyoutHandledKeys(open, activeIndex, items.length),
  };
}
