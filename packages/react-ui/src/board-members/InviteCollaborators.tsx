import { COLLABORATION_MESSAGES } from '@pinstack/core';
import { useEffect, useState } from 'react';
import { CollaboratorPicker } from '../collaborator-selection/CollaboratorPicker.js';
import { useCollaboratorSelection } from '../collaborator-selection/use-collaborator-selection.js';
import { Button } from '../primitives/Button.js';
import { useLatest } from '../provider/use-latest.js';
import styles from './BoardMembers.module.css';

/** Props of {@link InviteCollaborators}. */
export interface InviteCollaboratorsProps {
  /** The board invited to (the viewer owns it). */
  readonly boardId: string;
  readonly ownerId: string;
  /** Called once a round of invitations went out (issue #25: the owner's pending list reads them). */
  readonly onInvited?: () => void;
}

/** One round of picking people and sending their invitations. */
function InviteRound({ boardId, ownerId, onSent, onInvited }: InviteCollaboratorsProps & { readonly onSent: () => void }) {
  const collaborators = useCollaboratorSelection();
  const picked = collaborators.view.users.length + collaborators.view.emails.length;
  const done = collaborators.done;
  const invited = useLatest(onInvited);
  useEffect(() => {
    if (done) invited.current?.();
  }, [done, invited]);
  if (collaborators.done) {
    return (
      <div className={styles.actions}>
        <p role="status">{COLLABORATION_MESSAGES.invitesSent}</p>
        <Button onClick={onSent}>Invite more</Button>
      </div>
    );
  }
  return (
    <form
      className={styles.members}
      onSubmit={(event) => {
        event.preventDefault();
        // S0 §4: the invites go out for a saved board; here it exists already
        collaborators.send({ type: 'BOARD.SAVED', boardId });
      }}
    >
      <CollaboratorPicker view={collaborators.view} send={collaborators.send} ownerId={ownerId} viewerId={ownerId} />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={picked === 0 || collaborators.view.inviting}>
          Send invitations
        </Button>
      </div>
    </form>
  );
}

/**
 * S0 §4/§6 invite collaborators to a board that exists (the board page, for its owner): the S0 §4
 * typeahead by name or e-mail, then `Send invitations`. Each person gets an invitation to accept or
 * decline (issue 25); the words never say who has an account (#21 §1).
 */
export function InviteCollaborators({ boardId, ownerId, onInvited }: InviteCollaboratorsProps) {
  const [round, setRound] = useState(0);
  return (
    <InviteRound
      key={round}
      boardId={boardId}
      ownerId={ownerId}
      onSent={() => setRound((n) => n + 1)}
      {...(onInvited === undefined ? {} : { onInvited })}
    />
  );
}
