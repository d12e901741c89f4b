import { describe, expect, it } from 'vitest';
import { pathCoverage } from '../path-coverage.js';
import { impressionMachine } from './impression.machine.js';
import { impressionSchema } from './impression.types.js';

// note: the reported count grows without bound, so snapshots are told apart by what routes them
const routing = (snapshot: { context: { seen: boolean; percent: number } }) => [snapshot.context.seen, snapshot.context.percent];
const coverage = pathCoverage(impressionMachine, {
  input: { itemId: 'pin-1', now: () => 0 },
  serialize: routing,
  // every event at every snapshot, the seen delay included: the tracker must ignore those its state does not handle
  everyEvent: true,
  // One percent per band (off screen, partial, viewable, full view) reaches every state.
  samples: { 'VISIBILITY.CHANGE': [0, 20, 60, 90].map((percent) => ({ type: 'VISIBILITY.CHANGE', percent })) },
});
const ids = impressionSchema.states.map((state) => `impression.${state}`).sort();

describe('impressionMachine paths (xstate/graph)', () => {
  it('every state of the schema is reachable, and no other', () => {
    expect(coverage.stateIds.slice().sort()).toEqual(ids);
    expect(coverage.unreached).toEqual([]);
  });

  it('no reachable snapshot is a dead end (the tracker never becomes final)', () => {
    expect(coverage.paths.length).toBeGreaterThan(impressionSchema.states.length);
    expect(coverage.finals).toEqual([]);
    expect(coverage.deadEnds).toEqual([]);
  });
});
