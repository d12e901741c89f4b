import { SENT_INVITATION_MESSAGES } from '@pinstack/core/rules';
import { sentInvitationsActors } from '@pinstack/core/actors';
import { selectSentInvitations, sentInvitationsMachine } from '@pinstack/core/machines';
import type { CollaboratorService } from '@pinstack/core/ports';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../primitives/Button.js';
import { usePortsRuntime } from '../provider/PinstackProvider.js';
import styles from './BoardMembers.module.css';
import { PersonRow } from './PersonRow.js';
import { RemovalQuestion } from './RemovalQuestion.js';

/** Props of {@link SentInvitations}. */
export interface SentInvitationsProps {
  /** The board (the viewer owns it). */
  readonly boardId: string;
  /** Changes whenever more invitations were sent: the list is read again. */
  readonly sentRound?: number;
}

/**
 * Issue #25 (beyond the spec: expected by users): the invitations a board sent that wait for an
 * answer, for its owner: the person picked (linked to their profile) or the address typed — never
 * the account behind an address (#21 §1) — each with `Cancel invitation`, asked first (`Keep it`
 * focused), then gone at once and back with a notice if the call fails (`sentInvitationsMachine`).
 */
export function SentInvitations({ boardId, sentRound = 0 }: SentInvitationsProps) {
  const runtime = usePortsRuntime<CollaboratorService>('SentInvitations');
  const [machine] = useState(() => sentInvitationsMachine.provide({ actors: sentInvitationsActors(runtime) }));
  const [snapshot, send] = useMachine(machine, { input: { boardId } });
  const view = selectSentInvitations(snapshot);
  const round = useRef(sentRound);
  useEffect(() => {
    if (round.current === sentRound) return;
    round.current = sentRound;
    send({ type: 'INVITATIONS.RELOAD' });
  }, [sentRound, send]);
  return (
    <section className={styles.members} aria-labelledby={`sent-invitations-${boardId}`} aria-busy={view.loading || view.cancelling}>
      <h3 id={`sent-invitations-${boardId}`} className={styles.subtitle}>
        {SENT_INVITATION_MESSAGES.title}
      </h3>
      {view.loading ? (
        <p role="status" className={styles.role}>
          Loading invitations…
        </p>
      ) : null}
      {view.failed ? (
        <div className={styles.actions}>
          <p role="alert" className={styles.notice}>
            {view.notice}
          </p>
          <Button onClick={() => send({ type: 'INVITATIONS.RELOAD' })}>Try again</Button>
        </div>
      ) : null}
      <div role="status">{view.status === null ? null : <p className={styles.role}>{view.status}</p>}</div>
      {!view.failed && view.notice !== null ? (
        <p role="alert" className={styles.notice}>
          {view.notice}
        </p>
      ) : null}
      {view.empty ? <p className={styles.role}>{SENT_INVITATION_MESSAGES.none}</p> : null}
      {view.rows.length === 0 ? null : (
        <ul className={styles.rows} aria-label={SENT_INVITATION_MESSAGES.title}>
          {view.rows.map((row) => (
            <PersonRow
              key={row.id}
              name={row.name}
              href={row.href}
              detail={row.detail}
              action={{
                label: SENT_INVITATION_MESSAGES.cancel,
                hiddenLabel: ` to ${row.name}`,
                disabled: view.cancelling,
                onClick: () => send({ type: 'INVITATION.CANCEL', invitationId: row.id }),
              }}
            />
          ))}
        </ul>
      )}
      {view.question === null ? null : (
        <RemovalQuestion
          question={view.question}
          detail={SENT_INVITATION_MESSAGES.confirmDetail}
          confirmLabel={SENT_INVITATION_MESSAGES.cancel}
          keepLabel={SENT_INVITATION_MESSAGES.keep}
          onConfirm={() => send({ type: 'CANCEL.CONFIRM' })}
          onKeep={() => send({ type: 'CANCEL.KEEP' })}
        />
      )}
    </section>
  );
}
