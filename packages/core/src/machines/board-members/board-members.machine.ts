import { assign, fromPromise, setup } from 'xstate';
import { COLLABORATION_MESSAGES, collaboratorRemovalRefusal } from '../../rules/invitations.js';
import { notProvided } from '../saving-support.js';
import type { BoardMembersContext, BoardMembersEvent, BoardMembersInput, RemoveMemberInput } from './board-members.types.js';

/**
 * Issue 25 (beyond the spec: expected by users): a board's collaborators, for its owner (remove
 * one) and its collaborators (leave). Removing asks first; once confirmed the member leaves the
 * list at once (optimistic, as S0 §4 applies follow) and `removeMember` (BoardCollaboratorResource
 * delete) confirms it; a failure puts them back with a notice. The viewer leaving ends the machine
 * (`left`): the board is no longer theirs to act on. Who may remove whom is core's
 * `collaboratorRemovalRefusal`, the rule the backends enforce.
 */
export const boardMembersMachine = setup({
  types: {} as { context: BoardMembersContext; input: BoardMembersInput; events: BoardMembersEvent },
  actors: {
    removeMember: fromPromise<unknown, RemoveMemberInput>(notProvided('removeMember')),
  },
  guards: {
    mayRemove: ({ context, event }) =>
      event.type === 'MEMBER.REMOVE' &&
      context.viewerId !== null &&
      collaboratorRemovalRefusal(
        { ownerId: context.ownerId, collaboratorIds: context.collaborators.map((member) => member.id) },
        context.viewerId,
        event.userId,
      ) === null,
    viewerLeaves: ({ context }) => context.target !== null && context.target.member.id === context.viewerId,
  },
}).createMachine({
  id: 'boardMembers',
  initial: 'idle',
  context: ({ input }) => ({ ...input, target: null, notice: null }),
  states: {
    idle: {
      on: {
        'MEMBER.REMOVE': {
          guard: 'mayRemove',
          target: 'confirming',
          actions: assign(({ context, event }) => {
            const index = context.collaborators.findIndex((member) => member.id === event.userId);
            return { target: { member: context.collaborators[index] ?? { id: event.userId }, index }, notice: null };
          }),
        },
      },
    },
    confirming: {
      on: {
        'REMOVE.CONFIRM': {
          target: 'removing',
          actions: assign(({ context }) => ({
            collaborators: context.collaborators.filter((member) => member.id !== context.target?.member.id),
          })),
        },
        'REMOVE.CANCEL': { target: 'idle', actions: assign({ target: null }) },
      },
    },
    removing: {
      invoke: {
        id: 'removeMember',
        src: 'removeMember',
        input: ({ context }) => ({ boardId: context.boardId, userId: context.target?.member.id ?? '' }),
        onDone: [
          { guard: 'viewerLeaves', target: 'left' },
          { target: 'idle', actions: assign({ target: null }) },
        ],
        onError: {
          target: 'idle',
          actions: assign(({ context }) => {
            const target = context.target;
            if (target === null) return {};
            const collaborators = [...context.collaborators];
            collaborators.splice(Math.max(0, Math.min(target.index, collaborators.length)), 0, target.member);
            return { collaborators, target: null, notice: COLLABORATION_MESSAGES.removeFailed };
          }),
        },
      },
    },
    left: { type: 'final' },
  },
});
