import { assign, fromPromise, setup } from 'xstate';
import type { BoardInvitation } from '../../entities.js';
import { COLLABORATION_MESSAGES } from '../../rules/invitations.js';
import { notProvided } from '../saving-support.js';
import type { AnswerInvitationInput, AnswerInvitationOutput, InvitationsContext, InvitationsEvent } from './invitations.types.js';

/**
 * Issue 25 (beyond the spec: expected by users; S0 §4 "invite collaborators" made an invitation):
 * the invitee's pending invitations. The list loads (`loadInvitations`: BoardInvitationsResource
 * get), then each invitation is accepted or declined (`answerInvitation`: BoardInvitationResource
 * update). As S0 §4 applies follow optimistically, an answered invitation leaves the list at once
 * and comes back to its place, with a notice, when the call fails. One answer at a time.
 */
export const invitationsMachine = setup({
  types: {} as { context: InvitationsContext; events: InvitationsEvent },
  actors: {
    loadInvitations: fromPromise<readonly BoardInvitation[], void>(notProvided('loadInvitations')),
    answerInvitation: fromPromise<AnswerInvitationOutput, AnswerInvitationInput>(notProvided('answerInvitation')),
  },
  guards: {
    knownInvitation: ({ context, event }) =>
      event.type === 'INVITATION.ANSWER' && context.invitations.some((invitation) => invitation.id === event.invitationId),
  },
}).createMachine({
  id: 'invitations',
  initial: 'loading',
  context: { invitations: [], answering: null, lastAnswer: null, notice: null },
  states: {
    loading: {
      invoke: {
        id: 'loadInvitations',
        src: 'loadInvitations',
        onDone: { target: 'ready', actions: assign({ invitations: ({ event }) => event.output, notice: null }) },
        onError: { target: 'failed', actions: assign({ notice: COLLABORATION_MESSAGES.loadFailed }) },
      },
    },
    failed: {
      on: { 'INVITATIONS.RELOAD': 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'INVITATION.ANSWER': {
              guard: 'knownInvitation',
              target: 'answering',
              actions: assign(({ context, event }) => {
                const index = context.invitations.findIndex((invitation) => invitation.id === event.invitationId);
                const invitation = context.invitations[index] as BoardInvitation;
                return {
                  invitations: context.invitations.filter((_, i) => i !== index),
                  answering: { invitation, index, answer: event.answer },
                  notice: null,
                };
              }),
            },
            'INVITATIONS.RELOAD': '#invitations.loading',
          },
        },
        answering: {
          invoke: {
            id: 'answerInvitation',
            src: 'answerInvitation',
            input: ({ context }) => ({
              invitationId: context.answering?.invitation.id ?? '',
              answer: context.answering?.answer ?? 'decline',
            }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => {
                const answering = context.answering;
                if (answering === null) return {};
                const asked = answering.invitation.board;
                const board = event.output.board ?? { id: asked.id, name: asked.name, url: asked.url };
                return { answering: null, lastAnswer: { answer: answering.answer, board } };
              }),
            },
            // back in its place, with the reason
            onError: {
              target: 'idle',
              actions: assign(({ context }) => {
                const answering = context.answering;
                if (answering === null) return {};
                const invitations = [...context.invitations];
                invitations.splice(Math.min(answering.index, invitations.length), 0, answering.invitation);
                return { invitations, answering: null, notice: COLLABORATION_MESSAGES.answerFailed };
              }),
            },
          },
        },
      },
    },
  },
});
