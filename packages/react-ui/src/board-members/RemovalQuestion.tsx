import { Button } from '../primitives/Button.js';
import { Modal } from '../primitives/Modal.js';
import styles from './BoardMembers.module.css';

/** Props of {@link RemovalQuestion}. */
export interface RemovalQuestionProps {
  /** What is asked (`Remove Grace from Garden?`): the dialog's name. */
  readonly question: string;
  /** What goes with it, under the question. @default none */
  readonly detail?: string;
  /** The button that takes someone off the list (`Remove`, `Leave board`, `Cancel invitation`). */
  readonly confirmLabel: string;
  /** The harmless answer's words (`Cancel`, `Keep it`). */
  readonly keepLabel: string;
  readonly onConfirm: () => void;
  /** The harmless answer, also Escape and the close button. */
  readonly onKeep: () => void;
}

/**
 * Issue 25 (beyond the spec: expected by users): the question a board's lists ask before someone
 * leaves them (a collaborator removed or leaving, an invitation cancelled): it opens on the
 * harmless answer, so Enter straight away takes no one off.
 */
export function RemovalQuestion({ question, detail, confirmLabel, keepLabel, onConfirm, onKeep }: RemovalQuestionProps) {
  return (
    <Modal title={question} onClose={onKeep}>
      {detail === undefined ? null : <p className={styles.role}>{detail}</p>}
      <div className={styles.actions}>
        <Button variant="primary" onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button data-autofocus onClick={onKeep}>
          {keepLabel}
        </Button>
      </div>
    </Modal>
  );
}
