import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { BoardInvitation } from '../../entities.js';
import { COLLABORATION_MESSAGES } from '../../rules/invitations.js';
import { fc, test } from '../../testing/property.js';
import { invitationsMachine } from './invitations.machine.js';
import { selectInvitations } from './invitations.selectors.js';
import type { AnswerInvitationInput, AnswerInvitationOutput } from './invitations.types.js';

const invitation = (id: string, board: string): BoardInvitation => ({
  id,
  board: { id: `b${id}`, name: board, url: `/ada/${board.toLowerCase()}/` },
  invited_by: { id: 'u1', username: 'ada', full_name: 'Ada' },
  created_at: '2026-11-27T00:00:00.000Z',
});

const harness = (
  list: readonly BoardInvitation[],
  answer: (input: AnswerInvitationInput) => Promise<AnswerInvitationOutput>,
  load?: () => Promise<readonly BoardInvitation[]>,
) => {
  const calls: AnswerInvitationInput[] = [];
  const machine = invitationsMachine.provide({
    actors: {
      loadInvitations: fromPromise<readonly BoardInvitation[], void>(load ?? (async () => list)),
      answerInvitation: fromPromise<AnswerInvitationOutput, AnswerInvitationInput>(async ({ input }) => {
        calls.push(input);
        return answer(input);
      }),
    },
  });
  const actor = createActor(machine).start();
  return { actor, calls, view: () => selectInvitations(actor.getSnapshot()) };
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('invitationsMachine (issue 25: invitations with consent; S0 §4 optimistic answers)', () => {
  it('loads the list; the badge counts it; accepting leaves the list at once and says which board was joined', async () => {
    const h = harness([invitation('1', 'Garden'), invitation('2', 'Kitchen')], async () => ({
      board: { id: 'b1', name: 'Garden', url: '/ada/garden/' },
    }));
    expect(h.view().loading).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.view()).toMatchObject({ loading: false, badge: '2', linkLabel: 'Invitations, 2 pending', empty: false });
    expect(h.view().rows[0]?.text).toBe('Ada invited you to collaborate on Garden');
    h.actor.send({ type: 'INVITATION.ANSWER', invitationId: '1', answer: 'accept' });
    expect(h.view()).toMatchObject({ answering: true, badge: '1' });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.calls).toEqual([{ invitationId: '1', answer: 'accept' }]);
    expect(h.view().confirmation).toEqual({ text: 'You joined Garden', boardUrl: '/ada/garden/' });
  });

  it('declining says so and links nothing; the last answer empties the list', async () => {
    const h = harness([invitation('1', 'Garden')], async () => ({ board: null }));
    await vi.advanceTimersByTimeAsync(0);
    h.actor.send({ type: 'INVITATION.ANSWER', invitationId: '1', answer: 'decline' });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.view()).toMatchObject({ empty: true, badge: null, confirmation: { text: 'You declined Garden', boardUrl: null } });
  });

  it('a failed answer puts the invitation back in its place with a notice; unknown ids and a second answer while one runs are ignored', async () => {
    let fail = true;
    const h = harness([invitation('1', 'A'), invitation('2', 'B'), invitation('3', 'C')], async () => {
      if (fail) throw new Error('500');
      return {};
    });
    await vi.advanceTimersByTimeAsync(0);
    h.actor.send({ type: 'INVITATION.ANSWER', invitationId: 'nope', answer: 'accept' });
    expect(h.view().answering).toBe(false);
    h.actor.send({ type: 'INVITATION.ANSWER', invitationId: '2', answer: 'accept' });
    h.actor.send({ type: 'INVITATION.ANSWER', invitationId: '3', answer: 'accept' });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.calls).toHaveLength(1);
    expect(h.view().rows.map((row) => row.id)).toEqual(['1', '2', '3']);
    expect(h.view().notice).toBe(COLLABORATION_MESSAGES.answerFailed);
    fail = false;
    h.actor.send({ type: 'INVITATION.ANSWER', invitationId: '3', answer: 'decline' });
    expect(h.view().notice).toBeNull();
  });

  it('a list that fails to load says so and loads again on RELOAD', async () => {
    let attempts = 0;
    const h = harness(
      [],
      async () => ({}),
      async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('offline');
        return [invitation('1', 'A')];
      },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(h.view()).toMatchObject({ failed: true, notice: COLLABORATION_MESSAGES.loadFailed });
    h.actor.send({ type: 'INVITATIONS.RELOAD' });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.view()).toMatchObject({ failed: false, notice: null, badge: '1' });
  });

  test.prop([fc.integer({ min: 1, max: 6 }), fc.array(fc.tuple(fc.nat({ max: 7 }), fc.boolean(), fc.boolean()), { maxLength: 10 })])(
    'property: whatever is answered and however the calls end, the list is the loaded one minus the answers that went through, in order',
    async (count, steps) => {
      const list = Array.from({ length: count }, (_, i) => invitation(String(i), `Board ${i}`));
      const outcomes = steps.map(([, , ok]) => ok);
      let next = 0;
      const h = harness(list, async () => {
        if (outcomes[next++] === false) throw new Error('500');
        return {};
      });
      await vi.advanceTimersByTimeAsync(0);
      const answered = new Set<string>();
      for (const [index, accept] of steps) {
        const target = h.view().rows[index % Math.max(1, h.view().rows.length)];
        if (target === undefined) break;
        const ok = outcomes[next] !== false;
        h.actor.send({ type: 'INVITATION.ANSWER', invitationId: target.id, answer: accept ? 'accept' : 'decline' });
        await vi.advanceTimersByTimeAsync(0);
        if (ok) answered.add(target.id);
        expect(h.view().rows.map((row) => row.id)).toEqual(list.map((i) => i.id).filter((id) => !answered.has(id)));
      }
      h.actor.stop();
    },
  );
});
