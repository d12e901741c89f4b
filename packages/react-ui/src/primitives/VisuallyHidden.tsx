import type { ReactNode } from 'react';
import styles from './VisuallyHidden.module.css';

/** Text for screen readers only (an accessible name's tail, a live region). */
export function VisuallyHidden({ children }: { readonly children?: ReactNode }) {
  return <span className={styles.hidden}>{children}</span>;
}
