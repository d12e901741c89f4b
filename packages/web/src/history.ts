/**
 * Whether the visitor has moved inside the app since it loaded: only then can going back stay in
 * the app (S0 §4 `afterMobilePinCreate` goes back one or two steps).
 */
let inAppMoves = 0;

/** Counts one move inside the app (the shell calls it on every location change after the first). */
export function noteInAppMove(): void {
  inAppMoves += 1;
}

/** How many moves inside the app there have been since it loaded. */
export function inAppMoveCount(): number {
  return inAppMoves;
}
