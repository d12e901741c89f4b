import type { SnapshotFrom } from 'xstate';
import { suggestionText } from '../../rules/search-typeahead.js';
import type { searchTypeaheadMachine } from './search-typeahead.machine.js';

/** S1 §3 what the header's search combobox shows. */
export interface SearchTypeaheadView {
  readonly text: string;
  /** The list is shown (`aria-expanded`). */
  readonly expanded: boolean;
  readonly options: readonly { readonly text: string; readonly active: boolean }[];
  /** The highlighted option's index (`aria-activedescendant`), -1 for none. */
  readonly activeIndex: number;
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
    chosen: context.chosen,
  };
}
