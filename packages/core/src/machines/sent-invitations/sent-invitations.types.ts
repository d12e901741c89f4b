import type { SentInvitation } from '../../entities.js';

/** Issue #25: the board whose pending invitations its owner reads. */
export interface SentInvitationsInput {
  readonly boardId: string;
}

/** Issue #25 the owner's list of a board's pending invitations (optimistic: a cancelled one leaves at once). */
export interface SentInvitationsContext extends SentInvitationsInput {
  readonly rows: readonly SentInvitation[];
  /** The invitation whose cancelling is asked about or being sent, and where it stood. */
  readonly target: { readonly invitation: SentInvitation; readonly index: number } | null;
  /** The last invitation cancelled (its name), for the status line; `null` before any. */
  readonly cancelled: string | null;
  /** Why the list did not load or the last cancel failed; `null` when nothing did. */
  readonly notice: string | null;
}

/**
 * Issue #25 events: `INVITATIONS.RELOAD` reads the list again (after a failure, or new invites),
 * `INVITATION.CANCEL` asks to cancel one, `CANCEL.CONFIRM` / `CANCEL.KEEP` answer the question.
 */
export type SentInvitationsEvent =
  | { readonly type: 'INVITATIONS.RELOAD' }
  | { readonly type: 'INVITATION.CANCEL'; readonly invitationId: string }
  | { readonly type: 'CANCEL.CONFIRM' }
  | { readonly type: 'CANCEL.KEEP' };

/** Issue #25 BoardInvitationResource delete, as the `cancelInvitation` actor receives it. */
export interface CancelInvitationInput {
  readonly invitationId: string;
}

/** Issue #25: every state, event, guard and actor name of sentInvitationsMachine. */
export const sentInvitationsSchema = {
  states: ['loading', 'failed', 'idle', 'confirming', 'cancelling'],
  events: ['INVITATIONS.RELOAD', 'INVITATION.CANCEL', 'CANCEL.CONFIRM', 'CANCEL.KEEP'],
  guards: ['isListed'],
  actors: ['loadSentInvitations', 'cancelInvitation'],
} as const;

/** Issue #25: a state of sentInvitationsMachine. */
export type SentInvitationsState = (typeof sentInvitationsSchema.states)[number];
