/**
 * Lanes for the reads whose cost depends on what is asked (search, typeahead): per server, at most
 * a few of each kind reach the database at once and the rest wait their turn here. PGlite runs one
 * statement at a time in arrival order, so without a lane a cheap read sent after eight searches
 * waited for all eight; with one it waits for at most one per lane (issue 21: one cheap request
 * never stalls the server). On PostgreSQL a lane keeps searches from taking every pooled connection.
 *
 * A lane also gives way: before a lane read starts, it waits while other requests (those outside
 * any lane) are in flight, up to {@link GIVE_WAY_MAX_MS}. PGlite runs in the server's own thread,
 * so a search statement holds everything; without giving way, a read that came after eight
 * searches still met a search statement at each of its own steps (decode, session, its query,
 * the answer) and took as long as all eight. The cap keeps searches moving under steady traffic.
 */
import type { ServerEnv } from './call.js';

/** The kinds of read that take a lane. */
export type LaneKind = 'search' | 'typeahead';

/** How many reads of one kind may run at once: one on PGlite; on PostgreSQL, under half of the 10 pooled connections. */
export const LANE_WIDTH = { pglite: 1, postgres: 4 } as const;

/** The longest a lane read waits for other requests to finish before it starts anyway. */
export const GIVE_WAY_MAX_MS = 50;

/**
 * The server's requests in flight, outside and inside lanes: `app.ts` counts every request, a
 * lane counts its own, and {@link Traffic.otherRequestsDone} resolves when no request outside a
 * lane is left (or after `maxMs`).
 */
export class Traffic {
  private requests = 0;
  private inLanes = 0;
  private readonly quietWaiters: (() => void)[] = [];

  /** Counts a request for as long as `handle` runs. */
  async request<T>(handle: () => Promise<T>): Promise<T> {
    this.requests += 1;
    try {
      return await handle();
    } finally {
      this.requests -= 1;
      this.wake();
    }
  }

  /** Counts a lane task (waiting or running) for as long as `task` runs. */
  async inLane<T>(task: () => Promise<T>): Promise<T> {
    this.inLanes += 1;
    try {
      return await task();
    } finally {
      this.inLanes -= 1;
    }
  }

  /** Requests in flight that are not lane tasks. */
  get others(): number {
    return Math.max(0, this.requests - this.inLanes);
  }

  /** Resolves once no request outside a lane is in flight, or after `maxMs`. */
  otherRequestsDone(maxMs: number): Promise<void> {
    if (this.others === 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const at = this.quietWaiters.indexOf(done);
        if (at >= 0) this.quietWaiters.splice(at, 1);
        resolve();
      }, maxMs);
      this.quietWaiters.push(done);
    });
  }

  private wake(): void {
    if (this.others > 0) return;
    for (const waiter of this.quietWaiters.splice(0)) waiter();
  }
}

/**
 * A FIFO limit of `width` concurrent tasks. With `traffic`, a task gives way once it has its slot:
 * it starts when no request outside a lane is in flight, or after `giveWayMaxMs`.
 */
export class Lane {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly width: number,
    private readonly traffic?: Traffic,
    private readonly giveWayMaxMs = GIVE_WAY_MAX_MS,
  ) {}

  /** Runs `task` once fewer than `width` tasks of this lane run; tasks start in the order they came. */
  run<T>(task: () => Promise<T>): Promise<T> {
    const traffic = this.traffic;
    if (traffic === undefined) return this.inOrder(task);
    return traffic.inLane(() =>
      this.inOrder(async () => {
        await traffic.otherRequestsDone(this.giveWayMaxMs);
        return task();
      }),
    );
  }

  private async inOrder<T>(task: () => Promise<T>): Promise<T> {
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
const traffics = new WeakMap<ServerEnv, Traffic>();

/** The server's count of requests in flight. */
export function trafficOf(env: ServerEnv): Traffic {
  let traffic = traffics.get(env);
  if (traffic === undefined) {
    traffic = new Traffic();
    traffics.set(env, traffic);
  }
  return traffic;
}

/** The server's lane of this kind. */
export function laneOf(env: ServerEnv, kind: LaneKind): Lane {
  let byKind = lanes.get(env);
  if (byKind === undefined) {
    byKind = new Map();
    lanes.set(env, byKind);
  }
  let lane = byKind.get(kind);
  if (lane === undefined) {
    lane = new Lane(LANE_WIDTH[env.db.kind], trafficOf(env));
    byKind.set(kind, lane);
  }
  return lane;
}
