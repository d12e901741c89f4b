/**
 * The keyboard of a suggestion flyout (the header typeahead, the hashtag flyout). Its own module,
 * not the picker's (`picker-keyboard.ts`): every page's header reads it, and the picker's rules are
 * a chunk of their own in the web app (web `chunks.ts`).
 */

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
