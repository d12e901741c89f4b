import { setup } from 'xstate';
import type { LoadingIndicatorContext, LoadingIndicatorEvent, LoadingIndicatorInput } from './loading-indicator.types.js';
import { LOADING_INDICATOR_DURATION_MS } from './loading-indicator.types.js';

/** A usable success duration: the input's when it is a finite, non-negative number, else the spec's 4000 ms. */
const successDurationOf = (input: LoadingIndicatorInput | undefined): number => {
  const ms = input?.successDurationMs;
  return typeof ms === 'number' && Number.isFinite(ms) && ms >= 0 ? ms : LOADING_INDICATOR_DURATION_MS;
};

/**
 * S0 §4 loading indicator ("a loading/success state pair … duration constant 4000"), our reading:
 * idle → `LOADING.START` → loading → `LOADING.SUCCEED` → success, shown for
 * LOADING_INDICATOR_DURATION_MS (4000 ms) and then idle again. A failure leaves loading for idle
 * (the caller shows its own error); the viewer may dismiss the success early; a new start during
 * the success restarts loading and drops the rest of the success time. Never final.
 */
export const loadingIndicatorMachine = setup({
  types: {
    context: {} as LoadingIndicatorContext,
    events: {} as LoadingIndicatorEvent,
    input: {} as LoadingIndicatorInput,
  },
  delays: {
    successDuration: ({ context }) => context.successDurationMs,
  },
}).createMachine({
  id: 'loadingIndicator',
  initial: 'idle',
  context: ({ input }) => ({ successDurationMs: successDurationOf(input) }),
  states: {
    idle: {
      on: { 'LOADING.START': 'loading' },
    },
    loading: {
      on: { 'LOADING.SUCCEED': 'success', 'LOADING.FAIL': 'idle' },
    },
    success: {
      after: { successDuration: 'idle' },
      on: { 'LOADING.DISMISS': 'idle', 'LOADING.START': 'loading' },
    },
  },
});
