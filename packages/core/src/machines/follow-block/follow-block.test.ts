import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, initialTransition, transition } from 'xstate';
import { followBlockMachine } from './follow-block.machine.js';
import { selectFollowBlock } from './follow-block.selectors.js';
import type { SetBlockInput, SetFollowInput } from './follow-block.types.js';

const harness = (fail: { follow?: boolean; block?: boolean } = {}) => {
  const calls: (SetFollowInput | SetBlockInput)[] = [];
  const machine = followBlockMachine.provide({
    actors: {
      setFollow: fromPromise<unknown, SetFollowInput>(async ({ input }) => {
        calls.push(input);
        if (fail.follow) throw new Error('500');
        return {};
      }),
      setBlock: fromPromise<unknown, SetBlockInput>(async ({ input }) => {
        calls.push(input);
        if (fail.block) throw new Error('500');
        return {};
      }),
    },
  });
  const actor = createActor(machine, { input: { userId: 'u1', following: false, blocked: false } });
  const errors: unknown[] = [];
  actor.subscribe({ error: (e) => errors.push(e) });
  actor.start();
  return { actor, calls, errors, view: () => selectFollowBlock(actor.getSnapshot()) };
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('followBlockMachine (S0 §4 optimistic follow and block)', () => {
  it('S0 §4: follow shows at once and the call confirms it', async () => {
    const h = harness();
    h.actor.send({ type: 'FOLLOW.TOGGLE' });
    expect(h.view()).toMatchObject({ following: true, followPending: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.calls).toEqual([{ userId: 'u1', follow: true }]);
    expect(h.view()).toMatchObject({ following: true, followPending: false });
    h.actor.send({ type: 'FOLLOW.TOGGLE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.calls[1]).toEqual({ userId: 'u1', follow: false });
    expect(h.view().following).toBe(false);
  });

  it('S0 §8: a failed follow is silently reverted (no error anywhere)', async () => {
    const h = harness({ follow: true });
    h.actor.send({ type: 'FOLLOW.TOGGLE' });
    expect(h.view().following).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.view()).toMatchObject({ following: false, followPending: false });
    expect(h.errors).toEqual([]);
    expect(h.actor.getSnapshot().status).toBe('active');
  });

  it('S0 §4/§8: block is optimistic too, and reverted on failure without touching follow', async () => {
    const ok = harness();
    ok.actor.send({ type: 'BLOCK.TOGGLE' });
    expect(ok.view().blocked).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(ok.calls).toEqual([{ userId: 'u1', block: true }]);
    const failing = harness({ block: true });
    failing.actor.send({ type: 'FOLLOW.TOGGLE' });
    failing.actor.send({ type: 'BLOCK.TOGGLE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(failing.view()).toMatchObject({ blocked: false, following: true });
  });

  it('a toggle is ignored while its own call runs', () => {
    const [s0] = initialTransition(followBlockMachine, { userId: 'u1', following: false, blocked: true });
    const [pending] = transition(followBlockMachine, s0, { type: 'FOLLOW.TOGGLE' });
    const [again] = transition(followBlockMachine, pending, { type: 'FOLLOW.TOGGLE' });
    expect(again.context.following).toBe(true);
    const [unblocking] = transition(followBlockMachine, again, { type: 'BLOCK.TOGGLE' });
    expect(unblocking.context).toMatchObject({ following: true, blocked: false });
  });

  it('S0 §8: the login prompt follows the shown state', () => {
    const [s0] = initialTransition(followBlockMachine, { userId: 'u1', following: true, blocked: false });
    expect(selectFollowBlock(s0).loginPrompt).toBe('Log in to unfollow');
    expect(selectFollowBlock(transition(followBlockMachine, s0, { type: 'FOLLOW.TOGGLE' })[0]).loginPrompt).toBe('Log in to follow');
  });
});
