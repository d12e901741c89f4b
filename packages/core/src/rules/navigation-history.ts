/**
 * Navigation history of S1 §4 as a pure reducer: push, replace and pop over a back stack, the
 * current entry and a forward stack. A machine or store wrapping it lives elsewhere.
 */

/**
 * A navigation history: entries behind the current one (oldest first), the current entry, and
 * entries ahead of it (nearest first). S1 §4.
 */
export interface NavigationHistory<Entry> {
  readonly back: readonly Entry[];
  readonly current: Entry;
  readonly forward: readonly Entry[];
}

/**
 * A navigation history action of S1 §4: `push` a new entry (clears the forward list), `replace`
 * the current one, or `pop` by `delta` entries (negative = back, positive = forward, clamped to
 * what exists; 0 stays).
 */
export type NavigationHistoryAction<Entry> =
  | { readonly type: 'push'; readonly entry: Entry }
  | { readonly type: 'replace'; readonly entry: Entry }
  | { readonly type: 'pop'; readonly delta: number };

/** A history holding only `current`, as a fresh page load starts. S1 §4. */
export function initialNavigationHistory<Entry>(current: Entry): NavigationHistory<Entry> {
  return { back: [], current, forward: [] };
}

/** `delta` as a whole number of steps within what the history holds. */
function clampDelta(delta: number, backLength: number, forwardLength: number): number {
  // note: NaN and non-numbers count as 0; fractions step towards 0, as history.go does.
  const steps = typeof delta === 'number' && !Number.isNaN(delta) ? Math.trunc(delta) : 0;
  return Math.min(Math.max(steps, -backLength), forwardLength);
}

/**
 * The next navigation history after an action (S1 §4): push appends the current entry to the
 * back stack, makes the new entry current and clears the forward list; replace swaps the current
 * entry; pop moves `|delta|` entries between the back and forward stacks. Returns the same object
 * when nothing changes (a pop of 0 or past either end), and ignores unknown actions. Total.
 */
export function navigationHistoryReducer<Entry>(
  history: NavigationHistory<Entry>,
  action: NavigationHistoryAction<Entry>,
): NavigationHistory<Entry> {
  switch (action?.type) {
    case 'push':
      return { back: [...history.back, history.current], current: action.entry, forward: [] };
    case 'replace':
      return { back: history.back, current: action.entry, forward: history.forward };
    case 'pop': {
      const steps = clampDelta(action.delta, history.back.length, history.forward.length);
      if (steps === 0) return history;
      // One timeline: back (oldest first), current, forward (nearest first); move the cursor.
      const timeline = [...history.back, history.current, ...history.forward];
      const index = history.back.length + steps;
      return {
        back: timeline.slice(0, index),
        current: timeline[index] as Entry,
        forward: timeline.slice(index + 1),
      };
    }
    default:
      return history;
  }
}

/** Number of entries in the history (back, current and forward). S1 §4. */
export function navigationHistoryLength(history: NavigationHistory<unknown>): number {
  return history.back.length + 1 + history.forward.length;
}
