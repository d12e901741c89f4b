/** S1 §4 navigation history as a machine around the pure `navigationHistoryReducer`. */
import type { NavigationHistory } from '../../rules/navigation-history.js';

/** One history entry: a path with its query and hash, as the router shows it (`/pin/1/?x=1`). */
export type NavigationEntry = string;

/** What the caller starts the history with: the page loaded first. */
export interface NavigationHistoryInput {
  readonly current: NavigationEntry;
}

/** The machine's memory is the reducer's state, unchanged. */
export type NavigationHistoryContext = NavigationHistory<NavigationEntry>;

/** S1 §4 push, replace and pop. */
export type NavigationHistoryEvent =
  /** Go to a new entry; the forward list is cleared. */
  | { readonly type: 'NAV.PUSH'; readonly entry: NavigationEntry }
  /** Swap the current entry. */
  | { readonly type: 'NAV.REPLACE'; readonly entry: NavigationEntry }
  /** Move `delta` entries: negative back, positive forward, clamped to what exists. */
  | { readonly type: 'NAV.POP'; readonly delta: number };

/** Where the current entry sits: what the back and forward buttons can do. */
export type NavigationPosition = 'single' | 'newest' | 'middle' | 'oldest';

/** Every state, event, action and guard name of navigationHistoryMachine. */
export const navigationHistorySchema = {
  states: ['single', 'newest', 'middle', 'oldest'],
  events: ['NAV.PUSH', 'NAV.REPLACE', 'NAV.POP'],
  actions: ['reduce'],
  guards: ['popLeadsTo'],
} as const satisfies { states: readonly NavigationPosition[] } & Record<string, readonly string[]>;

/** Names in {@link navigationHistorySchema}, as types. */
export interface NavigationHistorySchema {
  readonly state: NavigationPosition;
  readonly event: NavigationHistoryEvent['type'];
  readonly action: (typeof navigationHistorySchema.actions)[number];
  readonly guard: (typeof navigationHistorySchema.guards)[number];
}
