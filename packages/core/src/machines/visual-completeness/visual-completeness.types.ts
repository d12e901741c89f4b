/** S1 §4 / §8 / §9 visual-completeness profiling of a page (the search page among others). */

/** What the caller starts a profiler with (S1 §4). */
export interface VisualCompletenessInput {
  /** The clock, in ms; core never reads the system time itself. */
  readonly now: () => number;
}

/** The profiler's memory (S1 §4). */
export interface VisualCompletenessContext {
  readonly now: () => number;
  /** Clock time `PROFILING.START` arrived: the origin of every time it reports (0 before). */
  readonly startedAt: number;
  /** `measureLayout` calls so far. */
  readonly layoutChecks: number;
  /** `isVisuallyComplete` calls so far. */
  readonly timingChecks: number;
  /** Ms from the start to layout settled, or `null` before. */
  readonly layoutMs: number | null;
  /** Ms from the start to the end (complete, timed out or cancelled), or `null` before. */
  readonly endedMs: number | null;
  /** How the run ended, or `null` while it runs. */
  readonly outcome: 'complete' | 'timeout' | 'cancelled' | null;
}

/** Events from the page (S1 §4). */
export type VisualCompletenessEvent =
  /** Profiling is on for this page view (experiment or sample): start measuring from now. */
  | { readonly type: 'PROFILING.START' }
  /** The viewer left the page (or it unmounted) before it was visually complete. */
  | { readonly type: 'PROFILING.CANCEL' };

/** What a profiler ends with (S1 §4 / §8). */
export type VisualCompletenessOutput =
  /** Visually complete after `visuallyCompleteMs` from the start; the layout had settled at `layoutMs`. */
  | { readonly outcome: 'complete'; readonly visuallyCompleteMs: number; readonly layoutMs: number }
  /** S1 §8 gave up after 60 s; `layoutMs` is `null` when the layout never settled. */
  | { readonly outcome: 'timeout'; readonly afterMs: number; readonly layoutMs: number | null }
  /** The page was left first. */
  | { readonly outcome: 'cancelled'; readonly afterMs: number };

/** Every state, event, action, guard, actor and delay name of visualCompletenessMachine. */
export const visualCompletenessSchema = {
  states: [
    'disabled',
    'profiling.layout.measuring',
    'profiling.layout.waiting',
    'profiling.timing.checking',
    'profiling.timing.waiting',
    'complete',
    'timedOut',
    'cancelled',
  ],
  events: ['PROFILING.START', 'PROFILING.CANCEL'],
  actions: ['start', 'countLayoutCheck', 'countTimingCheck', 'markLayout', 'markEnd'],
  guards: ['isTrue'],
  actors: ['measureLayout', 'isVisuallyComplete'],
  delays: ['layoutPoll', 'timingPoll', 'profilingMax'],
} as const;

/** Names in {@link visualCompletenessSchema}, as types. */
export interface VisualCompletenessSchema {
  readonly state: (typeof visualCompletenessSchema.states)[number];
  readonly event: VisualCompletenessEvent['type'];
  readonly action: (typeof visualCompletenessSchema.actions)[number];
  readonly guard: (typeof visualCompletenessSchema.guards)[number];
  readonly actor: (typeof visualCompletenessSchema.actors)[number];
  readonly delay: (typeof visualCompletenessSchema.delays)[number];
}
