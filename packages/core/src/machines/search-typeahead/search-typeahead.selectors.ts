import type { SnapshotFrom } from 'xstate';
import { flyoutHandledKeys } from '../../rules/flyout-keyboard.js';
import { suggestionText } from '../../rules/search-typeahead.js';
import type { searchTypeaheadMachine } from './search-typeahead.machine.js';
import type { SearchTypeaheadChoice, SearchTypeaheadKey } from './search-typeahead.types.js';

/** S1 §3 what a search combobox shows (the header's, the search page's). */
export interface SearchTypeaheadView {
  readonly text: string;
  /** Suggestions are being asked for (S1 §7): a search box may say so. */
  readonly searching: boolean;
  /** The list is shown (`aria-expanded`). */
  readonly expanded: boolean;
  readonly options: readonly { readonly text: string; readonly active: boolean }[];
  /** The highlighted option's index (`aria-activedescendant`), -1 for none. */
  readonly activeIndex: number;
  /** Keys the view must hand to the machine (and keep from the field) right now: Enter only on a highlighted suggestion, else it submits the typed words. */
  readonly handledKeys: readonly SearchTypeaheadKey[];
  /** S1 §3 the answer's hint, while the list shows; else `null`. */
  readonly hint: string | null;
  /** A suggestion was chosen: the search path to open, its words, and which choice it is. */
  readonly chosen: SearchTypeaheadChoice | null;
}

/** Projects a searchTypeaheadMachine snapshot to what the combobox shows. */
export function selectSearchTypeahead(snapshot: SnapshotFrom<typeof searchTypeaheadMachine>): SearchTypeaheadView {
  const { context } = snapshot;
  const expanded = snapshot.matches('open');
  return {
    text: context.text,
    searching: snapshot.matches('searching'),
    expanded,
    options: expanded ? context.items.map((item, index) => ({ text: suggestionText(item), active: index === context.activeIndex })) : [],
    activeIndex: expanded ? context.activeIndex : -1,
    handledKeys: flyoutHandledKeys(expanded, context.activeIndex, context.items.length),
    hint: expanded ? context.hint : null,
    chosen: context.chosen,
  };
}
