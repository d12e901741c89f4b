import type { SnapshotFrom } from 'xstate';
import type { Pin } from '../../entities.js';
import type { PinLocation } from '../../rules/move.js';
import { feedKey, type movePinsMachine } from './move-pins.machine.js';
import type { MovePinsState } from './move-pins.types.js';

/** S0 §4 what a board or section page shows while Pins move. */
export interface MovePinsView {
  readonly state: MovePinsState;
  readonly moving: boolean;
  /** S0 §5/§8 the move error notice. */
  readonly error: string | null;
  /** The Pins of one board or section feed, with any move applied. */
  readonly feed: (location: PinLocation) => readonly Pin[];
}

/** S0 §4: projects a movePinsMachine snapshot to what the page needs. */
export function selectMovePins(snapshot: SnapshotFrom<typeof movePinsMachine>): MovePinsView {
  const { context } = snapshot;
  const state = snapshot.value as MovePinsState;
  return { state, moving: state === 'moving', error: context.error, feed: (location) => context.feeds[feedKey(location)] ?? [] };
}
