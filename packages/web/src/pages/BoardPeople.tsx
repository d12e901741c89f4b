/**
 * Issue 25 (beyond the spec: expected by users): the people of a board on its page: the owner and
 * the collaborators (react-ui `BoardMembers`: a collaborator leaves, the owner removes), and for
 * the owner of a board that may have collaborators, `Invite collaborators` (S0 §4 typeahead; each
 * person gets an invitation to accept) and the invitations still waiting, each to cancel (issue #25).
 * Shown to signed-in viewers only.
 */
import { type Board, COLLABORATION_MESSAGES } from '@pinstack/core';
import { BoardMembers, InviteCollaborators, SentInvitations } from '@pinstack/react-ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import './people.css';

/** Props of {@link BoardPeople}. */
export interface BoardPeopleProps {
  readonly board: Board;
  readonly viewerId: string;
}

/** The board's people and, for its owner, the invite form. */
export function BoardPeople({ board, viewerId }: BoardPeopleProps) {
  const [, navigate] = useLocation();
  const [inviting, setInviting] = useState(false);
  // each round of invitations sent reads the pending list again
  const [sentRound, setSentRound] = useState(0);
  const ownerId = board.owner?.id ?? '';
  const ownerName = board.owner?.username ?? '';
  const isOwner = ownerId === viewerId;
  // S0 §6: a protected (advertiser) board has no collaborators
  const mayInvite = isOwner && board.privacy !== 'protected';
  return (
    <div className="ps-board-people">
      <BoardMembers
        // one list per board: it keeps its own (optimistic) members, and "You left" after the board is read again
        key={board.id}
        input={{
          boardId: board.id,
          boardName: board.name,
          ownerId,
          viewerId,
          collaborators: (board.collaborating_users ?? []).map((user) => ({
            id: user.id,
            full_name: user.full_name,
            username: user.username,
          })),
        }}
        ownerName={ownerName}
        ownerHref={`/${encodeURIComponent(ownerName)}/`}
        onLeft={() => {
          // a secret board is no longer theirs to see: go to their own profile
          if (board.privacy === 'secret') navigate('/', { replace: true });
        }}
      />
      {mayInvite ? (
        <p>
          <button type="button" className="ps-link-button" aria-expanded={inviting} onClick={() => setInviting((on) => !on)}>
            {COLLABORATION_MESSAGES.invite}
          </button>
        </p>
      ) : null}
      {mayInvite && inviting ? (
        <InviteCollaborators boardId={board.id} ownerId={ownerId} onInvited={() => setSentRound((n) => n + 1)} />
      ) : null}
      {mayInvite ? <SentInvitations key={board.id} boardId={board.id} sentRound={sentRound} /> : null}
    </div>
  );
}
