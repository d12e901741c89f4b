import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { COLLABORATION_MESSAGES } from '../../rules/invitation-words.js';
import { fc, test } from '../../testing/property.js';
import { boardMembersMachine } from './board-members.machine.js';
import { selectBoardMembers } from './board-members.selectors.js';
import type { BoardMembersInput, RemoveMemberInput } from './board-members.types.js';

const members = [
  { id: 'a', full_name: 'Ann', username: 'ann' },
  { id: 'b', full_name: 'Bob', username: 'bob' },
];
const input = (viewerId: string | null): BoardMembersInput => ({
  boardId: 'B',
  boardName: 'Garden',
  ownerId: 'o',
  viewerId,
  collaborators: members,
});

const harness = (viewerId: string | null, fail = false) => {
  const calls: RemoveMemberInput[] = [];
  const machine = boardMembersMachine.provide({
    actors: {
      removeMember: fromPromise<unknown, RemoveMemberInput>(async ({ input }) => {
        calls.push(input);
        if (fail) throw new Error('500');
        return {};
      }),
    },
  });
  const actor = createActor(machine, { input: input(viewerId) }).start();
  return { actor, calls, view: () => selectBoardMembers(actor.getSnapshot()) };
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('boardMembersMachine (issue 25: leave a board; the owner removes a collaborator)', () => {
  it('each row links to the profile of a member with a username, by the same path rule as the sent invitations', () => {
    const hrefs = (collaborators: BoardMembersInput['collaborators']) =>
      selectBoardMembers(
        createActor(boardMembersMachine, { input: { ...input('o'), collaborators } })
          .start()
          .getSnapshot(),
      ).rows.map((row) => row.href);
    expect(hrefs(members)).toEqual(['/ann/', '/bob/']);
    expect(
      hrefs([
        { id: 'c', full_name: 'Cy', username: 'c y' },
        { id: 'd', full_name: 'Di' },
      ]),
    ).toEqual(['/c%20y/', null]);
  });

  it('the owner sees Remove on every collaborator; a collaborator sees Leave board on their own row only; others nothing', () => {
    expect(
      harness('o')
        .view()
        .rows.map((row) => row.action),
    ).toEqual(['Remove', 'Remove']);
    expect(
      harness('a')
        .view()
        .rows.map((row) => row.action),
    ).toEqual(['Leave board', null]);
    expect(
      harness('x')
        .view()
        .rows.map((row) => row.action),
    ).toEqual([null, null]);
    expect(
      harness(null)
        .view()
        .rows.map((row) => row.action),
    ).toEqual([null, null]);
  });

  it('the owner removes: asked first, Cancel changes nothing; confirmed, the member leaves the list at once and the call confirms it', async () => {
    const h = harness('o');
    h.actor.send({ type: 'MEMBER.REMOVE', userId: 'b' });
    expect(h.view()).toMatchObject({ question: 'Remove Bob from Garden?', confirmLabel: 'Remove' });
    h.actor.send({ type: 'REMOVE.CANCEL' });
    expect(h.view()).toMatchObject({ question: null });
    expect(h.calls).toEqual([]);
    h.actor.send({ type: 'MEMBER.REMOVE', userId: 'b' });
    h.actor.send({ type: 'REMOVE.CONFIRM' });
    expect(h.view()).toMatchObject({ removing: true });
    expect(h.view().rows.map((row) => row.id)).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.calls).toEqual([{ boardId: 'B', userId: 'b' }]);
    expect(h.view()).toMatchObject({ removing: false, left: false });
  });

  it('a collaborator leaves: asked with the board name, then left (the machine ends)', async () => {
    const h = harness('a');
    h.actor.send({ type: 'MEMBER.REMOVE', userId: 'a' });
    expect(h.view()).toMatchObject({ question: COLLABORATION_MESSAGES.confirmLeave('Garden'), confirmLabel: 'Leave board' });
    h.actor.send({ type: 'REMOVE.CONFIRM' });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.view()).toMatchObject({ left: true, leftText: 'You left Garden' });
    expect(h.actor.getSnapshot().status).toBe('done');
  });

  it('a collaborator cannot remove another; a failed removal puts the member back in place with a notice', async () => {
    const h = harness('a');
    h.actor.send({ type: 'MEMBER.REMOVE', userId: 'b' });
    expect(h.view().question).toBeNull();
    const f = harness('o', true);
    f.actor.send({ type: 'MEMBER.REMOVE', userId: 'a' });
    f.actor.send({ type: 'REMOVE.CONFIRM' });
    await vi.advanceTimersByTimeAsync(0);
    expect(f.view().rows.map((row) => row.id)).toEqual(['a', 'b']);
    expect(f.view().notice).toBe(COLLABORATION_MESSAGES.removeFailed);
  });

  test.prop([fc.constantFrom('o', 'a', 'b', 'x'), fc.constantFrom('o', 'a', 'b', 'x'), fc.boolean()])(
    'property: a removal is asked for exactly when core allows it, and a failure leaves the list as it was',
    async (viewerId, userId, fail) => {
      const h = harness(viewerId, fail);
      h.actor.send({ type: 'MEMBER.REMOVE', userId });
      const allowed = userId !== 'o' && userId !== 'x' && (viewerId === 'o' || viewerId === userId);
      expect(h.view().question !== null).toBe(allowed);
      h.actor.send({ type: 'REMOVE.CONFIRM' });
      await vi.advanceTimersByTimeAsync(0);
      // rows are in S0 §6 order (the viewer first); compare who is on the list
      const ids = h
        .view()
        .rows.map((row) => row.id)
        .sort();
      expect(ids).toEqual(allowed && !fail ? members.map((m) => m.id).filter((id) => id !== userId) : ['a', 'b']);
      h.actor.stop();
    },
  );
});
