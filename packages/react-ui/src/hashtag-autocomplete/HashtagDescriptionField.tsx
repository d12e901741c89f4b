import type { HashtagAutocompleteEvent, HashtagAutocompleteView, HashtagFlyoutKey } from '@pinstack/core/machines';
import { comboboxConnect, comboboxOptionId, countText } from '@pinstack/core/rules';
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useLatest } from '../provider/use-latest.js';
import styles from './HashtagDescriptionField.module.css';
import { useHashtagAutocomplete } from './use-hashtag-autocomplete.js';

/** Props of {@link HashtagFlyoutField}: the view model of `selectHashtagAutocomplete` and the machine's `send`. */
export interface HashtagFlyoutFieldProps {
  readonly view: HashtagAutocompleteView;
  readonly send: (event: HashtagAutocompleteEvent) => void;
  /** The visible label. @default 'Description' */
  readonly label?: string;
  readonly placeholder?: string;
  readonly name?: string;
  readonly disabled?: boolean;
  /** A message under the field (e.g. over its limit); marks it invalid and is read with it. */
  readonly error?: string | null;
  /** A note under the field (e.g. a character counter near the limit), read with it. */
  readonly hint?: string | null;
}

/**
 * S0 §2/§5 a description field with the hashtag autocomplete flyout: typing a `#tag` opens at most
 * five suggestions under the field; ↑/↓ move through them (active descendant, focus stays in the
 * field), Enter or a click completes the tag, Escape or leaving the field closes the flyout. The
 * text is the machine's, since completing a tag rewrites it.
 */
export function HashtagFlyoutField({
  view,
  send,
  label = 'Description',
  placeholder,
  name,
  disabled,
  error,
  hint,
}: HashtagFlyoutFieldProps) {
  const id = useId();
  const optionId = (index: number) => comboboxOptionId(id, index);
  // a textarea takes no combobox role: it owns the flyout through the field's attributes
  const combobox = comboboxConnect({
    id,
    label: 'Hashtag suggestions',
    expanded: view.open,
    activeId: view.activeIndex >= 0 ? optionId(view.activeIndex) : null,
  });
  const field = useRef<HTMLTextAreaElement>(null);

  // A completed tag moves the caret after it; typing keeps the caret where the browser put it.
  useLayoutEffect(() => {
    const element = field.current;
    if (element !== null && document.activeElement === element && element.selectionStart !== view.caret) {
      element.setSelectionRange(view.caret, view.caret);
    }
  }, [view.caret]);

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        ref={field}
        id={id}
        className={styles.input}
        name={name}
        placeholder={placeholder}
        disabled={disabled}
        value={view.text}
        aria-invalid={error !== undefined && error !== null}
        aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined}
        {...combobox.field}
        onChange={(event) =>
          send({
            type: 'TEXT.CHANGE',
            text: event.currentTarget.value,
            caret: event.currentTarget.selectionStart ?? event.currentTarget.value.length,
          })
        }
        onKeyDown={(event) => {
          if (!(view.handledKeys as readonly string[]).includes(event.key)) return;
          event.preventDefault();
          send({ type: 'FLYOUT.KEY', key: event.key as HashtagFlyoutKey });
        }}
        onBlur={() => send({ type: 'FLYOUT.CLOSE' })}
      />
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
      {view.open ? (
        <div {...combobox.listbox} className={styles.flyout}>
          {view.items.map((item, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: keys reach the options through the field (aria-activedescendant)
            <div
              key={item.label}
              role="option"
              // options are reached through the field (aria-activedescendant), never tabbed to
              tabIndex={-1}
              {...combobox.option(optionId(index))}
              className={styles.option}
              // keep focus in the field: a click must not blur it (which closes the flyout first)
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => send({ type: 'ITEM.PICK', index })}
            >
              <span>{item.label}</span>
              {item.pinCount === null ? null : <span className={styles.count}>{countText(item.pinCount, 'Pin')}</span>}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** Props of {@link HashtagDescriptionField}. */
export interface HashtagDescriptionFieldProps extends Omit<HashtagFlyoutFieldProps, 'view' | 'send'> {
  /** The text it starts with. */
  readonly initialText?: string;
  /** Every new text: typed, or rewritten by a completed tag. */
  readonly onTextChange?: (text: string) => void;
}

/** S0 §2/§5 the description field with its hashtag flyout, bound to the app's Pins port. */
export function HashtagDescriptionField({ initialText = '', onTextChange, ...rest }: HashtagDescriptionFieldProps) {
  const { view, send } = useHashtagAutocomplete(initialText);
  const changed = useLatest(onTextChange);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    changed.current?.(view.text);
  }, [view.text, changed]);
  return <HashtagFlyoutField view={view} send={send} {...rest} />;
}
