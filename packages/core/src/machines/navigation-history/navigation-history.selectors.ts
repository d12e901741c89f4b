import type { SnapshotFrom } from 'xstate';
import { navigationHistoryLength } from '../../rules/navigation-history.js';
import type { navigationHistoryMachine } from './navigation-history.machine.js';
import type { NavigationEntry } from './navigation-history.types.js';

/** A snapshot of {@link navigationHistoryMachine}. */
export type NavigationHistorySnapshot = SnapshotFrom<typeof navigationHistoryMachine>;

/** What back/forward buttons and the quick-promote close need (S1 §2, §4). */
export interface NavigationHistoryView {
  readonly current: NavigationEntry;
  readonly canGoBack: boolean;
  readonly canGoForward: boolean;
  /** Entries in the history: back, current and forward. */
  readonly length: number;
}

/** S1 §4: the history's view model. */
export function selectNavigationHistory(snapshot: NavigationHistorySnapshot): NavigationHistoryView {
  const { context } = snapshot;
  return {
    current: context.current,
    canGoBack: context.back.length > 0,
    canGoForward: context.forward.length > 0,
    length: navigationHistoryLength(context),
  };
}

// S1 §2 the pin-builder route, on its own or under /advertiser/{id}/.
const PIN_BUILDER_SEGMENT = /(^|\/)pin-builder(\/|$|\?|#)/;

/**
 * S1 §2: the facts `QUICK_PROMOTE.CLOSE` carries: the history length, and whether a pin-builder
 * page is in the stack (the entries behind the current one, and the current one).
 */
export function quickPromoteCloseFacts(snapshot: NavigationHistorySnapshot): { historyLength: number; pinBuilderInStack: boolean } {
  const { context } = snapshot;
  return {
    historyLength: navigationHistoryLength(context),
    pinBuilderInStack: [...context.back, context.current].some((entry) => PIN_BUILDER_SEGMENT.test(entry)),
  };
}
