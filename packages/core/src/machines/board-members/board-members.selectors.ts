import type { SnapshotFrom } from 'xstate';
import { orderCollaborators } from '../../rules/collaborators.js';
import { collaboratorRemovalRefusal } from '../../rules/invitations.js';
import { COLLABORATION_MESSAGES } from '../../rules/invitation-words.js';
import { profilePath } from '../../rules/profile.js';
import type { boardMembersMachine } from './board-members.machine.js';
import type { BoardMember } from './board-members.types.js';

/** Issue 25: one collaborator as the member list shows them. */
export interface BoardMemberRow {
  readonly id: string;
  readonly name: string;
  readonly username: string | null;
  /** Their profile (`/{username}/`), or `null` without a username. */
  readonly href: string | null;
  /** `Leave board` on the viewer's own row, `Remove` on others' for the owner, else nothing. */
  readonly action: string | null;
}

/** Issue 25: what the board's member list shows. */
export interface BoardMembersView {
  readonly rows: readonly BoardMemberRow[];
  readonly isOwner: boolean;
  /** The question asked before a removal or leaving (`Leave {board}? …` / `Remove {name} from {board}?`). */
  readonly question: string | null;
  /** The confirm button's words: `Leave board` or `Remove`. */
  readonly confirmLabel: string;
  readonly removing: boolean;
  /** The viewer left: the board is no longer theirs. */
  readonly left: boolean;
  readonly leftText: string;
  readonly notice: string | null;
}

const nameOf = (member: BoardMember): string => member.full_name?.trim() || member.username || 'Collaborator';

/** Issue 25: projects a boardMembersMachine snapshot to what the member list shows. */
export function selectBoardMembers(snapshot: SnapshotFrom<typeof boardMembersMachine>): BoardMembersView {
  const { context } = snapshot;
  const viewerId = context.viewerId;
  const members = { ownerId: context.ownerId, collaboratorIds: context.collaborators.map((member) => member.id) };
  const busy = !snapshot.matches('idle');
  const target = context.target;
  const leaving = target !== null && target.member.id === viewerId;
  return {
    // S0 §6: the viewer first (the owner is shown apart), then the others by name
    rows: orderCollaborators(context.collaborators, { ownerId: context.ownerId, viewerId }).map((member) => ({
      id: member.id,
      name: nameOf(member),
      username: member.username ?? null,
      href: member.username ? profilePath(member.username) : null,
      action:
        viewerId === null || busy || collaboratorRemovalRefusal(members, viewerId, member.id) !== null
          ? null
          : member.id === viewerId
            ? COLLABORATION_MESSAGES.leave
            : COLLABORATION_MESSAGES.remove,
    })),
    isOwner: viewerId !== null && viewerId === context.ownerId,
    question:
      snapshot.matches('confirming') && target !== null
        ? leaving
          ? COLLABORATION_MESSAGES.confirmLeave(context.boardName)
          : COLLABORATION_MESSAGES.confirmRemove(nameOf(target.member), context.boardName)
        : null,
    confirmLabel: leaving ? COLLABORATION_MESSAGES.leave : COLLABORATION_MESSAGES.remove,
    removing: snapshot.matches('removing'),
    left: snapshot.matches('left'),
    leftText: COLLABORATION_MESSAGES.left(context.boardName),
    notice: context.notice,
  };
}
