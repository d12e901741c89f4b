import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Button } from './Button.js';
import styles from './Modal.module.css';

/** Props of {@link Modal}. */
export interface ModalProps {
  /** The heading, also the dialog's accessible name. */
  readonly title: string;
  /** Escape, the close button or (when allowed) a click outside: the owner decides what closing means. */
  readonly onClose: () => void;
  /**
   * Whether a click on the backdrop closes (the S0 §4 upsell does not).
   * @default true
   */
  readonly closeOnOutsideClick?: boolean;
  /**
   * Whether the close button shows (the S0 §4 upsell shows its own dismiss button after 2 s).
   * @default true
   */
  readonly showCloseButton?: boolean;
  /** Label of the close button. @default 'Close' */
  readonly closeLabel?: string;
  readonly children?: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The dialog's Tab stops in order (visible ones: a hidden step's controls are not stops). */
function tabStops(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);
}

/**
 * Tab from the last stop goes to the first, Shift+Tab from the first to the last: focus never
 * leaves a modal dialog for the inert page or the browser (where it lands on `<body>`).
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>, dialog: HTMLDialogElement): void {
  const stops = tabStops(dialog);
  const first = stops[0];
  const last = stops.at(-1);
  if (first === undefined || last === undefined) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  const inside = active instanceof HTMLElement && dialog.contains(active) && active !== dialog;
  if (event.shiftKey && (!inside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal dialog over native `<dialog>` and `showModal()`: focus moves in, the page behind is inert,
 * Tab and Shift+Tab cycle inside it, Escape closes, focus returns to where it was, and the page
 * does not scroll behind it.
 */
export function Modal({ title, onClose, closeOnOutsideClick = true, showCloseButton = true, closeLabel = 'Close', children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // note: read while rendering, before a child's autoFocus moves focus into the dialog
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    if (!dialog.open) dialog.showModal();
    // showModal() focuses the first focusable element (the close button); a field that asks for
    // focus with data-autofocus gets it instead (React's autoFocus ran while the dialog was closed)
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      root.style.overflow = overflow;
      if (dialog.open) dialog.close();
      // note: the dialog leaves the DOM with React, so the browser's own focus restore may not run
      if (opener?.isConnected) opener.focus();
    };
  }, [opener]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // the owner closes by unmounting, so the machine behind it hears the cancel first
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        // note: handled here too so a synthetic Escape (assistive tech, tests) closes the same way
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        } else if (event.key === 'Tab') keepFocusInside(event, event.currentTarget);
      }}
      onClick={(event) => {
        // A click on the dialog element itself, not its content, is a click on the backdrop.
        if (closeOnOutsideClick && event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {showCloseButton ? (
          <Button className={styles.close} aria-label={closeLabel} onClick={onClose}>
            ×
          </Button>
        ) : null}
      </div>
      {children}
    </dialog>
  );
}
