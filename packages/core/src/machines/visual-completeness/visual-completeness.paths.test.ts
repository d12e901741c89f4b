import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pathCoverage } from '../path-coverage.js';
import { visualCompletenessMachine } from './visual-completeness.machine.js';
import { selectVisualCompleteness } from './visual-completeness.selectors.js';
import { visualCompletenessSchema } from './visual-completeness.types.js';

const input = { now: () => 0 };
// the check counters grow with every poll, so snapshots are told apart by what ends a run
const routing = (snapshot: { context: { layoutMs: number | null; outcome: string | null } }) => [
  snapshot.context.layoutMs,
  snapshot.context.outcome,
];
const answers = (actor: string) => [true, false].map((output) => ({ type: `xstate.done.actor.${actor}`, output }));
const coverage = pathCoverage(visualCompletenessMachine, {
  input,
  serialize: routing,
  samples: {
    'xstate.done.actor.measureLayout': answers('measureLayout'),
    'xstate.done.actor.isVisuallyComplete': answers('isVisuallyComplete'),
    'xstate.error.actor.measureLayout': [{ type: 'xstate.error.actor.measureLayout', error: 'measure failed' }],
    'xstate.error.actor.isVisuallyComplete': [{ type: 'xstate.error.actor.isVisuallyComplete', error: 'measure failed' }],
  },
});
const ids = visualCompletenessSchema.states.map((state) => `visualCompleteness.${state}`).sort();

describe('visualCompletenessMachine paths (xstate/graph)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('every state of the schema is reachable, and no other', () => {
    expect(coverage.stateIds.slice().sort()).toEqual(ids);
    expect(coverage.unreached).toEqual([]);
  });

  it('runs end only in complete, timedOut or cancelled, and no other reachable state is a dead end', () => {
    expect(coverage.finals.slice().sort()).toEqual([
      'visualCompleteness.cancelled',
      'visualCompleteness.complete',
      'visualCompleteness.timedOut',
    ]);
    expect(coverage.deadEnds).toEqual([]);
  });

  it('the view model names the phase of every reachable snapshot', () => {
    for (const path of coverage.paths) expect(selectVisualCompleteness(path.state).phase).toBeTypeOf('string');
  });
});
