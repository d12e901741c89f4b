import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, initialTransition, transition } from 'xstate';
import { fc, test } from '../../testing/property.js';
import { MESSAGES } from '../../messages.js';
import { followBlockMachine } from './follow-block.machine.js';
import { selectFollowBlock } from './follow-block.selectors.js';
import type { FollowBlockEvent, FollowBlockInput, SetBlockInput, SetFollowInput } from './follow-block.types.js';

/** A failure as a port's ApiError carries it. */
const refused = (http_status: number) => ({ _tag: 'ApiError', message: MESSAGES.notAllowed, http_status });

const harness = (fail: { follow?: unknown; block?: unknown } = {}, input: Partial<FollowBlockInput> = {}) => {
  const calls: (SetFollowInput | SetBlockInput)[] = [];
  const machine = followBlockMachine.provide({
    actors: {
      setFollow: fromPromise<unknown, SetFollowInput>(async ({ input }) => {
        calls.push(input);
        if (fail.follow !== undefined) throw fail.follow;
        return {};
      }),
      setBlock: fromPromise<unknown, SetBlockInput>(async ({ input }) => {
        calls.push(input);
        if (fail.block !== undefined) throw fail.block;
        return {};
      }),
    },
  });
  const actor = createActor(machine, { input: { userId: 'u1', following: false, blocked: false, followerCount: 4, ...input } });
  const errors: unknown[] = [];
  actor.subscribe({ error: (e) => errors.push(e) });
  actor.start();
  return { actor, calls, errors, view: () => selectFollowBlock(actor.getSnapshot()) };
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('followBlockMachine (S0 §4 optimistic follow and block)', () => {
  it('S0 §4: follow shows at once, the follower count too, and the call confirms it', async () => {
    const h = harness();
    h.actor.send({ type: 'FOLLOW.TOGGLE' });
    expect(h.view()).toMatchObject({ following: true, followPending: true, followerCount: 5, followLabel: 'Following' });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.calls).toEqual([{ userId: 'u1', follow: true }]);
    expect(h.view()).toMatchObject({ following: true, followPending: false, followerCount: 5 });
    h.actor.send({ type: 'FOLLOW.TOGGLE' });
    expect(h.view()).toMatchObject({ following: false, followerCount: 4, followLabel: 'Follow' });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.calls[1]).toEqual({ userId: 'u1', follow: false });
  });

  it('S0 §8: a failed follow is silently reverted with its count (no error anywhere, no notice)', async () => {
    const h = harness({ follow: new Error('500') });
    h.actor.send({ type: 'FOLLOW.TOGGLE' });
    expect(h.view()).toMatchObject({ following: true, followerCount: 5 });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.view()).toMatchObject({ following: false, followPending: false, followerCount: 4, notice: null });
    expect(h.errors).toEqual([]);
    expect(h.actor.getSnapshot().status).toBe('active');
  });

  it('S0 §8 / issue 20: a follow refused with 403 (they blocked the viewer) is reverted and says so; the next toggle clears it', async () => {
    const h = harness({ follow: refused(403) });
    h.actor.send({ type: 'FOLLOW.TOGGLE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.view()).toMatchObject({ following: false, followerCount: 4, notice: MESSAGES.followRefused });
    h.actor.send({ type: 'FOLLOW.TOGGLE' });
    expect(h.view().notice).toBeNull();
  });

  it('S0 §4: block asks first; Cancel changes nothing and calls nothing', async () => {
    const h = harness({}, { following: true, followerCount: 7 });
    h.actor.send({ type: 'BLOCK.TOGGLE' });
    expect(h.view()).toMatchObject({ confirmingBlock: true, blocked: false, blockLabel: 'Block' });
    h.actor.send({ type: 'BLOCK.CANCEL' });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.view()).toMatchObject({ confirmingBlock: false, blocked: false, following: true, followerCount: 7 });
    expect(h.calls).toEqual([]);
  });

  it('S0 §4: a confirmed block shows at once, ends the follow (count too), offers Unblock, and Unblock undoes it at once', async () => {
    const h = harness({}, { following: true, followerCount: 7 });
    h.actor.send({ type: 'BLOCK.TOGGLE' });
    h.actor.send({ type: 'BLOCK.CONFIRM' });
    expect(h.view()).toMatchObject({ blocked: true, blockPending: true, following: false, followerCount: 6, blockLabel: 'Unblock' });
    expect(h.view().followOffered).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.calls).toEqual([{ userId: 'u1', block: true }]);
    h.actor.send({ type: 'BLOCK.TOGGLE' });
    expect(h.view()).toMatchObject({ blocked: false, confirmingBlock: false, blockLabel: 'Block', followOffered: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.calls[1]).toEqual({ userId: 'u1', block: false });
    // an unblock does not follow again
    expect(h.view()).toMatchObject({ following: false, followerCount: 6 });
  });

  it('S0 §8: a failed block is silently reverted, with the follow and count it ended', async () => {
    const h = harness({ block: new Error('500') }, { following: true, followerCount: 7 });
    h.actor.send({ type: 'BLOCK.TOGGLE' });
    h.actor.send({ type: 'BLOCK.CONFIRM' });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.view()).toMatchObject({ blocked: false, following: true, followerCount: 7, blockPending: false, notice: null });
    expect(h.errors).toEqual([]);
  });

  it('S0 §4: a blocked user cannot be followed; a toggle is ignored while its own call runs', () => {
    const [blocked] = initialTransition(followBlockMachine, { userId: 'u1', following: false, blocked: true });
    expect(transition(followBlockMachine, blocked, { type: 'FOLLOW.TOGGLE' })[0].context.following).toBe(false);
    const [s0] = initialTransition(followBlockMachine, { userId: 'u1', following: false, blocked: false });
    const [pending] = transition(followBlockMachine, s0, { type: 'FOLLOW.TOGGLE' });
    const [again] = transition(followBlockMachine, pending, { type: 'FOLLOW.TOGGLE' });
    expect(again.context.following).toBe(true);
  });

  it('S0 §8: the login prompt follows the shown state; no count given shows none', () => {
    const [s0] = initialTransition(followBlockMachine, { userId: 'u1', following: true, blocked: false });
    expect(selectFollowBlock(s0)).toMatchObject({ loginPrompt: 'Log in to unfollow', followerCount: null });
    const [after] = transition(followBlockMachine, s0, { type: 'FOLLOW.TOGGLE' });
    expect(selectFollowBlock(after)).toMatchObject({ loginPrompt: 'Log in to follow', followerCount: null });
  });

  const anyEvent = fc.constantFrom<FollowBlockEvent>(
    { type: 'FOLLOW.TOGGLE' },
    { type: 'BLOCK.TOGGLE' },
    { type: 'BLOCK.CONFIRM' },
    { type: 'BLOCK.CANCEL' },
  );
  test.prop([fc.nat({ max: 1000 }), fc.boolean(), fc.array(fc.tuple(anyEvent, fc.boolean()), { maxLength: 20 })])(
    'S0 §4 property: whatever is toggled and however the calls end, the count shown is the start count plus the follow change, and nobody blocked is followed',
    async (others, following, steps) => {
      // the viewer's own follow is one of the count
      const start = others + (following ? 1 : 0);
      const outcomes = steps.map(([, ok]) => ok);
      let next = 0;
      const answer = async (): Promise<unknown> => {
        if (outcomes[next++] === false) throw refused(500);
        return {};
      };
      const machine = followBlockMachine.provide({
        actors: { setFollow: fromPromise<unknown, SetFollowInput>(answer), setBlock: fromPromise<unknown, SetBlockInput>(answer) },
      });
      const actor = createActor(machine, { input: { userId: 'u1', following, blocked: false, followerCount: start } }).start();
      for (const [event] of steps) {
        actor.send(event);
        await vi.advanceTimersByTimeAsync(0);
        const view = selectFollowBlock(actor.getSnapshot());
        expect(view.followerCount).toBe(others + (view.following ? 1 : 0));
        expect(view.blocked && view.following).toBe(false);
      }
      actor.stop();
    },
  );
});
