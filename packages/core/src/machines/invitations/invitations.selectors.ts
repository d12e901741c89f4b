import type { SnapshotFrom } from 'xstate';
import type { BoardInvitation } from '../../entities.js';
import { COLLABORATION_MESSAGES, invitationBadge, invitationText } from '../../rules/invitation-words.js';
import { invitationCoverUrl } from '../../rules/invitations.js';
import type { invitationsMachine } from './invitations.machine.js';

/** Issue 25: one invitation as the list shows it. */
export interface InvitationRow {
  readonly id: string;
  /** `{inviter} invited you to collaborate on {board}`. */
  readonly text: string;
  readonly boardName: string;
  /** `invitationCoverUrl`: none for a secret board (its media is the members' only), and the view shows a tile. */
  readonly coverUrl: string | null;
  readonly inviter: BoardInvitation['invited_by'];
}

/** Issue 25: what the invitations list and the header badge show. */
export interface InvitationsView {
  readonly loading: boolean;
  readonly failed: boolean;
  readonly rows: readonly InvitationRow[];
  /** The header badge: `null` for none, else the count (`9+` past nine). */
  readonly badge: string | null;
  /** The accessible name of the header link, with the count. */
  readonly linkLabel: string;
  /** Nothing pending (and the list loaded). */
  readonly empty: boolean;
  /** An answer is being sent; the other buttons wait. */
  readonly answering: boolean;
  /** `You joined {board}` / `You declined {board}` after the last answer, with the board joined. */
  readonly confirmation: { readonly text: string; readonly boardUrl: string | null } | null;
  readonly notice: string | null;
}

/** Issue 25: projects an invitationsMachine snapshot to what the views need. */
export function selectInvitations(snapshot: SnapshotFrom<typeof invitationsMachine>): InvitationsView {
  const { context } = snapshot;
  const rows = context.invitations.map((invitation) => ({
    id: invitation.id,
    text: invitationText(invitation.invited_by, invitation.board.name),
    boardName: invitation.board.name,
    coverUrl: invitationCoverUrl(invitation.board),
    inviter: invitation.invited_by,
  }));
  const last = context.lastAnswer;
  return {
    loading: snapshot.matches('loading'),
    failed: snapshot.matches('failed'),
    rows,
    badge: invitationBadge(rows.length),
    linkLabel: COLLABORATION_MESSAGES.invitationsLink(rows.length),
    empty: snapshot.matches('ready') && rows.length === 0,
    answering: snapshot.matches({ ready: 'answering' }),
    confirmation:
      last === null
        ? null
        : last.answer === 'accept'
          ? { text: COLLABORATION_MESSAGES.joined(last.board.name), boardUrl: last.board.url ?? null }
          : { text: COLLABORATION_MESSAGES.declined(last.board.name), boardUrl: null },
    notice: context.notice,
  };
}
