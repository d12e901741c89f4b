import { Button } from '../primitives/Button.js';
import { VisuallyHidden } from '../primitives/VisuallyHidden.js';
import styles from './BoardMembers.module.css';

/** The button at the end of a {@link PersonRow}. */
export interface PersonRowAction {
  /** Its visible words (`Remove`, `Leave board`, `Cancel invitation`). */
  readonly label: string;
  /**
   * Words only a screen reader hears after the label, naming whom it acts on, so a list of alike
   * buttons is told apart (` Grace`, ` to Grace`); none where the row's button is the only one.
   * @default none
   */
  readonly hiddenLabel?: string;
  readonly onClick: () => void;
  /** @default false */
  readonly disabled?: boolean;
}

/** Props of {@link PersonRow}. */
export interface PersonRowProps {
  /** The person's name (or the address typed): the avatar's letter and the row's words. */
  readonly name: string;
  /** Their profile; the name is shown unlinked without one. @default null */
  readonly href?: string | null;
  /** Words after the name, as in `Grace · @grace`. @default none */
  readonly detail?: string;
  /** Words at the row's end where it has no button (`Owner`). @default none */
  readonly role?: string;
  /** The row's button. @default none */
  readonly action?: PersonRowAction | null;
}

/**
 * Issue 25 (beyond the spec: expected by users): one person of a board's lists, its members and
 * the invitations it sent: a lettered avatar, the name (linked to the profile when there is one),
 * then a role or a button. One row for both lists, so they look and read alike.
 */
export function PersonRow({ name, href = null, detail, role, action = null }: PersonRowProps) {
  return (
    <li className={styles.row}>
      <span className={styles.avatar} aria-hidden="true">
        {[...name][0]?.toUpperCase()}
      </span>
      <span className={styles.name}>
        {href === null ? <span>{name}</span> : <a href={href}>{name}</a>}
        {detail === undefined ? null : <span className={styles.role}> · {detail}</span>}
      </span>
      {role === undefined ? null : <span className={styles.role}>{role}</span>}
      {action === null ? null : (
        <Button disabled={action.disabled} onClick={action.onClick}>
          {action.label}
          {action.hiddenLabel === undefined ? null : <VisuallyHidden>{action.hiddenLabel}</VisuallyHidden>}
        </Button>
      )}
    </li>
  );
}
