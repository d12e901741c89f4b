import type { SnapshotFrom } from 'xstate';
import { SENT_INVITATION_MESSAGES, sentInvitationName } from '../../rules/invitations.js';
import { profilePath } from '../../rules/profile.js';
import type { sentInvitationsMachine } from './sent-invitations.machine.js';

/** Issue #25: one pending invitation as the owner's list shows it. */
export interface SentInvitationRow {
  readonly id: string;
  /** The person picked (full name, else username) or the address typed. */
  readonly name: string;
  /** `@username` for a person picked, `Invited by e-mail` for an address. */
  readonly detail: string;
  /** The person's profile, or `null` for an address. */
  readonly href: string | null;
}

/** Issue #25: what the owner's list of a board's pending invitations shows. */
export interface SentInvitationsView {
  readonly loading: boolean;
  readonly failed: boolean;
  /** Loaded, and nothing waits. */
  readonly empty: boolean;
  readonly rows: readonly SentInvitationRow[];
  /** `Cancel the invitation to {name}?` while asked, else `null`. */
  readonly question: string | null;
  readonly cancelling: boolean;
  /** `Invitation to {name} cancelled` after one went through. */
  readonly status: string | null;
  readonly notice: string | null;
}

/** Issue #25: projects a sentInvitationsMachine snapshot to what the owner's list shows. */
export function selectSentInvitations(snapshot: SnapshotFrom<typeof sentInvitationsMachine>): SentInvitationsView {
  const { context } = snapshot;
  const loading = snapshot.matches('loading');
  const failed = snapshot.matches('failed');
  return {
    loading,
    failed,
    empty: !loading && !failed && context.rows.length === 0,
    rows: context.rows.map((invitation) => ({
      id: invitation.id,
      name: sentInvitationName(invitation),
      detail: invitation.invitee === null ? SENT_INVITATION_MESSAGES.byEmail : `@${invitation.invitee.username}`,
      href: invitation.invitee === null ? null : profilePath(invitation.invitee.username),
    })),
    question:
      snapshot.matches('confirming') && context.target !== null
        ? SENT_INVITATION_MESSAGES.confirmCancel(sentInvitationName(context.target.invitation))
        : null,
    cancelling: snapshot.matches('cancelling'),
    status: context.cancelled === null ? null : SENT_INVITATION_MESSAGES.cancelled(context.cancelled),
    notice: context.notice,
  };
}
