import { MESSAGES, SAVING_MESSAGES } from '@pinstack/core';
import type { CollaboratorSelectionEvent, CollaboratorSelectionView } from '@pinstack/core/machines';
import { collaboratorAvatarsLabel, collaboratorDisplayName, orderCollaborators } from '@pinstack/core/rules';
import { Button } from '../primitives/Button.js';
import { TextField } from '../primitives/TextField.js';
import styles from './CollaboratorPicker.module.css';

/** Props of {@link CollaboratorPicker}. */
export interface CollaboratorPickerProps {
  readonly view: CollaboratorSelectionView;
  readonly send: (event: CollaboratorSelectionEvent) => void;
  /** The board's owner and the viewer: the picked list is ordered owner first, then viewer, then by name (S0 §6). */
  readonly ownerId?: string | null;
  readonly viewerId?: string | null;
}

/**
 * S0 §4/§6 the collaborator typeahead of the board create form: search by name or e-mail, click a
 * suggestion to pick or unpick it, `Keep typing!` / `Click to send!` / `Done!` under a typed e-mail,
 * the picked people named in the avatars label (3 names, then a count), invite failures with retry.
 */
export function CollaboratorPicker({ view, send, ownerId = null, viewerId = null }: CollaboratorPickerProps) {
  const picked = orderCollaborators(view.users, { ownerId, viewerId });
  const label = collaboratorAvatarsLabel(picked);
  return (
    <div className={styles.picker} aria-busy={view.searching || view.inviting}>
      <TextField
        label="Invite collaborators"
        placeholder="Search by name or email"
        type="search"
        autoComplete="off"
        value={view.query}
        onChange={(event) => send({ type: 'QUERY.CHANGE', text: event.currentTarget.value })}
        onKeyDown={(event) => {
          // Enter here picks the typed e-mail; it never submits the board form around the picker
          if (event.key !== 'Enter') return;
          event.preventDefault();
          if (view.emailHint === MESSAGES.clickToSend) send({ type: 'EMAIL.PICK' });
        }}
      />
      {view.emailHint === null ? null : view.emailHint === MESSAGES.clickToSend ? (
        <Button className={styles.hint} onClick={() => send({ type: 'EMAIL.PICK' })}>
          {view.emailHint}
        </Button>
      ) : (
        <p className={styles.picked} role="status">
          {view.emailHint}
        </p>
      )}
      {view.suggestions.length === 0 ? null : (
        <ul className={styles.suggestions} aria-label="Suggestions">
          {view.suggestions.map(({ suggestion, picked: on }) => {
            const user = suggestion.user;
            const email = suggestion.email?.title;
            const name = user ? collaboratorDisplayName(user) || SAVING_MESSAGES.unnamedCollaborator : (email ?? '');
            return (
              <li key={user?.id ?? email}>
                <Button
                  aria-pressed={on}
                  onClick={() => send(user ? { type: 'COLLABORATOR.TOGGLE', user } : { type: 'EMAIL.TOGGLE', email: email ?? '' })}
                >
                  {name}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {label === '' && view.emails.length === 0 ? null : (
        <p className={styles.picked}>{[label, ...view.emails].filter(Boolean).join('; ')}</p>
      )}
      {view.inviteError === null ? null : (
        <div role="alert">
          <p className={styles.error}>{view.inviteError}</p>
          <Button onClick={() => send({ type: 'INVITES.RETRY' })}>Try again</Button>
          <Button onClick={() => send({ type: 'INVITES.SKIP' })}>Skip</Button>
        </div>
      )}
    </div>
  );
}
