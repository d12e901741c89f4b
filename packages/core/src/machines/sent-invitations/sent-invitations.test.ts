import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SentInvitation } from '../../entities.js';
import { SENT_INVITATION_MESSAGES } from '../../rules/invitations.js';
import { fc, test } from '../../testing/property.js';
import { sentInvitationsMachine } from './sent-invitations.machine.js';
import { selectSentInvitations } from './sent-invitations.selectors.js';
import type { CancelInvitationInput, SentInvitationsInput } from './sent-invitations.types.js';

const sent: readonly SentInvitation[] = [
  {
    id: 'i1',
    board_id: 'B',
    invitee: { id: 'u1', username: 'ann', full_name: 'Ann Lee' },
    email: null,
    created_at: '2026-11-27T10:00:00.000Z',
  },
  { id: 'i2', board_id: 'B', invitee: null, email: 'bob@example.com', created_at: '2026-11-27T10:01:00.000Z' },
  { id: 'i3', board_id: 'B', invitee: { id: 'u3', username: 'cy' }, email: null, created_at: '2026-11-27T10:02:00.000Z' },
];

const harness = (options: { loadFails?: boolean; cancelFails?: boolean } = {}) => {
  const loads: SentInvitationsInput[] = [];
  const cancels: CancelInvitationInput[] = [];
  let loadFails = options.loadFails ?? false;
  const machine = sentInvitationsMachine.provide({
    actors: {
      loadSentInvitations: fromPromise<readonly SentInvitation[], SentInvitationsInput>(async ({ input }) => {
        loads.push(input);
        if (loadFails) throw new Error('500');
        return sent;
      }),
      cancelInvitation: fromPromise<unknown, CancelInvitationInput>(async ({ input }) => {
        cancels.push(input);
        if (options.cancelFails === true) throw new Error('500');
        return { invitation_id: input.invitationId };
      }),
    },
  });
  const actor = createActor(machine, { input: { boardId: 'B' } }).start();
  return {
    actor,
    loads,
    cancels,
    heal: () => {
      loadFails = false;
    },
    view: () => selectSentInvitations(actor.getSnapshot()),
  };
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('sentInvitationsMachine (issue #25: the owner sees and cancels the invitations a board sent)', () => {
  it('loads the board’s pending invitations: the person picked by name and @username, an address as typed', async () => {
    const h = harness();
    expect(h.view()).toMatchObject({ loading: true, empty: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.loads).toEqual([{ boardId: 'B' }]);
    expect(h.view().rows).toEqual([
      { id: 'i1', name: 'Ann Lee', detail: '@ann', href: '/ann/' },
      { id: 'i2', name: 'bob@example.com', detail: SENT_INVITATION_MESSAGES.byEmail, href: null },
      { id: 'i3', name: 'cy', detail: '@cy', href: '/cy/' },
    ]);
  });

  it('a failed load says so and Try again reads it again', async () => {
    const h = harness({ loadFails: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.view()).toMatchObject({ failed: true, notice: SENT_INVITATION_MESSAGES.loadFailed, empty: false });
    h.heal();
    h.actor.send({ type: 'INVITATIONS.RELOAD' });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.view()).toMatchObject({ failed: false, notice: null });
    expect(h.view().rows).toHaveLength(3);
  });

  it('cancelling asks first (Keep it sends nothing); confirmed, the row leaves at once and the call confirms it', async () => {
    const h = harness();
    await vi.advanceTimersByTimeAsync(0);
    h.actor.send({ type: 'INVITATION.CANCEL', invitationId: 'i2' });
    expect(h.view().question).toBe('Cancel the invitation to bob@example.com?');
    h.actor.send({ type: 'CANCEL.KEEP' });
    expect(h.view().question).toBeNull();
    expect(h.cancels).toEqual([]);
    h.actor.send({ type: 'INVITATION.CANCEL', invitationId: 'i2' });
    h.actor.send({ type: 'CANCEL.CONFIRM' });
    expect(h.view()).toMatchObject({ cancelling: true, question: null });
    expect(h.view().rows.map((row) => row.id)).toEqual(['i1', 'i3']);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.cancels).toEqual([{ invitationId: 'i2' }]);
    expect(h.view()).toMatchObject({ cancelling: false, status: 'Invitation to bob@example.com cancelled', notice: null });
  });

  it('a failed cancel puts the invitation back in its place with a notice; an unknown id asks nothing', async () => {
    const h = harness({ cancelFails: true });
    await vi.advanceTimersByTimeAsync(0);
    h.actor.send({ type: 'INVITATION.CANCEL', invitationId: 'nope' });
    expect(h.view().question).toBeNull();
    h.actor.send({ type: 'INVITATION.CANCEL', invitationId: 'i1' });
    h.actor.send({ type: 'CANCEL.CONFIRM' });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.view().rows.map((row) => row.id)).toEqual(['i1', 'i2', 'i3']);
    expect(h.view()).toMatchObject({ notice: SENT_INVITATION_MESSAGES.cancelFailed, status: null });
  });

  test.prop([fc.constantFrom('i1', 'i2', 'i3', 'x'), fc.boolean()])(
    'property: a cancel is asked for exactly when the invitation is listed, and a failure leaves the list as it was',
    async (invitationId, fail) => {
      const h = harness({ cancelFails: fail });
      await vi.advanceTimersByTimeAsync(0);
      h.actor.send({ type: 'INVITATION.CANCEL', invitationId });
      const listed = invitationId !== 'x';
      expect(h.view().question !== null).toBe(listed);
      h.actor.send({ type: 'CANCEL.CONFIRM' });
      await vi.advanceTimersByTimeAsync(0);
      const ids = h.view().rows.map((row) => row.id);
      expect(ids).toEqual(listed && !fail ? sent.map((i) => i.id).filter((id) => id !== invitationId) : sent.map((i) => i.id));
      h.actor.stop();
    },
  );
});
