/**
 * One WAI-ARIA combobox for every list picked from a field (S0 §2 the board and section pickers,
 * S0 §2/§5 the hashtag flyout, S1 §3/§7 the search typeahead), after Zag.js's `connect`: from what
 * the machine holds (open or not, which option is highlighted) to the attributes of the field, the
 * listbox and each option. The views spread them; none writes its own `aria-*` for the pattern.
 */

/** What a combobox's attributes are made from. */
export interface ComboboxState {
  /** The id the field, the listbox and the options' ids are made from (a `useId`). */
  readonly id: string;
  /** The listbox's accessible name. */
  readonly label: string;
  /** The listbox shows. */
  readonly expanded: boolean;
  /** The highlighted option's id ({@link comboboxOptionId}, or the machine's own), or `null`. */
  readonly activeId: string | null;
}

/** The attributes of a combobox's parts: spread them on the field, the listbox and each option. */
export interface ComboboxParts {
  /**
   * The field that owns the listbox, for a field that cannot take the combobox role (a textarea):
   * it controls the listbox while shown and points at the highlighted option.
   */
  readonly field: { readonly 'aria-controls': string | undefined; readonly 'aria-activedescendant': string | undefined };
  /** The combobox field (an input): the field's attributes with the role, `aria-autocomplete` and `aria-expanded`. */
  readonly input: ComboboxParts['field'] & {
    readonly role: 'combobox';
    readonly 'aria-autocomplete': 'list';
    readonly 'aria-expanded': boolean;
  };
  readonly listbox: { readonly id: string; readonly role: 'listbox'; readonly 'aria-label': string };
  /**
   * An option by its id, selected when highlighted. Options are reached through the field
   * (`aria-activedescendant`), never a Tab stop: the view writes `role="option"` and `tabIndex={-1}`
   * itself, where the linter's accessibility rules can read them.
   */
  readonly option: (id: string) => { readonly id: string; readonly 'aria-selected': boolean };
}

/** The id of a combobox's option `key` (its index, or its own key). */
export const comboboxOptionId = (id: string, key: string | number): string => `${id}-option-${key}`;

/** S0 §2, S1 §3: the attributes of a combobox's field, listbox and options from its state. */
export function comboboxConnect(state: ComboboxState): ComboboxParts {
  const listId = `${state.id}-list`;
  const field = {
    'aria-controls': state.expanded ? listId : undefined,
    // (an empty id is no option)
    'aria-activedescendant': (state.expanded && state.activeId) || undefined,
  };
  return {
    field,
    input: { ...field, 'aria-controls': listId, role: 'combobox', 'aria-autocomplete': 'list', 'aria-expanded': state.expanded },
    listbox: { id: listId, role: 'listbox', 'aria-label': state.label },
    option: (id) => ({ id, 'aria-selected': id === state.activeId }),
  };
}
