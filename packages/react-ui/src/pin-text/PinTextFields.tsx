import { pinTextCounter, pinTextProblem } from '@pinstack/core/rules';
import type { ChangeEvent } from 'react';
import { HashtagDescriptionField } from '../hashtag-autocomplete/HashtagDescriptionField.js';
import { TextField } from '../primitives/TextField.js';
import styles from './PinTextFields.module.css';

/** Props of {@link PinTitleField}. */
export interface PinTitleFieldProps {
  readonly value: string;
  readonly onChange: (title: string) => void;
  readonly autoFocus?: boolean;
}

/**
 * A Pin's title field with its limit (`pinTextProblem`, ours: 500 characters): over it, the words
 * under the field; from 90% of it, a counter. Never cut silently (a `maxLength` truncated a paste).
 */
export function PinTitleField({ value, onChange, autoFocus }: PinTitleFieldProps) {
  const counter = pinTextCounter('title', value);
  return (
    <div className={styles.limited}>
      <TextField
        label="Title"
        value={value}
        autoComplete="off"
        error={pinTextProblem('title', value)}
        {...(autoFocus ? { 'data-autofocus': true } : {})}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value)}
      />
      {counter === null ? null : <p className={styles.counter}>{counter}</p>}
    </div>
  );
}

/** Props of {@link PinDescriptionField}. */
export interface PinDescriptionFieldProps {
  /** The text it starts with. */
  readonly initialText?: string;
  /** The text as typed (or rewritten by a completed hashtag). */
  readonly value: string;
  readonly onChange: (description: string) => void;
}

/** A Pin's description (with the S0 §2/§5 hashtag flyout) and its limit (ours: 5,000 characters), as {@link PinTitleField}. */
export function PinDescriptionField({ initialText, value, onChange }: PinDescriptionFieldProps) {
  return (
    <HashtagDescriptionField
      label="Description"
      {...(initialText === undefined ? {} : { initialText })}
      error={pinTextProblem('description', value)}
      hint={pinTextCounter('description', value)}
      onTextChange={onChange}
    />
  );
}
