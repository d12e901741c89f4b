import { describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import { createActor } from 'xstate';
import { createTestModel, getAdjacencyMap } from 'xstate/graph';
import { videoAutoplayMachine } from './video-autoplay.machine.js';
import type { VideoAutoplayEvent } from './video-autoplay.types.js';
import { videoAutoplaySchema } from './video-autoplay.types.js';

/** Dotted leaf names of a state value: `{ organic: 'idle' }` → `['organic.idle']`. */
function leaves(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value];
  return Object.entries(value).flatMap(([key, child]) => (child === undefined ? [] : leaves(child, `${prefix}${key}.`)));
}

// Two organic and two promoted videos are enough to reach every combination the regions allow.
const events: VideoAutoplayEvent[] = [
  { type: 'VIDEO.PLAY', videoId: 'a' },
  { type: 'VIDEO.PLAY', videoId: 'b' },
  { type: 'VIDEO.PLAY', videoId: 'p', promoted: true },
  { type: 'VIDEO.PLAY', videoId: 'q', promoted: true },
  ...['a', 'b', 'p', 'q'].flatMap((videoId): VideoAutoplayEvent[] => [
    { type: 'VIDEO.PAUSE', videoId, currentTime: 5 },
    { type: 'VIDEO.ENDED', videoId },
    { type: 'VIDEO.REMOVE', videoId },
  ]),
];

// note: paths are keyed by state value only; keyed by context too they would number in thousands
const model = createTestModel(videoAutoplayMachine, { input: {}, events, serializeState: (snapshot) => JSON.stringify(snapshot.value) });

describe('videoAutoplayMachine paths (xstate/graph)', () => {
  const paths = model.getShortestPaths();

  it('every state of the schema is reachable, and no other', () => {
    // note: shortest paths drop those that are prefixes of others, so every step's state counts
    const reached = new Set(paths.flatMap((path) => path.steps.flatMap((step) => leaves(step.state.value))));
    expect([...reached].sort()).toEqual([...videoAutoplaySchema.states].sort());
  });

  it('no reachable snapshot is a dead end (the machine never becomes final)', () => {
    const adjacency = getAdjacencyMap(videoAutoplayMachine, { input: {}, events });
    for (const [key, { state, transitions }] of Object.entries(adjacency)) {
      expect(state.status).toBe('active');
      // note: the map's keys are branded strings, which Object.values cannot see through
      const targets = Object.values(transitions) as { state: typeof state }[];
      const leavesTo = targets.some(({ state: next }) => JSON.stringify(next.value) !== JSON.stringify(state.value));
      expect(leavesTo, `dead end at ${key}`).toBe(true);
    }
  });

  describe.each(paths.map((path) => [path.description, path] as const))('%s', (_, path) => {
    it('a live actor with a provided pausePlayer follows the path', async () => {
      const paused: string[] = [];
      const actor = createActor(
        videoAutoplayMachine.provide({ actions: { pausePlayer: (_args, params) => void paused.push(params.videoId) } }),
        { input: {} },
      ).start();
      await path.test({
        events: Object.fromEntries(
          videoAutoplaySchema.events.map((type) => [type, ({ event }: { event: VideoAutoplayEvent }) => actor.send(event)]),
        ),
        states: {
          '*': (expected) => {
            expect(actor.getSnapshot().value).toEqual(expected.value);
            expect(actor.getSnapshot().context).toEqual(expected.context);
          },
        },
      });
      expect(actor.getSnapshot().status).toBe('active');
    });
  });
});
