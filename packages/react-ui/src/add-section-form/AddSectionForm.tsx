import type { AddSectionFormEvent, AddSectionFormView } from '@pinstack/core/machines';
import { Button } from '../primitives/Button.js';
import { TextField } from '../primitives/TextField.js';
import styles from './AddSectionForm.module.css';

/** Props of {@link AddSectionForm}: the view model of `selectAddSectionForm` and the machine's `send`. */
export interface AddSectionFormProps {
  readonly view: AddSectionFormView;
  readonly send: (event: AddSectionFormEvent) => void;
}

/**
 * S0 §2/§5 the add section form: label `Name`, placeholder `Like "Lighting"`, `Add` enabled as the
 * machine says, Enter submits (the machine decides), the S0 §8 error under the field.
 */
export function AddSectionForm({ view, send }: AddSectionFormProps) {
  return (
    <form
      className={styles.form}
      aria-busy={view.saving}
      onSubmit={(event) => {
        // Enter arrives as NAME.KEYDOWN, the button as SECTION.SUBMIT: the form never submits itself.
        event.preventDefault();
      }}
    >
      <TextField
        label={view.label}
        placeholder={view.placeholder}
        value={view.name}
        error={view.error}
        autoComplete="off"
        // the form opens for this one field
        autoFocus
        data-autofocus
        readOnly={view.saving}
        onChange={(event) => send({ type: 'NAME.CHANGE', value: event.currentTarget.value })}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
          send({ type: 'NAME.KEYDOWN', key: event.code === 'NumpadEnter' ? event.code : event.key });
        }}
      />
      <div className={styles.actions}>
        <Button variant="primary" disabled={!view.canAdd} onClick={() => send({ type: 'SECTION.SUBMIT' })}>
          {view.buttonLabel}
        </Button>
      </div>
    </form>
  );
}
