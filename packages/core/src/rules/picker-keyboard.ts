/**
 * Keyboard navigation of a picker list (S0 §2 board and section pickers, S1 §2 the search
 * screens' pickers): "keyboard up/down/enter navigation" over the visible rows.
 *
 * Decisions (S0 §2 does not say; docs/spec-coverage.md "Not shown" decisions):
 * - The rows are the items the search field leaves, in display order, then ONE create row
 *   ('Create board' / 'Create section'), always present and reachable by keys, so a filter that
 *   leaves nothing still offers creating — unless the page has its own create button (the mobile
 *   page's fixed bottom button, `createRow: false`): one control per action on a screen.
 * - The highlight is a row index or `null` (nothing highlighted: the search field has focus).
 * - ArrowDown from nothing goes to the first row, ArrowUp from nothing to the last (the create
 *   row), as in the WAI-ARIA combobox pattern; both stop at the ends (no wrap).
 * - Home / End go to the first / last row.
 * - Enter chooses the highlighted row and leaves the highlight where it is; with nothing
 *   highlighted it chooses nothing.
 * - A highlight that is not a row index of the current rows counts as nothing highlighted.
 * - The highlight resets to nothing when the filter changes (another needle, see
 *   {@link pickerHighlightAfterFilter}).
 */
import { pickerFilterNeedle } from './picker.js';

/** S0 §2 the keys a picker list answers, in the spelling of `KeyboardEvent.key`. */
export const PICKER_KEYS = ['ArrowUp', 'ArrowDown', 'Enter', 'Home', 'End'] as const;

/** S0 §2 a key a picker list answers. */
export type PickerKey = (typeof PICKER_KEYS)[number];

/** S0 §2: `key` (e.g. a `KeyboardEvent.key`) is one a picker list answers; the view handles only these. */
export function isPickerKey(key: unknown): key is PickerKey {
  return typeof key === 'string' && (PICKER_KEYS as readonly string[]).includes(key);
}

/** S0 §2 one row of a picker list: an item (a board, a section) or the create-new row. */
export type PickerRow<T> = { readonly kind: 'item'; readonly item: T } | { readonly kind: 'create' };

/**
 * Where a picker list's create row is: in the list (the default), or not there because the page
 * has its own create button (S0 §2 the mobile page's fixed bottom `Create board`; issue 20: two
 * controls of one name on one screen).
 */
export interface PickerRowsOptions {
  /** @default true */
  readonly createRow?: boolean;
}

const hasCreateRow = (options: PickerRowsOptions): boolean => options.createRow !== false;

/** S0 §2 the rows of a picker list: the visible items in order, then the create-new row (unless `createRow: false`). */
export function pickerRows<T>(items: readonly T[], options: PickerRowsOptions = {}): PickerRow<T>[] {
  const rows = items.map((item): PickerRow<T> => ({ kind: 'item', item }));
  return hasCreateRow(options) ? [...rows, { kind: 'create' }] : rows;
}

// A highlight is only meaningful as an index of the rows it is read against.
const validHighlight = (rowCount: number, highlight: number | null): number | null =>
  highlight !== null && Number.isInteger(highlight) && highlight >= 0 && highlight < rowCount ? highlight : null;

/**
 * S0 §2 the highlighted row of a picker list over `items` (plus the create row), or `null` when
 * nothing is highlighted or `highlight` is not an index of those rows.
 */
export function pickerHighlightedRow<T>(
  items: readonly T[],
  highlight: number | null,
  options: PickerRowsOptions = {},
): PickerRow<T> | null {
  const at = validHighlight(items.length + (hasCreateRow(options) ? 1 : 0), highlight);
  if (at === null) return null;
  return at === items.length ? { kind: 'create' } : { kind: 'item', item: items[at] as T };
}

/** S0 §2 what a key does to a picker list: the new highlight, and the row Enter chose (else `null`). */
export interface PickerKeyResult<T> {
  /** Index into {@link pickerRows}, or `null` for nothing highlighted. */
  readonly highlight: number | null;
  /** The row to choose, exactly as if it were clicked; `null` unless Enter hit a highlighted row. */
  readonly choose: PickerRow<T> | null;
}

/**
 * S0 §2 (S1 §2) keyboard navigation of a picker list over `items` (the rows the search field
 * leaves) plus the create row at the end: ArrowUp/ArrowDown move and stop at the ends, Home/End
 * jump to the first/last row, Enter chooses the highlighted row. Total: an unknown key or an
 * out-of-range highlight never throws.
 */
export function pickerKeyStep<T>(
  items: readonly T[],
  highlight: number | null,
  key: PickerKey,
  options: PickerRowsOptions = {},
): PickerKeyResult<T> {
  const count = items.length + (hasCreateRow(options) ? 1 : 0);
  const last = count - 1; // the create row's index when there is one
  const at = validHighlight(count, highlight);
  const moveTo = (next: number | null): PickerKeyResult<T> => ({ highlight: count === 0 ? null : next, choose: null });
  switch (key) {
    case 'ArrowDown':
      return moveTo(at === null ? 0 : Math.min(at + 1, last));
    case 'ArrowUp':
      return moveTo(at === null ? last : Math.max(at - 1, 0));
    case 'Home':
      return moveTo(0);
    case 'End':
      return moveTo(last);
    case 'Enter':
      return { highlight: at, choose: pickerHighlightedRow(items, at, options) };
    default:
      // An untyped caller may pass any KeyboardEvent.key: it changes nothing.
      return moveTo(at);
  }
}

/**
 * S0 §2 the highlight after the search field changes from `previousQuery` to `nextQuery`: kept
 * when both filter alike ({@link pickerFilterNeedle}: same rows), else reset to nothing, since an
 * index into the old rows would point at a different row.
 */
export function pickerHighlightAfterFilter(highlight: number | null, previousQuery: string, nextQuery: string): number | null {
  return pickerFilterNeedle(previousQuery) === pickerFilterNeedle(nextQuery) ? highlight : null;
}
