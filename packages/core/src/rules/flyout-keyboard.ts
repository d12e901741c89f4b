/**
 * The keyboard of a suggestion flyout (the header typeahead, the hashtag flyout). Its own module,
 * not the picker's (`picker-keyboard.ts`): every page's header reads it, and the picker's rules are
 * a chunk of their own in the web app (web `chunks.ts`).
 */

/** The keys an open suggestion flyout answers (the combobox pattern). */
export const FLYOUT_KEYS = ['ArrowDown', 'ArrowUp', 'Enter', 'Escape'] as const;

/** A key an open suggestion flyout answers. */
export type FlyoutKey = (typeof FLYOUT_KEYS)[number];

/**
 * What a key does to an open flyout: move the highlight to `index`, choose the row at `index`,
 * close the flyout, or nothing (Enter with no row highlighted stays the field's own key).
 */
export type FlyoutKeyOutcome =
  | { readonly kind: 'highlight'; readonly index: number }
  | { readonly kind: 'choose'; readonly index: number }
  | { readonly kind: 'close' }
  | { readonly kind: 'none' };

/**
 * A suggestion flyout's highlight after ArrowDown / ArrowUp (S1 §7 typeahead, S0 §2 hashtags): it
 * wraps at both ends, unlike the picker list; `-1` (nothing highlighted) goes to the first row on
 * ArrowDown and to the last on ArrowUp.
 */
export function flyoutKeyStep(activeIndex: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count <= 0) return -1;
  if (key === 'ArrowDown') return (activeIndex + 1) % count;
  return activeIndex <= 0 ? count - 1 : activeIndex - 1;
}

/** The row `activeIndex` names among `count` rows, i.e. Enter has something to choose. */
const isRow = (activeIndex: number, count: number): boolean => Number.isInteger(activeIndex) && activeIndex >= 0 && activeIndex < count;

/**
 * S1 §3/§7 the header typeahead, S0 §2/§5 the hashtag flyout: what `key` does to an open flyout of
 * `count` rows with `activeIndex` highlighted (-1 for none). Arrows move the highlight
 * ({@link flyoutKeyStep}), Enter chooses the highlighted row, Escape closes; both machines read
 * their key event through this one rule.
 */
export function flyoutKey(key: FlyoutKey, activeIndex: number, count: number): FlyoutKeyOutcome {
  if (key === 'ArrowDown' || key === 'ArrowUp') return { kind: 'highlight', index: flyoutKeyStep(activeIndex, count, key) };
  if (key === 'Escape') return { kind: 'close' };
  return isRow(activeIndex, count) ? { kind: 'choose', index: activeIndex } : { kind: 'none' };
}

/**
 * The keys a view hands to an open flyout (and keeps from its field): every {@link FLYOUT_KEYS}
 * key that does something, so Enter stays the field's own (a newline, a submit) until a row is
 * highlighted; none while the flyout is closed.
 */
export function flyoutHandledKeys(open: boolean, activeIndex: number, count: number): readonly FlyoutKey[] {
  if (!open) return [];
  return FLYOUT_KEYS.filter((key) => flyoutKey(key, activeIndex, count).kind !== 'none');
}
