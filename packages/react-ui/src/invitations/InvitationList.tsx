import { COLLABORATION_MESSAGES } from '@pinstack/core';
import { invitationsActors, type PortsRuntime } from '@pinstack/core/actors';
import { invitationsMachine, selectInvitations } from '@pinstack/core/machines';
import type { InvitationAnswer } from '@pinstack/core/rules';
import type { CollaboratorService } from '@pinstack/core/ports';
import { useEffect } from 'react';
import { Button } from '../primitives/Button.js';
import { VisuallyHidden } from '../primitives/VisuallyHidden.js';
import { useBoundMachine } from '../provider/use-bound-machine.js';
import { useLatest } from '../provider/use-latest.js';
import styles from './InvitationList.module.css';

/** Props of {@link InvitationList}. */
export interface InvitationListProps {
  /** Called with the number still pending whenever it changes (the header's badge follows it). */
  readonly onCountChange?: (count: number) => void;
  /** Called once an answer went through (the app drops what it changed, e.g. the picker). */
  readonly onAnswered?: (answer: InvitationAnswer) => void;
}

/**
 * Issue 25 (beyond the spec: expected by users): the viewer's pending invitations to collaborate,
 * each with `Accept` and `Decline` over `invitationsMachine`. An answer takes the invitation off
 * the list at once and puts it back with a notice if the call fails; accepting says which board
 * was joined, with a link to it.
 */
export function InvitationList({ onCountChange, onAnswered }: InvitationListProps) {
  const { view, send, snapshot } = useBoundMachine(
    'InvitationList',
    (runtime: PortsRuntime<CollaboratorService>) => invitationsMachine.provide({ actors: invitationsActors(runtime) }),
    { select: selectInvitations },
  );
  const countChanged = useLatest(onCountChange);
  const answered = useLatest(onAnswered);
  const count = view.loading || view.failed ? null : view.rows.length;
  useEffect(() => {
    if (count !== null) countChanged.current?.(count);
  }, [count, countChanged]);
  const last = snapshot.context.lastAnswer;
  useEffect(() => {
    if (last !== null) answered.current?.(last.answer);
  }, [last, answered]);
  return (
    <div className={styles.list} aria-busy={view.loading || view.answering}>
      {view.loading ? (
        <p role="status" className={styles.subtle}>
          Loading invitations…
        </p>
      ) : null}
      {view.failed ? (
        <div className={styles.failed}>
          <p role="alert">{view.notice}</p>
          <Button onClick={() => send({ type: 'INVITATIONS.RELOAD' })}>Try again</Button>
        </div>
      ) : null}
      <div role="status" className={styles.status}>
        {view.confirmation === null ? null : (
          <p className={styles.confirmation}>
            {view.confirmation.text}
            {view.confirmation.boardUrl === null ? null : (
              <>
                {' · '}
                <a href={view.confirmation.boardUrl}>Open board</a>
              </>
            )}
          </p>
        )}
      </div>
      {!view.failed && view.notice !== null ? (
        <p role="alert" className={styles.notice}>
          {view.notice}
        </p>
      ) : null}
      {view.empty ? <p className={styles.subtle}>{COLLABORATION_MESSAGES.noInvitations}</p> : null}
      {view.rows.length === 0 ? null : (
        <ul className={styles.rows} aria-label={COLLABORATION_MESSAGES.invitations}>
          {view.rows.map((row) => (
            <li key={row.id} className={styles.row}>
              {row.coverUrl === null ? (
                <span className={`${styles.cover} ${styles.tile}`} aria-hidden="true" />
              ) : (
                <img className={styles.cover} src={row.coverUrl} alt="" width={56} height={56} />
              )}
              <p className={styles.text}>{row.text}</p>
              <div className={styles.actions}>
                <Button
                  variant="primary"
                  disabled={view.answering}
                  onClick={() => send({ type: 'INVITATION.ANSWER', invitationId: row.id, answer: 'accept' })}
                >
                  {COLLABORATION_MESSAGES.accept}
                  <VisuallyHidden> {row.boardName}</VisuallyHidden>
                </Button>
                <Button
                  disabled={view.answering}
                  onClick={() => send({ type: 'INVITATION.ANSWER', invitationId: row.id, answer: 'decline' })}
                >
                  {COLLABORATION_MESSAGES.decline}
                  <VisuallyHidden> {row.boardName}</VisuallyHidden>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
