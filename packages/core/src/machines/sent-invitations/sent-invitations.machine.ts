import { assign, fromPromise, setup } from 'xstate';
import type { SentInvitation } from '../../entities.js';
import { SENT_INVITATION_MESSAGES, sentInvitationName } from '../../rules/invitations.js';
import { notProvided } from '../saving-support.js';
import type {
  CancelInvitationInput,
  SentInvitationsContext,
  SentInvitationsEvent,
  SentInvitationsInput,
} from './sent-invitations.types.js';

/**
 * Issue #25 (beyond the spec: expected by users): a board's pending invitations, for its owner.
 * The list loads (`loadSentInvitations`: BoardSentInvitationsResource get; a failure offers Try
 * again). Cancelling one asks first; once confirmed it leaves the list at once (optimistic, as
 * S0 §4 applies follow) and `cancelInvitation` (BoardInvitationResource delete) confirms it; a
 * failure puts it back in its place with a notice. Each row names the person picked or the address
 * typed, never the account behind an address (#21 §1).
 */
export const sentInvitationsMachine = setup({
  types: {} as { context: SentInvitationsContext; input: SentInvitationsInput; events: SentInvitationsEvent },
  actors: {
    loadSentInvitations: fromPromise<readonly SentInvitation[], SentInvitationsInput>(notProvided('loadSentInvitations')),
    cancelInvitation: fromPromise<unknown, CancelInvitationInput>(notProvided('cancelInvitation')),
  },
  guards: {
    isListed: ({ context, event }) =>
      event.type === 'INVITATION.CANCEL' && context.rows.some((invitation) => invitation.id === event.invitationId),
  },
}).createMachine({
  id: 'sentInvitations',
  initial: 'loading',
  context: ({ input }) => ({ ...input, rows: [], target: null, cancelled: null, notice: null }),
  states: {
    loading: {
      invoke: {
        id: 'loadSentInvitations',
        src: 'loadSentInvitations',
        input: ({ context }) => ({ boardId: context.boardId }),
        onDone: { target: 'idle', actions: assign(({ event }) => ({ rows: event.output, notice: null })) },
        onError: { target: 'failed', actions: assign({ notice: SENT_INVITATION_MESSAGES.loadFailed }) },
      },
    },
    failed: {
      on: { 'INVITATIONS.RELOAD': { target: 'loading', actions: assign({ notice: null }) } },
    },
    idle: {
      on: {
        'INVITATIONS.RELOAD': { target: 'loading' },
        'INVITATION.CANCEL': {
          guard: 'isListed',
          target: 'confirming',
          actions: assign(({ context, event }) => {
            const index = context.rows.findIndex((invitation) => invitation.id === event.invitationId);
            const invitation = context.rows[index] as SentInvitation;
            return { target: { invitation, index }, notice: null };
          }),
        },
      },
    },
    confirming: {
      on: {
        'CANCEL.CONFIRM': {
          target: 'cancelling',
          actions: assign(({ context }) => ({
            rows: context.rows.filter((invitation) => invitation.id !== context.target?.invitation.id),
          })),
        },
        'CANCEL.KEEP': { target: 'idle', actions: assign({ target: null }) },
      },
    },
    cancelling: {
      invoke: {
        id: 'cancelInvitation',
        src: 'cancelInvitation',
        input: ({ context }) => ({ invitationId: context.target?.invitation.id ?? '' }),
        onDone: {
          target: 'idle',
          actions: assign(({ context }) => ({
            cancelled: context.target === null ? null : sentInvitationName(context.target.invitation),
            target: null,
          })),
        },
        onError: {
          target: 'idle',
          actions: assign(({ context }) => {
            const target = context.target;
            if (target === null) return {};
            const rows = [...context.rows];
            rows.splice(Math.max(0, Math.min(target.index, rows.length)), 0, target.invitation);
            return { rows, target: null, notice: SENT_INVITATION_MESSAGES.cancelFailed };
          }),
        },
      },
    },
  },
});
