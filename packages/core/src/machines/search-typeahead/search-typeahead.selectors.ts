import type { SnapshotFrom } from 'xstate';
import { flyoutHandledKeys } from '../../rules/flyout-keyboard.js';
import { suggestionText } from '../../rules/search-typeahead.js';
import type { searchTypeaheadMachine } from './search-typeahead.machine.js';
import type { SearchTypeaheadKey } from './search-typeahead.types.js';

/** S1 §3 what the header's search combobox shows. */
export interface SearchTypeaheadView {
  readonly text: string;
  /** The list is shown (`aria-expanded`). */
  readonly expanded: boolean;
  readonly options: readonly { readonly text: string; readonly active: boolean }[];
  /** The highlighted option's index (`aria-activedescendant`), -1 for none. */
  readonly activeIndex: number;
  /** Keys the view must hand to the machine (and keep from the field) right now: Enter only on a highlighted suggestion, else it submits the typed words. */
  readonly handledKeys: readonly SearchTypeaheadKey[];
  /** A suggestion was chosen: the search path to open, and which choice it is. */
  readonly chosen: { readonly path: string; readonly count: number } | null;
}

/** Projects a searchTypeaheadMachine snapshot to what the combobox shows. */
export function selectSearchTypeahead(snapshot: SnapshotFrom<typeof searchTypeaheadMachine>): SearchTypeaheadView {
  const { context } = snapshot;
  const expanded = snapshot.matches('open');
  return {
    text: context.text,
    expanded,
    options: expanded ? context.items.map((item, index) => ({ text: suggestionText(item), active: index === context.activeIndex })) : [],
    activeIndex: expanded ? context.activeIndex : -1,
    handledKeys: flyoutHandledKeys(expanded, context.activeIndex, context.items.length),
    chosen: context.chosen,
  };
}
