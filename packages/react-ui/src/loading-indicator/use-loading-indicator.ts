import { loadingIndicatorMachine, selectLoadingIndicator } from '@pinstack/core/machines';
import type { LoadingIndicatorInput, LoadingIndicatorView } from '@pinstack/core/machines';
import { useBoundMachine } from '../provider/use-bound-machine.js';

/** What {@link useLoadingIndicator} gives a view: the indicator's view model and its three moves. */
export interface LoadingIndicatorBinding extends LoadingIndicatorView {
  /** Work began: the loading half shows. */
  readonly start: () => void;
  /** The work succeeded: the success half shows for its duration (4000 ms), then the indicator hides. */
  readonly succeed: () => void;
  /** The work ended with nothing to show (failed, or done elsewhere): the indicator hides at once. */
  readonly fail: () => void;
}

/**
 * S0 §4 binds `loadingIndicatorMachine`, the loading/success state pair whose success shows
 * `LOADING_INDICATOR_DURATION_MS` (4000 ms): the view says when work starts and how it ended, the
 * machine says what shows and for how long.
 */
export function useLoadingIndicator(input: LoadingIndicatorInput = {}): LoadingIndicatorBinding {
  const { view, send } = useBoundMachine('useLoadingIndicator', () => loadingIndicatorMachine, { input, select: selectLoadingIndicator });
  return {
    ...view,
    start: () => send({ type: 'LOADING.START' }),
    succeed: () => send({ type: 'LOADING.SUCCEED' }),
    fail: () => send({ type: 'LOADING.FAIL' }),
  };
}
