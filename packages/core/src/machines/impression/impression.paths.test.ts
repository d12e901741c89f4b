import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { describePath, pathCoverage, replayPath } from '../path-coverage.js';
import { impressionMachine } from './impression.machine.js';
import type { ImpressionRecord } from './impression.types.js';
import { IMPRESSION_SEEN_SECONDS, impressionSchema } from './impression.types.js';

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

/** Replays a walked path on a live tracker whose simulated clock drives the seen delay. */
function replay(path: (typeof coverage.paths)[number]) {
  const clock = new SimulatedClock();
  const reports: ImpressionRecord[] = [];
  const live = impressionMachine.provide({ actions: { reportImpression: (_args, record) => void reports.push(record) } });
  return replayPath(live, path, {
    input: { itemId: 'pin-1', now: () => clock.now() },
    clock,
    // the delay event is produced by letting the clock run, not by sending it
    advanceTime: async () => clock.increment(IMPRESSION_SEEN_SECONDS * 1000),
    flush: async () => {},
    actorIds: [],
    // the walk's clock stands still, so only what routes the tracker is compared, not the times
    serialize: routing,
  });
}

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

  // the live status is compared at every step too, so a tracker that finished or failed would not pass
  it.each(coverage.paths.map((path) => [describePath(path), path] as const))('a live tracker on a simulated clock follows %s', (_, path) =>
    replay(path),
  );

  it('every transition of the model (state, seen flag, percent × event) is walked on a live tracker', async () => {
    for (const path of coverage.transitions) await replay(path);
    expect(coverage.transitions.length).toBeGreaterThan(100);
  });
});
