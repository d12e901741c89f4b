import { assign, fromPromise, setup } from 'xstate';
import { LAYOUT_PROFILING_POLL_MS, PROFILING_MAX_MS, TIMING_PROFILING_POLL_MS } from '../../constants.js';
import { notProvided } from '../saving-support.js';
import type {
  VisualCompletenessContext,
  VisualCompletenessEvent,
  VisualCompletenessInput,
  VisualCompletenessOutput,
} from './visual-completeness.types.js';

// note: a clock that steps back must not give a negative time
const sinceStart = (context: VisualCompletenessContext): number => Math.max(0, context.now() - context.startedAt);

/** A check answer counts only when it is exactly `true`; a failed check is "not yet" and the poll goes on. */
const pollUntil = (target: string) => ({
  onDone: [
    { guard: { type: 'isTrue' as const, params: ({ event }: { event: { output: unknown } }) => ({ value: event.output }) }, target },
    { target: 'waiting' },
  ],
  onError: { target: 'waiting' },
});

const outputOf = (context: VisualCompletenessContext): VisualCompletenessOutput => {
  const endedMs = context.endedMs ?? 0;
  if (context.outcome === 'complete') return { outcome: 'complete', visuallyCompleteMs: endedMs, layoutMs: context.layoutMs ?? endedMs };
  if (context.outcome === 'timeout') return { outcome: 'timeout', afterMs: endedMs, layoutMs: context.layoutMs };
  return { outcome: 'cancelled', afterMs: endedMs };
};

/**
 * S1 §4 / §8 / §9 visual-completeness profiler. Starts `disabled`; `PROFILING.START` (profiling is
 * on for this page view) begins `layout`, which asks `measureLayout` at once and every 500 ms until
 * the layout has settled; then `timing` asks `isVisuallyComplete` at once and every 100 ms until
 * the page is visually complete. The run gives up after 60 s from the start (`timedOut`);
 * `PROFILING.CANCEL` (page left) ends it in `cancelled`. Its output is the time to visual
 * completeness, or the timeout; times come from `input.now`. Provide both checks with
 * `machine.provide({ actors })`.
 */
export const visualCompletenessMachine = setup({
  types: {
    context: {} as VisualCompletenessContext,
    events: {} as VisualCompletenessEvent,
    input: {} as VisualCompletenessInput,
    output: {} as VisualCompletenessOutput,
  },
  actors: {
    /** S1 §4 whether the page's layout (the grid's positions) has settled. */
    measureLayout: fromPromise<boolean, { checks: number }>(notProvided('measureLayout')),
    /** S1 §4 whether everything in the first viewport has rendered (images loaded). */
    isVisuallyComplete: fromPromise<boolean, { checks: number }>(notProvided('isVisuallyComplete')),
  },
  actions: {
    start: assign(({ context }) => ({ startedAt: context.now() })),
    countLayoutCheck: assign(({ context }) => ({ layoutChecks: context.layoutChecks + 1 })),
    countTimingCheck: assign(({ context }) => ({ timingChecks: context.timingChecks + 1 })),
    markLayout: assign(({ context }) => ({ layoutMs: sinceStart(context) })),
    markEnd: assign(({ context }, params: { outcome: 'complete' | 'timeout' | 'cancelled' }) => ({
      endedMs: sinceStart(context),
      outcome: params.outcome,
    })),
  },
  guards: {
    isTrue: (_, params: { value: unknown }) => params.value === true,
  },
  delays: {
    /** S1 §9 layout profiling poll. */
    layoutPoll: LAYOUT_PROFILING_POLL_MS,
    /** S1 §9 timing profiling poll. */
    timingPoll: TIMING_PROFILING_POLL_MS,
    /** S1 §8 / §9 the profiler gives up after 60 s. */
    profilingMax: PROFILING_MAX_MS,
  },
}).createMachine({
  id: 'visualCompleteness',
  context: ({ input }) => ({
    now: input.now,
    startedAt: 0,
    layoutChecks: 0,
    timingChecks: 0,
    layoutMs: null,
    endedMs: null,
    outcome: null,
  }),
  initial: 'disabled',
  states: {
    disabled: {
      on: { 'PROFILING.START': { target: 'profiling', actions: 'start' } },
    },
    profiling: {
      initial: 'layout',
      after: { profilingMax: { target: 'timedOut', actions: { type: 'markEnd', params: { outcome: 'timeout' } } } },
      on: { 'PROFILING.CANCEL': { target: 'cancelled', actions: { type: 'markEnd', params: { outcome: 'cancelled' } } } },
      states: {
        layout: {
          initial: 'measuring',
          states: {
            measuring: {
              entry: 'countLayoutCheck',
              invoke: {
                id: 'measureLayout',
                src: 'measureLayout',
                input: ({ context }) => ({ checks: context.layoutChecks }),
                ...pollUntil('#visualCompleteness.profiling.timing'),
              },
            },
            waiting: { after: { layoutPoll: 'measuring' } },
          },
        },
        timing: {
          entry: 'markLayout',
          initial: 'checking',
          states: {
            checking: {
              entry: 'countTimingCheck',
              invoke: {
                id: 'isVisuallyComplete',
                src: 'isVisuallyComplete',
                input: ({ context }) => ({ checks: context.timingChecks }),
                ...pollUntil('#visualCompleteness.complete'),
              },
            },
            waiting: { after: { timingPoll: 'checking' } },
          },
        },
      },
    },
    complete: { type: 'final', entry: { type: 'markEnd', params: { outcome: 'complete' } } },
    timedOut: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => outputOf(context),
});
