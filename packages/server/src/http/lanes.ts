/**
 * Lanes for the reads whose cost depends on what is asked (search, typeahead): per server, at most
 * a few of each kind reach the database at once and the rest wait their turn here. PGlite runs one
 * statement at a time in arrival order, so without a lane a cheap read sent after eight searches
 * waited for all eight; with one it waits for at most one per lane (issue 21: one cheap request
 * never stalls the server). On PostgreSQL a lane keeps searches from taking every pooled connection.
 */
import type { ServerEnv } from './call.js';

/** The kinds of read that take a lane. */
export type LaneKind = 'search' | 'typeahead';

/** How many reads of one kind may run at once: one on PGlite; on PostgreSQL, under half of the 10 pooled connections. */
export const LANE_WIDTH = { pglite: 1, postgres: 4 } as const;

/** A FIFO limit of `width` concurrent tasks. */
export class Lane {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly width: number) {}

  /** Runs `task` once fewer than `width` tasks of this lane run; tasks start in the order they came. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.width) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter (running stays the same), else frees up.
      const next = this.waiting.shift();
      if (next !== undefined) next();
      else this.running -= 1;
    }
  }

  /** Tasks waiting for a slot (tests). */
  get queued(): number {
    return this.waiting.length;
  }
}

const lanes = new WeakMap<ServerEnv, Map<LaneKind, Lane>>();

/** The server's lane of this kind. */
export function laneOf(env: ServerEnv, kind: LaneKind): Lane {
  let byKind = lanes.get(env);
  if (byKind === undefined) {
    byKind = new Map();
    lanes.set(env, byKind);
  }
  let lane = byKind.get(kind);
  if (lane === undefined) {
    lane = new Lane(LANE_WIDTH[env.db.kind]);
    byKind.set(kind, lane);
  }
  return lane;
}
