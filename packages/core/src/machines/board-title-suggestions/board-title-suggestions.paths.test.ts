import { describe, expect, it, vi } from 'vitest';
import { pathCoverage, replayPath } from '../path-coverage.js';
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

  it('every walked transition replays on a live actor', async () => {
    vi.useFakeTimers();
    try {
      for (const path of coverage.transitions) {
        await replayPath(boardTitleSuggestionsMachine, path, {
          input: { pinId: 'p1' },
          actorIds: ['loadSuggestions'],
          advanceTime: () => vi.advanceTimersToNextTimerAsync(),
          flush: () => vi.advanceTimersByTimeAsync(0),
        });
      }
    } finally {
      vi.useRealTimers();
    }
  });
});
