import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, initialTransition, transition } from 'xstate';
import type { CollaboratorSuggestion } from '../../entities.js';
import { MESSAGES } from '../../messages.js';
import { collaboratorSelectionMachine } from './collaborator-selection.machine.js';
import { selectCollaboratorSelection } from './collaborator-selection.selectors.js';
import type { CollaboratorSelectionEvent, SearchCollaboratorsInput, SendInvitesInput } from './collaborator-selection.types.js';

const ann = { id: 'u1', full_name: 'Ann' };
const bob = { id: 'u2', full_name: 'Bob' };
const suggestionsFor = (q: string): CollaboratorSuggestion[] =>
  [ann, bob].filter((u) => u.full_name.toLowerCase().startsWith(q.toLowerCase())).map((user) => ({ type: 'user_share_suggestion', user }));

const harness = (invite: (n: number) => Promise<unknown> = async () => ({})) => {
  const searches: string[] = [];
  const invites: SendInvitesInput[] = [];
  const machine = collaboratorSelectionMachine.provide({
    actors: {
      searchCollaborators: fromPromise<readonly CollaboratorSuggestion[], SearchCollaboratorsInput>(async ({ input }) => {
        searches.push(input.query);
        return suggestionsFor(input.query);
      }),
      sendInvites: fromPromise<unknown, SendInvitesInput>(({ input }) => (invites.push(input), invite(invites.length))),
    },
  });
  const actor = createActor(machine).start();
  return { actor, searches, invites, view: () => selectCollaboratorSelection(actor.getSnapshot()) };
};

const [start] = initialTransition(collaboratorSelectionMachine);
const walk = (...events: CollaboratorSelectionEvent[]) => events.reduce((s, e) => transition(collaboratorSelectionMachine, s, e)[0], start);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('collaboratorSelectionMachine (S0 §4 collaborator selection)', () => {
  it('S0 §4: typing searches; a suggestion is toggled by click', async () => {
    const h = harness();
    h.actor.send({ type: 'QUERY.CHANGE', text: 'a' });
    expect(h.view().searching).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.searches).toEqual(['a']);
    expect(h.view().suggestions).toEqual([{ suggestion: { type: 'user_share_suggestion', user: ann }, picked: false }]);
    h.actor.send({ type: 'COLLABORATOR.TOGGLE', user: ann });
    expect(h.view().suggestions[0]?.picked).toBe(true);
    h.actor.send({ type: 'COLLABORATOR.TOGGLE', user: ann });
    expect(h.view().users).toEqual([]);
  });

  it('S0 §4: a typed e-mail shows Keep typing!, then Click to send!, then Done! once picked', () => {
    const hint = (...events: CollaboratorSelectionEvent[]) => selectCollaboratorSelection(walk(...events)).emailHint;
    expect(hint({ type: 'QUERY.CHANGE', text: 'ann' })).toBeNull();
    expect(hint({ type: 'QUERY.CHANGE', text: 'ann@exa' })).toBe(MESSAGES.keepTyping);
    expect(hint({ type: 'QUERY.CHANGE', text: 'ann@example.com' })).toBe(MESSAGES.clickToSend);
    expect(hint({ type: 'QUERY.CHANGE', text: 'ann@example.com' }, { type: 'EMAIL.PICK' })).toBe(MESSAGES.done);
  });

  it('S0 §5: an invalid e-mail cannot be picked; a picked one is toggled off by click', () => {
    expect(walk({ type: 'QUERY.CHANGE', text: 'ann@exa' }, { type: 'EMAIL.PICK' }).context.emails).toEqual([]);
    const picked = walk({ type: 'QUERY.CHANGE', text: ' Ann@Example.com ' }, { type: 'EMAIL.PICK' }, { type: 'EMAIL.PICK' });
    expect(picked.context.emails).toEqual(['Ann@Example.com']);
    expect(transition(collaboratorSelectionMachine, picked, { type: 'EMAIL.TOGGLE', email: 'ann@example.com' })[0].context.emails).toEqual(
      [],
    );
  });

  it('S0 §4: invites are sent only after the board is saved, with the board id', async () => {
    const h = harness();
    h.actor.send({ type: 'COLLABORATOR.TOGGLE', user: bob });
    h.actor.send({ type: 'QUERY.CHANGE', text: 'cy@example.com' });
    h.actor.send({ type: 'EMAIL.PICK' });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.invites).toEqual([]);
    h.actor.send({ type: 'BOARD.SAVED', boardId: 'b7' });
    expect(h.view().inviting).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.invites).toEqual([{ boardId: 'b7', userIds: ['u2'], emails: ['cy@example.com'] }]);
    expect(h.actor.getSnapshot().status).toBe('done');
  });

  it('nobody picked: the board save ends the flow without an invite call', async () => {
    const h = harness();
    h.actor.send({ type: 'BOARD.SAVED', boardId: 'b7' });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.invites).toEqual([]);
    expect(h.actor.getSnapshot().status).toBe('done');
  });

  it('a failed invite shows why and can be retried or skipped', async () => {
    const h = harness(async (n) => {
      if (n === 1) throw { message: 'Invite failed' };
      return {};
    });
    h.actor.send({ type: 'COLLABORATOR.TOGGLE', user: ann });
    h.actor.send({ type: 'BOARD.SAVED', boardId: 'b1' });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.view().inviteError).toBe('Invite failed');
    h.actor.send({ type: 'INVITES.RETRY' });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.invites).toHaveLength(2);
    expect(h.actor.getSnapshot().status).toBe('done');
    const failed = walk({ type: 'COLLABORATOR.TOGGLE', user: ann }, { type: 'BOARD.SAVED', boardId: 'b1' });
    const [skipped] = transition(
      collaboratorSelectionMachine,
      transition(collaboratorSelectionMachine, failed, { type: 'xstate.error.actor.sendInvites', error: {} } as never)[0],
      { type: 'INVITES.SKIP' },
    );
    expect(skipped.status).toBe('done');
  });

  it('clearing the text drops the suggestions; a failed search leaves the text usable', () => {
    const searching = walk({ type: 'QUERY.CHANGE', text: 'a' });
    const [failed] = transition(collaboratorSelectionMachine, searching, {
      type: 'xstate.error.actor.searchCollaborators',
      error: new Error('x'),
    } as never);
    expect(failed.matches({ selecting: 'idle' })).toBe(true);
    expect(failed.context.query).toBe('a');
    const cleared = walk({ type: 'QUERY.CHANGE', text: 'a' }, { type: 'QUERY.CHANGE', text: '  ' });
    expect(cleared.matches({ selecting: 'idle' })).toBe(true);
    expect(cleared.context.suggestions).toEqual([]);
  });
});
