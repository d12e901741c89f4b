/**
 * Whether the visitor has moved inside the app since it loaded: only then can going back stay in
 * the app (S0 §4 `afterMobilePinCreate` goes back one or two steps), and how a save page is left.
 */
import { afterMobilePinCreate } from '@pinstack/core/rules';
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

let depth = depthOf(globalThis.history?.state) ?? 0;
let lastLength = globalThis.history?.length ?? 0;
record(depth);

/**
 * Notes a move inside the app (the shell calls it on every location change after the first): a
 * new entry (history grew) is one deeper; a replaced entry keeps its depth (a redirect is no step
 * to go back to); back and forward return to an entry's recorded depth.
 */
export function noteInAppMove(): void {
  const recorded = depthOf(globalThis.history.state);
  if (recorded !== null) depth = recorded;
  else {
    if (globalThis.history.length > lastLength) depth += 1;
    record(depth);
  }
  lastLength = globalThis.history.length;
}

/** How many steps back stay inside the app from the current entry. */
export function inAppMoveCount(): number {
  return depth;
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
