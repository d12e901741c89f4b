import { describe, expect, it } from 'vitest';
import { pathCoverage, pathEffects } from '../path-coverage.js';
import { boardTitleSuggestionsMachine } from './board-title-suggestions.machine.js';
import { boardTitleSuggestionsSchema } from './board-title-suggestions.types.js';

const coverage = pathCoverage(boardTitleSuggestionsMachine, {
  input: { pinId: 'p1' },
  samples: {
    'xstate.done.actor.loadSuggestions': [
      { type: 'xstate.done.actor.loadSuggestions', output: [{ title: 'Summer' }] },
      { type: 'xstate.done.actor.loadSuggestions', output: [] },
    ],
  },
});

describe('boardTitleSuggestionsMachine paths (xstate/graph)', () => {
  it('every state of the schema is reachable, and none is a dead end', () => {
    expect(coverage.stateIds.slice().sort()).toEqual(boardTitleSuggestionsSchema.states.map((s) => `boardTitleSuggestions.${s}`).sort());
    expect(coverage.unreached).toEqual([]);
    expect(coverage.deadEnds).toEqual([]);
  });

  it('S0 §7 board title suggestions: every lookup (the first, and each reload) asks for the Pin being saved', () => {
    for (const path of coverage.transitions) {
      const { calls } = pathEffects(boardTitleSuggestionsMachine, path, { pinId: 'p1' });
      expect(calls.length).toBeGreaterThan(0);
      for (const call of calls) expect(call).toEqual({ src: 'loadSuggestions', input: { pinId: 'p1' } });
    }
  });
});
