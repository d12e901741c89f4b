import type { BoardInvitation } from '../../entities.js';
import type { InvitationAnswer } from '../../rules/invitations.js';

/** Issue 25: the board an accepted invitation joined, as the answer names it. */
export interface AnsweredBoard {
  readonly id: string;
  readonly name: string;
  readonly url?: string | undefined;
}

/** Issue 25: the last answer that went through, for the confirmation shown. */
export interface LastAnswer {
  readonly answer: InvitationAnswer;
  readonly board: AnsweredBoard;
}

/** Issue 25 the invitations list: what it holds and what it shows (optimistic). */
export interface InvitationsContext {
  /** The pending invitations shown (an answered one leaves at once). */
  readonly invitations: readonly BoardInvitation[];
  /** The invitation whose answer is being sent, with its place in the list (put back there on failure). */
  readonly answering: { readonly invitation: BoardInvitation; readonly index: number; readonly answer: InvitationAnswer } | null;
  readonly lastAnswer: LastAnswer | null;
  /** Why the list did not load or the last answer failed; `null` when nothing did. */
  readonly notice: string | null;
}

/**
 * Issue 25 events: `INVITATION.ANSWER` accepts or declines one invitation, `INVITATIONS.RELOAD`
 * reads the list again (after a failure, or when the page is shown again).
 */
export type InvitationsEvent =
  | { readonly type: 'INVITATION.ANSWER'; readonly invitationId: string; readonly answer: InvitationAnswer }
  | { readonly type: 'INVITATIONS.RELOAD' };

/** Issue 25 BoardInvitationResource update, as the `answerInvitation` actor receives it. */
export interface AnswerInvitationInput {
  readonly invitationId: string;
  readonly answer: InvitationAnswer;
}

/** What the `answerInvitation` actor resolves to: the board joined (accept), if the answer names it. */
export interface AnswerInvitationOutput {
  readonly board?: AnsweredBoard | null | undefined;
}

/** Issue 25: every state, event, guard and actor name of invitationsMachine. */
export const invitationsSchema = {
  states: ['loading', 'failed', 'ready.idle', 'ready.answering'],
  events: ['INVITATION.ANSWER', 'INVITATIONS.RELOAD'],
  guards: ['knownInvitation'],
  actors: ['loadInvitations', 'answerInvitation'],
} as const;

/** Issue 25: a state of invitationsMachine. */
export type InvitationsState = (typeof invitationsSchema.states)[number];
