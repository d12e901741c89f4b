import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel, getAdjacencyMap } from 'xstate/graph';
import { navigationHistoryMachine } from './navigation-history.machine.js';
import type { NavigationHistoryEvent } from './navigation-history.types.js';
import { navigationHistorySchema } from './navigation-history.types.js';

const events: NavigationHistoryEvent[] = [
  { type: 'NAV.PUSH', entry: '/pin/1/' },
  { type: 'NAV.REPLACE', entry: '/pin/2/' },
  ...[-1, 1, -5, 5, 0].map((delta): NavigationHistoryEvent => ({ type: 'NAV.POP', delta })),
];
const input = { current: '/' };
// note: every push lengthens the history; stack sizes capped at 2 keep the graph finite yet reach every position
const serializeState = (snapshot: { value: unknown; context: { back: readonly unknown[]; forward: readonly unknown[] } }) =>
  JSON.stringify([snapshot.value, Math.min(snapshot.context.back.length, 2), Math.min(snapshot.context.forward.length, 2)]);

describe('navigationHistoryMachine paths (xstate/graph)', () => {
  const model = createTestModel(navigationHistoryMachine, { input, events, serializeState });
  const paths = model.getShortestPaths();

  it('every state of the schema is reachable, and no other', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.map((step) => step.state.value)));
    expect([...reached].sort()).toEqual([...navigationHistorySchema.states].sort());
  });

  it('no reachable state is a dead end (history never becomes final)', () => {
    const adjacency = getAdjacencyMap(navigationHistoryMachine, { input, events, serializeState });
    for (const { state, transitions } of Object.values(adjacency)) {
      expect(state.status).toBe('active');
      const targets = Object.values(transitions) as { state: typeof state }[];
      expect(targets.some((t) => t.state.value !== state.value), `dead end at ${String(state.value)}`).toBe(true);
    }
  });

  describe.each(paths.map((path) => [path.description, path] as const))('%s', (_, path) => {
    it('a live actor follows the path with the same history', async () => {
      const actor = createActor(navigationHistoryMachine, { input }).start();
      const send = (step: { event: unknown }) => void actor.send(step.event as NavigationHistoryEvent);
      await path.test({
        events: { 'NAV.PUSH': send, 'NAV.REPLACE': send, 'NAV.POP': send },
        states: {
          '*': (expected) => {
            expect(actor.getSnapshot().value).toBe(expected.value);
            expect(actor.getSnapshot().context).toEqual(expected.context);
          },
        },
      });
    });
  });
});
