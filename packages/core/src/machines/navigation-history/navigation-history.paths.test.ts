import { describe, expect, it } from 'vitest';
import { describePath, pathCoverage, replayPath } from '../path-coverage.js';
import { navigationHistoryMachine } from './navigation-history.machine.js';
import { navigationHistorySchema } from './navigation-history.types.js';

const input = { current: '/' };
const coverage = pathCoverage(navigationHistoryMachine, {
  input,
  everyEvent: true,
  samples: {
    'NAV.PUSH': [{ type: 'NAV.PUSH', entry: '/pin/1/' }],
    'NAV.REPLACE': [{ type: 'NAV.REPLACE', entry: '/pin/2/' }],
    'NAV.POP': [-1, 1, -5, 5, 0].map((delta) => ({ type: 'NAV.POP', delta })),
  },
  // note: every push lengthens the history; stack sizes capped at 2 keep the graph finite yet reach every position
  serialize: ({ context }) => [Math.min(context.back.length, 2), Math.min(context.forward.length, 2)],
});
const ids = navigationHistorySchema.states.map((state) => `navigationHistory.${state}`).sort();

/** Replays a walked path on a live history, comparing the whole history (not only the capped sizes) at every step. */
const replay = (path: (typeof coverage.paths)[number]) =>
  replayPath(navigationHistoryMachine, path, { input, actorIds: [], advanceTime: async () => {}, flush: async () => {} });

describe('navigationHistoryMachine paths (xstate/graph)', () => {
  it('every state of the schema is reachable, and no other', () => {
    expect(coverage.stateIds.slice().sort()).toEqual(ids);
    expect(coverage.unreached).toEqual([]);
  });

  it('no reachable state is a dead end (history never becomes final)', () => {
    expect(coverage.finals).toEqual([]);
    expect(coverage.deadEnds).toEqual([]);
  });

  it.each(coverage.paths.map((path) => [describePath(path), path] as const))('a live actor follows %s with the same history', (_, path) =>
    replay(path),
  );

  it('every transition of the model is walked on a live actor', async () => {
    for (const path of coverage.transitions) await replay(path);
    expect(coverage.transitions.length).toBeGreaterThan(navigationHistorySchema.states.length);
  });
});
