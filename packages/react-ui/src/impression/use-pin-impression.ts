import { impressionMachine, selectImpression } from '@pinstack/core/machines';
import type { ImpressionKind, ImpressionRecord, ImpressionView } from '@pinstack/core/machines';
import { useMachine } from '@xstate/react';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { RefObject } from 'react';
import { useLatest } from '../provider/use-latest.js';

/** Options of {@link usePinImpression}. */
export interface UsePinImpressionOptions {
  readonly pinId: string;
  /** @default 'pin' */
  readonly kind?: ImpressionKind;
  /** Sends one seen visit to tracking; called when the Pin leaves the viewport (or unmounts). */
  readonly onReport: (record: ImpressionRecord) => void;
  /** The clock, in ms. @default performance.now */
  readonly now?: () => number;
}

/**
 * Intersection ratios that matter to the S1 §4 thresholds (1, 50 and 80 percent), plus 0 and 1 so
 * leaving and full visibility are heard.
 */
export const IMPRESSION_OBSERVER_THRESHOLDS = [0, 0.01, 0.5, 0.8, 1] as const;

/**
 * S1 §4 impression timing of one Pin: an IntersectionObserver on `ref` sends the visible percent to
 * its own `impressionMachine`; window blur, page hide and unload pause the session, focus and show
 * resume it; a seen visit is reported when the Pin leaves the viewport (and when it unmounts).
 */
export function usePinImpression(ref: RefObject<Element | null>, options: UsePinImpressionOptions): ImpressionView {
  const latest = useLatest(options);
  const [machine] = useState(() =>
    impressionMachine.provide({ actions: { reportImpression: (_, record: ImpressionRecord) => latest.current.onReport(record) } }),
  );
  const [snapshot, send] = useMachine(machine, {
    input: { itemId: options.pinId, kind: options.kind ?? 'pin', now: () => (latest.current.now ?? (() => performance.now()))() },
  });
  useEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) send({ type: 'VISIBILITY.CHANGE', percent: entry.isIntersecting ? entry.intersectionRatio * 100 : 0 });
      },
      { threshold: [...IMPRESSION_OBSERVER_THRESHOLDS] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, send]);
  // note: a layout cleanup runs before useMachine stops the actor on unmount
  useLayoutEffect(
    () => () => {
      // leaving the page is leaving the viewport: a seen visit is reported now
      send({ type: 'VISIBILITY.CHANGE', percent: 0 });
    },
    [send],
  );
  useEffect(() => {
    const blur = () => send({ type: 'PAGE.BLUR' });
    const focus = () => send({ type: 'PAGE.FOCUS' });
    const visibility = () => send({ type: document.visibilityState === 'hidden' ? 'PAGE.HIDE' : 'PAGE.SHOW' });
    const unload = () => send({ type: 'PAGE.UNLOAD' });
    const show = () => send({ type: 'PAGE.SHOW' });
    window.addEventListener('blur', blur);
    window.addEventListener('focus', focus);
    document.addEventListener('visibilitychange', visibility);
    window.addEventListener('pagehide', unload);
    window.addEventListener('pageshow', show);
    return () => {
      window.removeEventListener('blur', blur);
      window.removeEventListener('focus', focus);
      document.removeEventListener('visibilitychange', visibility);
      window.removeEventListener('pagehide', unload);
      window.removeEventListener('pageshow', show);
    };
  }, [send]);
  return useMemo(() => selectImpression(snapshot), [snapshot]);
}
