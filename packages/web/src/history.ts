/**
 * Whether the visitor has moved inside the app since it loaded: only then can going back stay in
 * the app (S0 §4 `afterMobilePinCreate` goes back one or two steps), and how a save page is left.
 */
import { afterMobilePinCreate } from '@pinstack/core/rules';
import { useCallback } from 'react';
import { useLocation } from 'wouter';

let inAppMoves = 0;

/** Counts one move inside the app (the shell calls it on every location change after the first). */
export function noteInAppMove(): void {
  inAppMoves += 1;
}

/** How many moves inside the app there have been since it loaded. */
export function inAppMoveCount(): number {
  return inAppMoves;
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
