/**
 * What "the same Pin" is (issue 20: saving again made silent copies, and a repinned Pin filled the
 * home feed and search many times). Decision (docs/spec-coverage.md): a Pin and every repin of it,
 * at any depth, are one Pin — its *origin*, the Pin first saved; a repin records the origin it
 * copies (`repin_of` is the origin, never a repin), so one comparison answers. A Pin made anew from
 * a web page or an upload is a new Pin even when its image is the same: S0 §7's
 * AlreadyPinnedCheckQuery asks about a Pin by id, and two people may well pin one picture apart.
 */
import type { Board } from '../entities.js';
import { alreadySavedNotice } from './save.js';

/** A stored Pin as far as its identity goes: its id and the origin it is a repin of, if any. */
export interface PinLineage {
  readonly id: string;
  readonly repinOf?: string | null;
}

/**
 * The origin of a Pin: the Pin it is a repin of, else itself. Two Pins are the same Pin when their
 * origins are equal; a repin of `source` records `pinOrigin(source)`, so chains never form.
 */
export function pinOrigin(pin: PinLineage): string {
  return typeof pin.repinOf === 'string' && pin.repinOf !== '' ? pin.repinOf : pin.id;
}

/**
 * Wire protocol home feed and search: one card per Pin. Of the items (newest first) of one origin,
 * the oldest stays (the original when the viewer may see it), where it was: a new repin neither
 * adds a card nor moves one, so pages read by offset stay put while people repin. Order kept.
 */
export function onePerPin<T>(newestFirst: readonly T[], originOf: (item: T) => string): T[] {
  const oldest = new Map<string, number>();
  for (const [index, item] of newestFirst.entries()) oldest.set(originOf(item), index);
  return newestFirst.filter((item, index) => oldest.get(originOf(item)) === index);
}

/**
 * S0 §8 a save of a Pin into a board that already holds it (a Pin of the same origin): refused with
 * `Psst! You already saved this Pin to {board}` instead of a silent copy — except on a
 * `quick_creates` board, where S0 §8 shows no notice, so the copy is made. `null`: save.
 */
export function alreadySavedRefusal(board: Pick<Board, 'name' | 'layout'>, holdsPin: boolean): string | null {
  return holdsPin ? alreadySavedNotice(board.name, board.layout) : null;
}

/**
 * S0 §2/§8 a picker row marked as already holding the Pin being saved: the server said so
 * (`holds_pin`, answering `pin_id`), or it is the board the Pin came marked with (`pinnedToBoard`).
 */
export function boardHoldsPin(board: Pick<Board, 'id' | 'holds_pin'>, pinnedToBoardId: string | null | undefined): boolean {
  return board.holds_pin === true || (pinnedToBoardId != null && board.id === pinnedToBoardId);
}
