import { describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import { createActor, SimulatedClock } from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { impressionMachine } from './impression.machine.js';
import type { ImpressionEvent, ImpressionRecord } from './impression.types.js';
import { IMPRESSION_SEEN_SECONDS, impressionSchema } from './impression.types.js';

function leaves(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value];
  return Object.entries(value).flatMap(([key, child]) => (child === undefined ? [] : leaves(child, `${prefix}${key}.`)));
}

const SEEN_TIMER = 'xstate.after.seenDelay.impression.onscreen.viewable';
// One percent per band (off screen, partial, viewable, full view) reaches every state.
const events = [
  ...[0, 20, 60, 90].map((percent): ImpressionEvent => ({ type: 'VISIBILITY.CHANGE', percent })),
  ...impressionSchema.events.filter((type) => type !== 'VISIBILITY.CHANGE').map((type) => ({ type }) as ImpressionEvent),
  { type: SEEN_TIMER },
] as ImpressionEvent[];
const input = { itemId: 'pin-1', now: () => 0 };
// note: the reported count grows without bound, so snapshots are told apart by what routes them
const serializeState = (snapshot: { value: StateValue; context: { seen: boolean; percent: number } }) =>
  JSON.stringify([snapshot.value, snapshot.context.seen, snapshot.context.percent]);

describe('impressionMachine paths (xstate/graph)', () => {
  // note: createTestModel refuses machines with delays, so the paths come from getShortestPaths
  const paths = getShortestPaths(impressionMachine, { input, events, serializeState: (s) => JSON.stringify(s.value) });

  it('every state of the schema is reachable, and no other', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.flatMap((step) => leaves(step.state.value))));
    expect([...reached].sort()).toEqual([...impressionSchema.states].sort());
  });

  it('no reachable snapshot is a dead end (the tracker never becomes final)', () => {
    const adjacency = getAdjacencyMap(impressionMachine, { input, events, serializeState });
    expect(Object.keys(adjacency).length).toBeGreaterThan(impressionSchema.states.length);
    for (const [key, { state, transitions }] of Object.entries(adjacency)) {
      expect(state.status).toBe('active');
      const targets = Object.values(transitions) as { state: typeof state }[];
      expect(targets.some(({ state: next }) => JSON.stringify(next.value) !== JSON.stringify(state.value)), `dead end at ${key}`).toBe(true);
    }
  });

  /** Replays events on a live tracker whose clock drives the delay; returns the actor. */
  function replay(steps: readonly { event: ImpressionEvent }[]) {
    const clock = new SimulatedClock();
    const reports: ImpressionRecord[] = [];
    const actor = createActor(
      impressionMachine.provide({ actions: { reportImpression: (_args, record) => void reports.push(record) } }),
      { clock, input: { itemId: 'pin-1', now: () => clock.now() } },
    ).start();
    const states: StateValue[] = [];
    for (const { event } of steps) {
      // the delay event is produced by letting the clock run, not by sending it
      if ((event.type as string) === SEEN_TIMER) clock.increment(IMPRESSION_SEEN_SECONDS * 1000);
      else if (!event.type.startsWith('xstate.')) actor.send(event);
      states.push(actor.getSnapshot().value);
    }
    return { actor, states, reports };
  }
  const describeEvent = (event: ImpressionEvent) => ('percent' in event ? `${event.type}(${event.percent})` : event.type);

  it.each(paths.map((path) => [path.steps.map((step) => describeEvent(step.event)).join(' → '), path] as const))(
    'a live tracker on a simulated clock follows %s',
    (_, path) => {
      const { actor, states } = replay(path.steps);
      expect(states).toEqual(path.steps.map((step) => step.state.value));
      expect(actor.getSnapshot().status).toBe('active');
    },
  );

  it('every transition of the model (state, seen flag, percent × event) is walked on a live tracker', () => {
    const full = getShortestPaths(impressionMachine, { input, events, serializeState });
    const pathTo = new Map(full.map((path) => [serializeState(path.state), path]));
    const adjacency = getAdjacencyMap(impressionMachine, { input, events, serializeState });
    let walked = 0;
    for (const [key, { transitions }] of Object.entries(adjacency)) {
      const path = pathTo.get(key);
      expect(path, `no path to ${key}`).toBeDefined();
      for (const { event, state } of Object.values(transitions) as { event: ImpressionEvent; state: typeof full[number]['state'] }[]) {
        const { actor } = replay([...(path?.steps ?? []), { event }]);
        expect(serializeState(actor.getSnapshot()), `${key} + ${describeEvent(event)}`).toBe(serializeState(state));
        walked += 1;
      }
    }
    expect(walked).toBeGreaterThan(100);
  });
});
