import { MESSAGES } from '@pinstack/core';
import { loadingBarPercent } from '@pinstack/core/rules';
import { useEffect, useState } from 'react';
import { Spinner } from '../primitives/Spinner.js';
import styles from './Loading.module.css';

/** S1 §2 the loading screen: `Welcome to Pinstack!` (the spec's sentence with our name) and its subtitle, with a spinner. */
export function LoadingScreen() {
  return (
    <section className={styles.screen} aria-labelledby="ps-loading-title" aria-busy="true">
      <h1 id="ps-loading-title" className={styles.title}>
        {MESSAGES.welcome}
      </h1>
      <p className={styles.subtitle}>{MESSAGES.welcomeBody}</p>
      <Spinner label="Loading" />
    </section>
  );
}

/** Props of {@link LoadingBar}. */
export interface LoadingBarProps {
  /** The work finished: the bar fills and goes away. */
  readonly done: boolean;
  /** The clock, in ms. @default performance.now */
  readonly now?: () => number;
  /** @default 'Loading' */
  readonly label?: string;
}

/**
 * S1 §9 the top loading bar: its percent is `loadingBarPercent` of the time since it started
 * (95% at 6000 ms, never more while loading), 100% once done, then hidden.
 */
export function LoadingBar({ done, now = () => performance.now(), label = 'Loading' }: LoadingBarProps) {
  const [startedAt] = useState(now);
  const [percent, setPercent] = useState(0);
  useEffect(() => {
    if (done) return;
    let frame = 0;
    const step = () => {
      setPercent(loadingBarPercent(now() - startedAt));
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [done, now, startedAt]);
  const shown = done ? 100 : percent;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(shown)}
      className={done ? `${styles.bar} ${styles.done}` : styles.bar}
    >
      <div className={styles.fill} style={{ width: `${shown}%` }} />
    </div>
  );
}
