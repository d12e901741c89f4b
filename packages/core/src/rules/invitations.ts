/**
 * Collaboration with consent (issue 25, beyond the spec: expected by users). S0 §4/§6 invite
 * collaborators "by name or e-mail" and send the invites after the board is saved; the product
 * makes each invite an *invitation* the invitee accepts or declines, so nobody is put on a board
 * (its Pins in their picker, profile and home feed) without saying yes. These rules are what every
 * backend and the UI decide with: whose an invitation is, who reaches whom, who may take whom off a
 * board, and the words the screens show.
 */
import { boardPlaceholderCover } from './board-cover.js';
import { badRequest, forbidden, notFound, type Refusal } from './enforcement.js';
import { COLLABORATION_MESSAGES } from './invitation-words.js';

/** Where an invitation points: a user picked by id, or an e-mail address typed in (S0 §4). */
export interface InvitationAddress {
  /** The invited user, when picked by id; `null` for an invitation by e-mail. */
  readonly invitee_id: string | null;
  /** The address typed in (any case), when invited by e-mail; `null` for one by id. */
  readonly email: string | null;
}

/** The signed-in person an invitation may be for. */
export interface InvitationViewer {
  readonly id: string;
  readonly email: string;
}

/** An e-mail address as invitations compare it: trimmed, lower case (addresses are case-insensitive in practice). */
export function invitationEmailKey(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Issue 25: an invitation is the viewer's when it names them by id, or names their address (any
 * case) — so an invitation by e-mail to an address with no account waits for the person who signs
 * up with it, and needs no step when they do.
 */
export function invitationIsFor(invitation: InvitationAddress, viewer: InvitationViewer): boolean {
  if (invitation.invitee_id !== null) return invitation.invitee_id === viewer.id;
  return invitation.email !== null && viewer.email !== '' && invitationEmailKey(invitation.email) === invitationEmailKey(viewer.email);
}

/** What decides whether an invite reaches an invitee who has an account. */
export interface InviteReach {
  readonly ownerId: string;
  readonly collaboratorIds: readonly string[];
  readonly inviteeId: string;
  /** The invitee blocked the inviter (issue 25: someone you blocked cannot invite you). */
  readonly inviteeBlockedInviter: boolean;
}

/**
 * Issue #25: whether an invite to an account is kept as a pending invitation, the one its sender
 * lists and may cancel: for anyone but the board's owner and its collaborators — blocked or not,
 * so the sender's list of pending invitations never tells a block (an invitee who blocked the
 * sender never sees it: {@link inviteReaches}).
 */
export function invitationKept(reach: Omit<InviteReach, 'inviteeBlockedInviter'>): boolean {
  return reach.inviteeId !== reach.ownerId && !reach.collaboratorIds.includes(reach.inviteeId);
}

/**
 * Issue 25: whether an invite to an account becomes an invitation it sees: never for the board's
 * owner or a collaborator already on it, and never when the invitee blocked the inviter. Whatever
 * this says, the inviter's answer is the same ("pending"), so it reveals neither a block nor an
 * account (#21 §1).
 */
export function inviteReaches(reach: InviteReach): boolean {
  return invitationKept(reach) && !reach.inviteeBlockedInviter;
}

/** Issue #25: the words of a board's pending invitations, as its owner sees them (ours: the specs show none). */
export const SENT_INVITATION_MESSAGES = {
  title: 'Pending invitations',
  none: 'No invitations waiting for an answer.',
  byEmail: 'Invited by e-mail',
  cancel: 'Cancel invitation',
  keep: 'Keep it',
  confirmCancel: (name: string) => `Cancel the invitation to ${name}?`,
  confirmDetail: 'They will no longer see it. You can invite them again later.',
  cancelled: (name: string) => `Invitation to ${name} cancelled`,
  cancelFailed: "Couldn't cancel the invitation. Please try again.",
  loadFailed: "Couldn't load the pending invitations.",
} as const;

/** Issue #25: whom a sent invitation names, as its board's owner reads it: the person picked (full name, else username), or the address typed. */
export function sentInvitationName(invitation: {
  readonly invitee: { readonly username: string; readonly full_name?: string | undefined } | null;
  readonly email: string | null;
}): string {
  if (invitation.invitee !== null) return invitation.invitee.full_name?.trim() || invitation.invitee.username;
  return invitation.email ?? '';
}

/** The two answers to an invitation. */
export const INVITATION_ANSWERS = ['accept', 'decline'] as const;
/** An answer to an invitation. */
export type InvitationAnswer = (typeof INVITATION_ANSWERS)[number];

/** A board's members as the removal rule needs them. */
export interface BoardMembers {
  readonly ownerId: string;
  readonly collaboratorIds: readonly string[];
}

/**
 * Issue 25: who may take whom off a board. A collaborator leaves (removes themselves); the owner
 * removes any collaborator; the owner cannot leave their own board (400); anyone else is refused
 * (403); a user who is not a collaborator is 404 (`collaborator`).
 */
export function collaboratorRemovalRefusal(members: BoardMembers, actorId: string, userId: string): Refusal | null {
  if (userId === members.ownerId) return badRequest(COLLABORATION_MESSAGES.ownerCannotLeave);
  if (!members.collaboratorIds.includes(userId)) return notFound('collaborator');
  if (actorId === userId || actorId === members.ownerId) return null;
  return forbidden('Only the owner removes collaborators; a collaborator may leave.');
}

/**
 * Issue 25: the cover an invitation shows its invitee. A secret board's media is the members' only
 * (the invitee gets 404 until they accept), so its placeholder tile (`boardPlaceholderCover`, no
 * request); any other board's cover as it is.
 */
export function invitationCoverUrl(board: {
  readonly id: string;
  readonly privacy?: string;
  readonly image_cover_url?: string | null;
}): string | null {
  return board.privacy === 'secret' ? boardPlaceholderCover(board.id) : (board.image_cover_url ?? null);
}
