import { useId } from 'react';
import type { InputHTMLAttributes } from 'react';
import styles from './TextField.module.css';

/** Props of {@link TextField}. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** The visible label, also the field's accessible name. */
  readonly label: string;
  /** A message under the field (S0 §5, §8); marks the field invalid and is read with it. */
  readonly error?: string | null;
}

/** A text input with a visible label and its error message tied to it (aria-describedby). */
export function TextField({ label, error, ...rest }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== '';
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input id={id} className={styles.input} aria-invalid={hasError} aria-describedby={hasError ? errorId : undefined} {...rest} />
      {hasError ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
