import type { SnapshotFrom } from 'xstate';
import type { loadingIndicatorMachine } from './loading-indicator.machine.js';
import type { LoadingIndicatorSchema } from './loading-indicator.types.js';

/** A snapshot of {@link loadingIndicatorMachine}. */
export type LoadingIndicatorSnapshot = SnapshotFrom<typeof loadingIndicatorMachine>;

/** What the indicator view needs (S0 §4). */
export interface LoadingIndicatorView {
  readonly state: LoadingIndicatorSchema['state'];
  /** The loading half of the pair (a spinner). */
  readonly loading: boolean;
  /** The success half of the pair, shown for the success duration. */
  readonly success: boolean;
  /** Either half is on screen. */
  readonly visible: boolean;
  /** How long the success state shows, in ms. */
  readonly successDurationMs: number;
}

/** S0 §4: projects a loading-indicator snapshot to its view model. */
export function selectLoadingIndicator(snapshot: LoadingIndicatorSnapshot): LoadingIndicatorView {
  const state = snapshot.value as LoadingIndicatorSchema['state'];
  return {
    state,
    loading: state === 'loading',
    success: state === 'success',
    visible: state !== 'idle',
    successDurationMs: snapshot.context.successDurationMs,
  };
}
