import type { BoardPrivacy } from '@pinstack/core';
import type { BoardCreateFormEvent, BoardCreateFormView } from '@pinstack/core/machines';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../primitives/Button.js';
import { TextField } from '../primitives/TextField.js';
import styles from './BoardCreateForm.module.css';

/** Props of {@link BoardCreateForm}: the view model of `selectBoardCreateForm` and the machine's `send`. */
export interface BoardCreateFormProps {
  readonly view: BoardCreateFormView;
  readonly send: (event: BoardCreateFormEvent) => void;
  /** Shows a Cancel button that sends FORM.CANCEL (the picker's create step goes back with it). @default false */
  readonly cancellable?: boolean;
  /** More fields before the buttons (the collaborator typeahead of the standalone form). */
  readonly children?: ReactNode;
  /** Shown right under the name (the board-name suggestions when saving a Pin, S0 §2/§9). */
  readonly nameHint?: ReactNode;
}

// The spec names the privacy values, not their labels; these are the product's words for them.
const PRIVACY_LABEL: Readonly<Record<BoardPrivacy, string>> = {
  public: 'Public',
  secret: 'Secret: only you and collaborators can see it',
  protected: 'Protected',
};

/**
 * S0 §2/§5/§6 the board create form: the name with the S0 §5 message (typing is never cut off),
 * privacy as the acting context allows (public/secret for an owner; locked protected, "not listed on
 * user's profile", for a non-owner advertiser), `Create` enabled as the machine says, S0 §8 errors.
 */
export function BoardCreateForm({ view, send, cancellable = false, children, nameHint = null }: BoardCreateFormProps) {
  const noteId = useId();
  const errorId = useId();
  return (
    <form
      className={styles.form}
      aria-busy={view.saving}
      aria-describedby={view.createError === null ? undefined : errorId}
      onSubmit={(event) => {
        // Enter in the name field submits through the machine's own S0 §5 check
        event.preventDefault();
        send({ type: 'BOARD.SUBMIT' });
      }}
    >
      <TextField
        label="Name"
        placeholder='Like "Places to go" or "Recipes to make"'
        value={view.name}
        error={view.nameError}
        autoComplete="off"
        // the form opens for this field
        autoFocus
        data-autofocus
        readOnly={view.saving}
        onChange={(event) => send({ type: 'NAME.CHANGE', value: event.currentTarget.value })}
      />
      {nameHint}
      <fieldset className={styles.privacy} aria-describedby={view.privacyNote === null ? undefined : noteId}>
        <legend className={styles.legend}>Privacy</legend>
        {view.privacyChoices.map((privacy) => (
          <label key={privacy} className={styles.choice}>
            <input
              type="radio"
              name="privacy"
              value={privacy}
              checked={view.privacy === privacy}
              disabled={view.privacyLocked || view.saving}
              onChange={() => send({ type: 'PRIVACY.CHANGE', privacy })}
            />
            {PRIVACY_LABEL[privacy]}
          </label>
        ))}
        {view.privacyNote === null ? null : (
          <p id={noteId} className={styles.note}>
            {view.privacyNote}
          </p>
        )}
      </fieldset>
      {children}
      {view.createError === null ? null : (
        <p id={errorId} className={styles.error} role="alert">
          {view.createError}
        </p>
      )}
      <div className={styles.actions}>
        {cancellable ? <Button onClick={() => send({ type: 'FORM.CANCEL' })}>Cancel</Button> : null}
        <Button type="submit" variant="primary" disabled={!view.canSubmit}>
          Create
        </Button>
      </div>
    </form>
  );
}
