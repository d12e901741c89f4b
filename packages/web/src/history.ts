/**
 * Whether the visitor has moved inside the app since it loaded: only then can going back stay in
 * the app (S0 §4 `afterMobilePinCreate` goes back one or two steps), and how a save page is left.
 * The app's own entries are S1 §4's navigation history (`navigationHistoryReducer`, the rule
 * `navigationHistoryMachine` runs on; the shell holds the reducer's state, not the machine, so the
 * entry loads no xstate): a new entry is a push, a replaced one a replace, back and forward a pop.
 */
import { afterMobilePinCreate, type NavigationHistory, navigationHistoryReducer, type NavigationHistoryAction } from '@pinstack/core/rules';
import { useCallback } from 'react';
import { useLocation } from 'wouter';

// Each history entry the app made carries its depth: how many entries of the app lie behind it.
const DEPTH_KEY = 'pinstackDepth';

const depthOf = (state: unknown): number | null => {
  const depth = typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[DEPTH_KEY] : undefined;
  return typeof depth === 'number' ? depth : null;
};

/** Records `depth` on the current entry, keeping the state the page was given (a carried Pin). */
function record(depth: number): void {
  const state: unknown = globalThis.history?.state;
  const kept = typeof state === 'object' && state !== null ? state : {};
  globalThis.history?.replaceState({ ...kept, [DEPTH_KEY]: depth }, '');
}

// An entry is its address (the reducer's entries; only their count is read).
const here = (): string => String(globalThis.location?.href);

/** `depth` entries of the app behind the current one (a reload knows how many, not which). */
const at = (depth: number): NavigationHistory<string> => ({
  // note: a state another script wrote may hold any number; no more entries lie behind than the tab has
  back: Array<string>(Math.max(0, Math.min(depth | 0, (globalThis.history?.length ?? 1) - 1))).fill(''),
  current: here(),
  forward: [],
});

let trail = at(depthOf(globalThis.history?.state) ?? 0);
let lastLength = globalThis.history?.length ?? 0;
record(trail.back.length);

const step = (action: NavigationHistoryAction<string>) => {
  trail = navigationHistoryReducer(trail, action);
};

/**
 * Notes a move inside the app (the shell calls it on every location change after the first): a
 * new entry (history grew) is a push; a replaced entry a replace (a redirect is no step to go back
 * to); back and forward pop to an entry's recorded depth.
 */
export function noteInAppMove(): void {
  const recorded = depthOf(globalThis.history.state);
  if (recorded === null) {
    step(globalThis.history.length > lastLength ? { type: 'push', entry: here() } : { type: 'replace', entry: here() });
    record(trail.back.length);
  } else {
    step({ type: 'pop', delta: recorded - trail.back.length });
    // note: entries from before a reload are not in the trail; the browser's depth is the truth
    if (trail.back.length !== recorded) trail = at(recorded);
  }
  lastLength = globalThis.history.length;
}

/** How many steps back stay inside the app from the current entry. */
export function inAppMoveCount(): number {
  return trail.back.length;
}

/**
 * S0 §4 how a save page is left once its flow ends (`afterMobilePinCreate`): a popup closes, else
 * back one step (two after the board-create page); opened straight from another site, where going
 * back would leave the app, home instead.
 */
export function useLeavePage(): () => void {
  const [, navigate] = useLocation();
  return useCallback(() => {
    const openedAsPopup = globalThis.opener !== null && globalThis.opener !== undefined;
    const state: unknown = globalThis.history.state;
    const fromBoardCreate =
      typeof state === 'object' && state !== null && (state as { fromBoardCreate?: unknown }).fromBoardCreate === true;
    const after = afterMobilePinCreate({ openedAsPopup, historyLength: globalThis.history.length, fromBoardCreate });
    if (after === 'close' && openedAsPopup) globalThis.close();
    else if (after !== 'close' && inAppMoveCount() >= after.back) globalThis.history.go(-after.back);
    else navigate('/', { replace: true });
  }, [navigate]);
}
