import { COLLABORATION_MESSAGES, MESSAGES } from '@pinstack/core';
import { boardMembersActors, type PortsRuntime } from '@pinstack/core/actors';
import { boardMembersMachine, selectBoardMembers } from '@pinstack/core/machines';
import type { BoardMembersInput } from '@pinstack/core/machines';
import type { CollaboratorService } from '@pinstack/core/ports';
import { useEffect } from 'react';
import { useBoundMachine } from '../provider/use-bound-machine.js';
import { useLatest } from '../provider/use-latest.js';
import { PersonRow } from './PersonRow.js';
import { RemovalQuestion } from './RemovalQuestion.js';
import styles from './BoardMembers.module.css';

/** Props of {@link BoardMembers}. */
export interface BoardMembersProps {
  /** The board, its owner, its collaborators and who looks. */
  readonly input: BoardMembersInput;
  /** The owner's name, shown first. */
  readonly ownerName: string;
  /** Where the owner's profile is. */
  readonly ownerHref?: string;
  /** Called once the viewer left the board (the app leaves the page or reads it again). */
  readonly onLeft?: () => void;
}

/**
 * Issue 25 (beyond the spec: expected by users): a board's people: the owner, then the
 * collaborators (S0 §6 order). A collaborator sees `Leave board` on their own row; the owner sees
 * `Remove` on each collaborator. Both ask first (`Cancel` focused), then take effect at once and
 * come back with a notice if the call fails (`boardMembersMachine`).
 */
export function BoardMembers({ input, ownerName, ownerHref, onLeft }: BoardMembersProps) {
  const { view, send } = useBoundMachine(
    'BoardMembers',
    (runtime: PortsRuntime<CollaboratorService>) => boardMembersMachine.provide({ actors: boardMembersActors(runtime) }),
    { input, select: selectBoardMembers },
  );
  const left = useLatest(onLeft);
  useEffect(() => {
    if (view.left) left.current?.();
  }, [view.left, left]);
  return (
    <section className={styles.members} aria-labelledby="board-members-title">
      <h2 id="board-members-title" className={styles.title}>
        {COLLABORATION_MESSAGES.collaborators}
      </h2>
      {view.left ? (
        <p role="status">{view.leftText}</p>
      ) : (
        <ul className={styles.rows}>
          <PersonRow name={ownerName} href={ownerHref ?? null} role={COLLABORATION_MESSAGES.owner} />
          {view.rows.map((row) => (
            <PersonRow
              key={row.id}
              name={row.name}
              href={row.href}
              action={
                row.action === null
                  ? null
                  : {
                      label: row.action,
                      // Remove stands on every collaborator's row: say whose; Leave board is the viewer's one
                      hiddenLabel: row.action === COLLABORATION_MESSAGES.remove ? ` ${row.name}` : undefined,
                      onClick: () => send({ type: 'MEMBER.REMOVE', userId: row.id }),
                    }
              }
            />
          ))}
        </ul>
      )}
      {view.notice === null ? null : (
        <p role="alert" className={styles.notice}>
          {view.notice}
        </p>
      )}
      {view.question === null ? null : (
        <RemovalQuestion
          question={view.question}
          confirmLabel={view.confirmLabel}
          keepLabel={MESSAGES.cancel}
          onConfirm={() => send({ type: 'REMOVE.CONFIRM' })}
          onKeep={() => send({ type: 'REMOVE.CANCEL' })}
        />
      )}
    </section>
  );
}
