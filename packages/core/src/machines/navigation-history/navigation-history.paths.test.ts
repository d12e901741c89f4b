import { describe, expect, it } from 'vitest';
import { pathEffects, pathCoverage } from '../path-coverage.js';
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

describe('navigationHistoryMachine paths (xstate/graph)', () => {
  it('every state of the schema is reachable, and no other', () => {
    expect(coverage.stateIds.slice().sort()).toEqual(ids);
    expect(coverage.unreached).toEqual([]);
  });

  it('no reachable state is a dead end (history never becomes final)', () => {
    expect(coverage.finals).toEqual([]);
    expect(coverage.deadEnds).toEqual([]);
  });

  it('S1 §4: on every walked path, a push clears the forward list and a pop keeps every entry, so the history is the one the events describe', () => {
    for (const path of coverage.transitions) {
      // the history the events describe, kept by hand: one list and a position in it
      let entries = ['/'];
      let at = 0;
      for (const { event } of path.steps) {
        if (event.type === 'NAV.PUSH') {
          entries = [...entries.slice(0, at + 1), (event as { entry: string }).entry];
          at += 1;
        } else if (event.type === 'NAV.REPLACE') entries[at] = (event as { entry: string }).entry;
        else if (event.type === 'NAV.POP') at = Math.min(Math.max(at + (event as { delta: number }).delta, 0), entries.length - 1);
      }
      const { context } = pathEffects(navigationHistoryMachine, path, input).snapshot;
      expect([...context.back, context.current, ...[...context.forward].reverse()]).toEqual(entries);
      expect(context.current).toBe(entries[at]);
    }
  });
});
