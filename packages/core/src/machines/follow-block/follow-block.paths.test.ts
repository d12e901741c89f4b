import { describe, expect, it } from 'vitest';
import { pathCoverage, pathEffects } from '../path-coverage.js';
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

  it('S0 §4: every follow or block call is for the profile shown and asks for what the button now shows', () => {
    for (const path of coverage.paths) {
      const { calls } = pathEffects(followBlockMachine, path, input);
      for (const call of calls) expect(call.input).toMatchObject({ userId: 'u1' });
      const last = path.steps.at(-1);
      const started = calls.at(-1);
      // the call a toggle starts carries the value it switched to
      if (last?.event.type === 'FOLLOW.TOGGLE' && started?.src === 'setFollow')
        expect(started.input).toMatchObject({ follow: last.state.context.following });
      if (last?.event.type === 'BLOCK.CONFIRM' && started?.src === 'setBlock') expect(started.input).toMatchObject({ block: true });
    }
  });
});
