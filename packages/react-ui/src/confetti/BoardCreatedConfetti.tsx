import { CONFETTI_DURATION_MS, CONFETTI_PARTICLES } from '@pinstack/core';
import { useEffect } from 'react';

/** Animation frames canvas-confetti draws at 60 per second, for CONFETTI_DURATION_MS. */
const TICKS = Math.round(CONFETTI_DURATION_MS / (1000 / 60));

/**
 * S0 §2/§9 the confetti of `Board created`: 120 particles for 800 ms, nothing under
 * `prefers-reduced-motion`. canvas-confetti (4.2 KB) is loaded only when a board is created.
 */
export function BoardCreatedConfetti() {
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let cancelled = false;
    let reset: (() => void) | null = null;
    void import('canvas-confetti').then(({ default: confetti }) => {
      if (cancelled) return;
      // no worker: the page's CSP allows no blob: worker (issue 20 trial: a console error), and 120
      // particles for 800 ms draw well on the main thread
      const cannon = confetti.create(undefined, { resize: true, useWorker: false });
      reset = cannon.reset;
      void cannon({ particleCount: CONFETTI_PARTICLES, ticks: TICKS, spread: 70, origin: { y: 0.6 }, disableForReducedMotion: true });
    });
    return () => {
      cancelled = true;
      reset?.();
    };
  }, []);
  return null;
}
