/**
 * Issue 25: the words of invitations and the header's badge. Their own module, free of the
 * enforcement rules, so the shell (the entry chunk) reads them without the backend (issue 22).
 */

/** The most invitations the header's badge counts in digits; more reads `9+`. */
export const INVITATION_BADGE_MAX = 9;

/**
 * The header badge of pending invitations: nothing for none, the count up to
 * `INVITATION_BADGE_MAX`, then `9+`.
 */
export function invitationBadge(count: number): string | null {
  if (!Number.isFinite(count) || count < 1) return null;
  return count > INVITATION_BADGE_MAX ? `${INVITATION_BADGE_MAX}+` : String(Math.floor(count));
}

/** The words of invitations, leaving and removing (ours: the specs show none). */
export const COLLABORATION_MESSAGES = {
  invitations: 'Invitations',
  noInvitations: 'No invitations right now.',
  accept: 'Accept',
  decline: 'Decline',
  /** The accessible name of the header link: `Invitations, 2 pending`. */
  invitationsLink: (count: number) => (count > 0 ? `Invitations, ${count} pending` : 'Invitations'),
  invitedYou: (inviter: string, board: string) => `${inviter} invited you to collaborate on ${board}`,
  joined: (board: string) => `You joined ${board}`,
  declined: (board: string) => `You declined ${board}`,
  answerFailed: "Couldn't answer the invitation. Please try again.",
  loadFailed: "Couldn't load your invitations.",
  invite: 'Invite collaborators',
  invitesSent: 'Invitations sent. They join once they accept.',
  collaborators: 'Collaborators',
  owner: 'Owner',
  leave: 'Leave board',
  remove: 'Remove',
  confirmLeave: (board: string) => `Leave ${board}? Its Pins leave your boards and feed.`,
  confirmRemove: (name: string, board: string) => `Remove ${name} from ${board}?`,
  cancel: 'Cancel',
  left: (board: string) => `You left ${board}`,
  removeFailed: "Couldn't remove the collaborator. Please try again.",
  ownerCannotLeave: "The board's owner cannot leave it.",
} as const;

/** `{name} invited you to collaborate on {board}`: the inviter by full name, else username. */
export function invitationText(inviter: { readonly full_name?: string | undefined; readonly username: string }, boardName: string): string {
  const name = inviter.full_name?.trim() || inviter.username;
  return COLLABORATION_MESSAGES.invitedYou(name, boardName);
}
