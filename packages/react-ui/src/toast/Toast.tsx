import type { MobileSaveToast } from '@pinstack/core/rules';
import { useEffect } from 'react';
import { useAnnounce } from '../primitives/LiveRegion.js';
import { useLatest } from '../provider/use-latest.js';
import styles from './Toast.module.css';

/** Props of {@link Toast}. */
export interface ToastProps {
  /** What to show and for how long: `mobileSaveToast` (S0 §2/§9) or a machine's `showToast` params. */
  readonly toast: MobileSaveToast;
  /** Runs once `toast.durationMs` has passed. */
  readonly onDismiss: () => void;
}

/**
 * S0 §2/§9 the mobile toast: `Saved to {{ boardName }}` with a `View` link for 5000 ms. Its text is
 * also announced in the page's live region, which exists before the first toast.
 */
export function Toast({ toast, onDismiss }: ToastProps) {
  const announce = useAnnounce();
  const dismiss = useLatest(onDismiss);
  useEffect(() => {
    announce(toast.text);
    // note: the duration is the rule's (TOAST_DURATION_MS); the view only keeps it on screen that long
    const timer = setTimeout(() => dismiss.current(), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast, announce, dismiss]);
  return (
    <div className={styles.toast}>
      <span>{toast.text}</span>
      {toast.action === null ? null : (
        <a className={styles.action} href={toast.action.href}>
          {toast.action.label}
        </a>
      )}
    </div>
  );
}
