/**
 * S0 §4 loading indicator: the loading/success state pair, the success state shown for
 * LOADING_INDICATOR_DURATION_MS (4000 ms) before the indicator goes back to idle.
 */

/**
 * S0 §4 the loading/success indicator's duration constant: how long the success shows. Kept
 * beside its machine, not in constants.ts: the shell's chunk carries constants.ts, and only the
 * pages that run the indicator need it (#22's entry budget).
 */
export const LOADING_INDICATOR_DURATION_MS = 4_000;

/** What the indicator remembers (S0 §4). */
export interface LoadingIndicatorContext {
  /** How long the success state shows, in ms. @default LOADING_INDICATOR_DURATION_MS */
  readonly successDurationMs: number;
}

/** Start values of the indicator (S0 §4); `{}` uses the spec's 4000 ms. */
export interface LoadingIndicatorInput {
  /** Overrides the success duration; a non-finite or negative value keeps the default. */
  readonly successDurationMs?: number;
}

/** Events the page sends the indicator (S0 §4). */
export type LoadingIndicatorEvent =
  /** Work began: show the loading state (also restarts from a success still showing). */
  | { readonly type: 'LOADING.START' }
  /** The work succeeded: show the success state for the success duration. */
  | { readonly type: 'LOADING.SUCCEED' }
  /** The work failed: the indicator goes away; the caller shows its own error. */
  | { readonly type: 'LOADING.FAIL' }
  /** The viewer closed the success state before its time ran out. */
  | { readonly type: 'LOADING.DISMISS' };

/** S0 §4: every state, event, action, guard and delay name of loadingIndicatorMachine. */
export const loadingIndicatorSchema = {
  states: ['idle', 'loading', 'success'],
  events: ['LOADING.START', 'LOADING.SUCCEED', 'LOADING.FAIL', 'LOADING.DISMISS'],
  actions: [],
  guards: [],
  delays: ['successDuration'],
} as const;

/** Names in {@link loadingIndicatorSchema}, as types. */
export interface LoadingIndicatorSchema {
  readonly state: (typeof loadingIndicatorSchema.states)[number];
  readonly event: LoadingIndicatorEvent['type'];
  readonly delay: (typeof loadingIndicatorSchema.delays)[number];
}
