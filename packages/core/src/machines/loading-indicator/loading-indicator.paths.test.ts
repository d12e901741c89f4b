import { describe, expect, it } from 'vitest';
import { pathCoverage } from '../path-coverage.js';
import { loadingIndicatorMachine } from './loading-indicator.machine.js';
import { loadingIndicatorSchema } from './loading-indicator.types.js';

// everyEvent: every event is tried in every state, so the walk also shows the ones each state ignores
const coverage = pathCoverage(loadingIndicatorMachine, { input: {}, everyEvent: true });
const ids = loadingIndicatorSchema.states.map((state) => `loadingIndicator.${state}`).sort();

describe('loadingIndicatorMachine paths (xstate/graph)', () => {
  it('every state of the schema is reachable, and no other', () => {
    expect(coverage.stateIds.slice().sort()).toEqual(ids);
    expect(coverage.unreached).toEqual([]);
  });

  it('no reachable state is a dead end, and the indicator never finishes', () => {
    expect(coverage.deadEnds).toEqual([]);
    expect(coverage.finals).toEqual([]);
  });

  it('the success timer is one of the walked transitions (success → idle after the delay)', () => {
    const timed = coverage.transitions
      .filter((p) => p.steps.at(-1)?.event.type.startsWith('xstate.after.'))
      .map((p) => [p.steps.at(-2)?.state.value, p.state.value])
      // everyEvent tries the delay in every state too; only the states it changes matter here
      .filter(([from, to]) => from !== to);
    expect(timed).toEqual([['success', 'idle']]);
  });
});
