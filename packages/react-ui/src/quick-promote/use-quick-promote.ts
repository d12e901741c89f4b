import { quickPromoteActors, type PortsRuntime } from '@pinstack/core/actors';
import { quickPromoteMachine, selectQuickPromote, selectQuickPromoteFormChecks } from '@pinstack/core/machines';
import type {
  QuickPromoteEvent,
  QuickPromoteFormChecks,
  QuickPromoteInput,
  QuickPromoteOutput,
  QuickPromoteView,
} from '@pinstack/core/machines';
import type { AdsService, LocalStorage } from '@pinstack/core/ports';
import { useEffect, useMemo } from 'react';
import { useBoundMachine } from '../provider/use-bound-machine.js';
import { useLatest } from '../provider/use-latest.js';

/** What {@link useQuickPromote} gives its views. */
export interface QuickPromoteBinding {
  readonly view: QuickPromoteView;
  /** S1 §2 / §9 the form's live checks and the billing link. */
  readonly checks: QuickPromoteFormChecks;
  readonly send: (event: QuickPromoteEvent) => void;
}

/** Options of {@link useQuickPromote}: what closing does in the browser, and the ads host. */
export interface UseQuickPromoteOptions {
  /** S1 §2 close: go back `steps` history entries. @default window.history.go(-steps) */
  readonly historyBack?: (steps: number) => void;
  /** S1 §2 close-window experiment: close the window. @default window.close() */
  readonly closeWindow?: () => void;
  /** Origin of the ads host the billing link opens on (S1 §2). */
  readonly adsHost?: string;
  /** Reading (2): consent was given; the caller remembers it for this account (the GDPR step is then skipped). */
  readonly onConsent?: () => void;
  /** Runs once when the flow ends (finished or closed). */
  readonly onFinish?: (output: QuickPromoteOutput) => void;
  /**
   * Sends `VIEWPORT.RESIZE` with `window.innerWidth` on mount and on every resize (S1 §2 width modes).
   * @default true
   */
  readonly trackViewport?: boolean;
}

/**
 * S1 §2 / §4 binds `quickPromoteMachine` to the app's ads port and local storage (saved drafts per
 * Pin and advertiser): the view model of `selectQuickPromote`, the live form checks of
 * `selectQuickPromoteFormChecks` and the machine's `send`.
 */
export function useQuickPromote(input: QuickPromoteInput, options: UseQuickPromoteOptions = {}): QuickPromoteBinding {
  const latest = useLatest(options);
  const { view, send, snapshot } = useBoundMachine(
    'useQuickPromote',
    (runtime: PortsRuntime<AdsService | LocalStorage>) =>
      quickPromoteMachine.provide({
        actors: quickPromoteActors(runtime),
        actions: {
          historyBack: (_, params: { steps: number }) => {
            const back = latest.current.historyBack;
            if (back !== undefined) back(params.steps);
            else window.history.go(-params.steps);
          },
          rememberConsent: () => latest.current.onConsent?.(),
          closeWindow: () => {
            const close = latest.current.closeWindow;
            if (close !== undefined) close();
            else window.close();
          },
        },
      }),
    { input, select: selectQuickPromote, onFinish: options.onFinish },
  );
  const adsHost = options.adsHost;
  const checks = useMemo(() => selectQuickPromoteFormChecks(snapshot, adsHost === undefined ? {} : { adsHost }), [snapshot, adsHost]);
  const trackViewport = options.trackViewport ?? true;
  useEffect(() => {
    if (!trackViewport) return;
    const resize = () => send({ type: 'VIEWPORT.RESIZE', width: window.innerWidth });
    resize();
    window.addEventListener('resize', resize);
    return () => window.removeEventListener('resize', resize);
  }, [send, trackViewport]);
  return { view, checks, send };
}
