import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Board, CollaboratorSuggestion } from '../../entities.js';
import { boardCreateFormMachine } from '../board-create-form/board-create-form.machine.js';
import type { CreateBoardInput } from '../board-create-form/board-create-form.types.js';
import { collaboratorSelectionMachine } from '../collaborator-selection/collaborator-selection.machine.js';
import type { SearchCollaboratorsInput, SendInvitesInput } from '../collaborator-selection/collaborator-selection.types.js';
import { boardCreateInviteMachine } from './board-create-invite.machine.js';
import { boardCreateInviteChildren } from './board-create-invite.selectors.js';

const ann = { id: 'u1', full_name: 'Ann' };

/** The flow on fake ports: what was created and invited, in order, is what the outside sees. */
function start(options: { readonly failCreate?: boolean } = {}) {
  const calls: string[] = [];
  const invites: SendInvitesInput[] = [];
  const machine = boardCreateInviteMachine.provide({
    actors: {
      boardCreateForm: boardCreateFormMachine.provide({
        actors: {
          createBoard: fromPromise<Board, CreateBoardInput>(async ({ input }) => {
            calls.push(`create ${input.name}`);
            if (options.failCreate === true) throw { message: 'No.' };
            return { id: 'b9', name: input.name };
          }),
        },
      }),
      collaboratorSelection: collaboratorSelectionMachine.provide({
        actors: {
          searchCollaborators: fromPromise<readonly CollaboratorSuggestion[], SearchCollaboratorsInput>(async () => [
            { type: 'user_share_suggestion', user: ann },
          ]),
          sendInvites: fromPromise<unknown, SendInvitesInput>(async ({ input }) => {
            calls.push(`invite ${input.boardId}`);
            invites.push(input);
            return {};
          }),
        },
      }),
    },
  });
  const actor = createActor(machine, { input: { acting: { isAuth: true, viewerId: 'v1' } } }).start();
  const children = () => boardCreateInviteChildren(actor.getSnapshot());
  return { actor, calls, invites, children };
}

describe('boardCreateInviteMachine (S0 §2/§4 Create board, then its invites)', () => {
  it('S0 §4: the picked collaborators are invited only after the board is saved, to that board; the flow ends with the board', async () => {
    const flow = start();
    flow.children().collaborators?.send({ type: 'COLLABORATOR.TOGGLE', user: ann });
    expect(flow.calls).toEqual([]);
    flow.children().form?.send({ type: 'NAME.CHANGE', value: 'Kitchen' });
    flow.children().form?.send({ type: 'BOARD.SUBMIT' });
    const done = await waitFor(flow.actor, (s) => s.status === 'done');
    expect(flow.calls).toEqual(['create Kitchen', 'invite b9']);
    expect(flow.invites[0]).toMatchObject({ boardId: 'b9', userIds: ['u1'] });
    expect(done.output).toEqual({ board: { id: 'b9', name: 'Kitchen' } });
  });

  it('S0 §4: with nobody picked the flow ends as soon as the board exists, inviting no one', async () => {
    const flow = start();
    flow.children().form?.send({ type: 'NAME.CHANGE', value: 'Trips' });
    flow.children().form?.send({ type: 'BOARD.SUBMIT' });
    const done = await waitFor(flow.actor, (s) => s.status === 'done');
    expect(flow.calls).toEqual(['create Trips']);
    expect(done.output?.board?.id).toBe('b9');
  });

  it('S0 §4: cancelling the form ends the flow without a board and invites no one', async () => {
    const flow = start();
    flow.children().collaborators?.send({ type: 'COLLABORATOR.TOGGLE', user: ann });
    flow.children().form?.send({ type: 'FORM.CANCEL' });
    const done = await waitFor(flow.actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ board: null });
    expect(flow.calls).toEqual([]);
  });

  it('S0 §8: a refused board keeps the form open, its picks kept, and invites no one', async () => {
    const flow = start({ failCreate: true });
    flow.children().collaborators?.send({ type: 'COLLABORATOR.TOGGLE', user: ann });
    flow.children().form?.send({ type: 'NAME.CHANGE', value: 'Kitchen' });
    flow.children().form?.send({ type: 'BOARD.SUBMIT' });
    await vi.waitFor(() => expect(flow.children().form?.getSnapshot().context.createError).not.toBeNull());
    expect(flow.actor.getSnapshot().status).toBe('active');
    expect(flow.children().form).not.toBeNull();
    expect(flow.calls).toEqual(['create Kitchen']);
    expect(flow.children().collaborators?.getSnapshot().context.users).toEqual([ann]);
  });
});
