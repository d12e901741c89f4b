import type { Pin } from '../../entities.js';
import type { MovePinsPayload, PinLocation } from '../../rules/move.js';

/** S0 §4 the feeds on screen, keyed by {@link feedKey} of their board or section. */
export type PinFeeds = Readonly<Record<string, readonly Pin[]>>;

/** S0 §4 moving Pins: the feeds already shown and who is acting (S0 §6 orbac_subject_id). */
export interface MovePinsInput {
  readonly feeds?: PinFeeds;
  readonly actingAsSubjectId?: string | null;
}

/** S0 §4 moving Pins: the machine's memory. */
export interface MovePinsContext {
  readonly feeds: PinFeeds;
  readonly actingAsSubjectId: string | null;
  /** The move being sent and the two feeds as they were before it, for the revert. */
  readonly pending: {
    readonly from: PinLocation;
    readonly to: PinLocation;
    readonly pinIds: readonly string[];
    readonly before: PinFeeds;
  } | null;
  /** S0 §5/§8 why the last move failed. */
  readonly error: string | null;
}

/** S0 §4 moving Pins events. */
export type MovePinsEvent =
  | { readonly type: 'FEED.SET'; readonly location: PinLocation; readonly pins: readonly Pin[] }
  | { readonly type: 'PINS.MOVE'; readonly from: PinLocation; readonly to: PinLocation; readonly pinIds: readonly string[] }
  | { readonly type: 'ERROR.DISMISS' };

/** S0 §7 BulkEditSelectAllResource update, as the `movePins` actor receives it. */
export type MovePinsCallInput = MovePinsPayload;

/** S0 §4: every state, event, guard and actor name of movePinsMachine. */
export const movePinsSchema = {
  states: ['idle', 'moving'],
  events: ['FEED.SET', 'PINS.MOVE', 'ERROR.DISMISS'],
  guards: ['validMove'],
  actors: ['movePins'],
} as const;

/** S0 §4: a state of movePinsMachine. */
export type MovePinsState = (typeof movePinsSchema.states)[number];
