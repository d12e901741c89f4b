import type { SnapshotFrom } from 'xstate';
import type { impressionMachine } from './impression.machine.js';
import { IMPRESSION_ONSCREEN_PERCENT } from './impression.types.js';

/** A snapshot of {@link impressionMachine}. */
export type ImpressionSnapshot = SnapshotFrom<typeof impressionMachine>;

/** What a view or a debug overlay reads from an impression tracker (S1 §4). */
export interface ImpressionView {
  /** At least 1% of the item is in the viewport (as last reported; also while paused). */
  readonly onScreen: boolean;
  /** The clock runs: on screen and the session not paused. */
  readonly timing: boolean;
  /** At least 50% visible and timing. */
  readonly viewable: boolean;
  /** At least 80% visible and timing. */
  readonly fullView: boolean;
  /** The session is paused (blur, hide or unload). */
  readonly paused: boolean;
  /** The current visit already counts as seen. */
  readonly seen: boolean;
  /** Visits reported so far. */
  readonly reported: number;
}

/** S1 §4: the tracker's view model. */
export function selectImpression(snapshot: ImpressionSnapshot): ImpressionView {
  const timing = snapshot.matches('onscreen');
  return {
    onScreen: snapshot.context.percent >= IMPRESSION_ONSCREEN_PERCENT,
    timing,
    viewable: snapshot.matches({ onscreen: 'viewable' }),
    fullView: snapshot.matches({ onscreen: { viewable: 'full' } }),
    paused: snapshot.matches('paused'),
    seen: snapshot.context.seen,
    reported: snapshot.context.reported,
  };
}
