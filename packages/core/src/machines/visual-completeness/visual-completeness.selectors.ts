import type { SnapshotFrom } from 'xstate';
import type { visualCompletenessMachine } from './visual-completeness.machine.js';

/** A snapshot of {@link visualCompletenessMachine}. */
export type VisualCompletenessSnapshot = SnapshotFrom<typeof visualCompletenessMachine>;

/** The spec's phase names (S1 §4: disabled, layout, timing) plus how a run ended. */
export type VisualCompletenessPhase = 'disabled' | 'layout' | 'timing' | 'complete' | 'timedOut' | 'cancelled';

/** What a debug overlay or the tracking caller reads from a profiler (S1 §4). */
export interface VisualCompletenessView {
  readonly phase: VisualCompletenessPhase;
  /** Ms from the start to layout settled, or `null`. */
  readonly layoutMs: number | null;
  /** Ms from the start to visual completeness, or `null` unless `complete`. */
  readonly visuallyCompleteMs: number | null;
  /** The run gave up after 60 s (S1 §8). */
  readonly timedOut: boolean;
}

/** S1 §4 / §8: the profiler's view model. */
export function selectVisualCompleteness(snapshot: VisualCompletenessSnapshot): VisualCompletenessView {
  const phase: VisualCompletenessPhase = snapshot.matches({ profiling: 'layout' })
    ? 'layout'
    : snapshot.matches({ profiling: 'timing' })
      ? 'timing'
      : snapshot.matches('complete')
        ? 'complete'
        : snapshot.matches('timedOut')
          ? 'timedOut'
          : snapshot.matches('cancelled')
            ? 'cancelled'
            : 'disabled';
  return {
    phase,
    layoutMs: snapshot.context.layoutMs,
    visuallyCompleteMs: phase === 'complete' ? snapshot.context.endedMs : null,
    timedOut: phase === 'timedOut',
  };
}
