import { describe, expect, it, vi } from 'vitest';
import { pathCoverage, replayPath } from '../path-coverage.js';
import { followBlockMachine } from './follow-block.machine.js';
import { followBlockSchema } from './follow-block.types.js';

describe('followBlockMachine paths (xstate/graph)', () => {
  const input = { userId: 'u1', following: false, blocked: false };
  const coverage = pathCoverage(followBlockMachine, { input });
  it('the schema lists exactly the machine states', () => {
    expect(coverage.stateIds.slice().sort()).toEqual(followBlockSchema.states.map((s) => `followBlock.${s}`).sort());
  });
  it('every state is reachable', () => expect(coverage.unreached).toEqual([]));
  it('no state is a dead end (the machine has no final state)', () => expect(coverage.deadEnds).toEqual([]));
  it('S0 §4: the shown values take every combination but following someone blocked, so each toggle and revert is walked', () => {
    const shown = new Set(coverage.paths.map((p) => `${p.state.context.following}/${p.state.context.blocked}`));
    expect([...shown].sort()).toEqual(['false/false', 'false/true', 'true/false']);
  });
  it('every walked path replays on a live actor with the same states and context', async () => {
    vi.useFakeTimers();
    try {
      for (const path of coverage.paths) {
        await replayPath(followBlockMachine, path, {
          input: input,
          actorIds: followBlockSchema.actors,
          advanceTime: () => vi.advanceTimersToNextTimerAsync(),
          flush: () => vi.advanceTimersByTimeAsync(0),
        });
      }
    } finally {
      vi.useRealTimers();
    }
  });
});
