import { Button } from '../primitives/Button.js';
import styles from './Owning.module.css';

/** Props of {@link ConfirmDelete}. */
export interface ConfirmDeleteProps {
  /** What is asked ("Delete this Pin?"), read first. */
  readonly question: string;
  /** What goes with it (issue #25: how many Pins a board takes along). */
  readonly detail: string;
  /** The confirming button's words. */
  readonly confirmLabel: string;
  readonly busy: boolean;
  readonly error: string | null;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** Issue #25 the confirmation a delete asks for: the question, what goes with it, Delete and Cancel. */
export function ConfirmDelete({ question, detail, confirmLabel, busy, error, onConfirm, onCancel }: ConfirmDeleteProps) {
  return (
    <div className={styles.form} aria-busy={busy}>
      <p className={styles.label}>{question}</p>
      <p className={styles.note}>{detail}</p>
      {error === null ? null : (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="primary" onClick={onConfirm} disabled={busy} data-autofocus>
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}
