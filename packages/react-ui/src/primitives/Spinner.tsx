import styles from './Spinner.module.css';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** What is loading, read by screen readers. */
  readonly label: string;
}

/** A loading spinner with an accessible name (S0 §2 "with a loading spinner"). */
export function Spinner({ label }: SpinnerProps) {
  return <span role="progressbar" aria-label={label} aria-busy="true" className={styles.spinner} />;
}
