/**
 * Test support for the `*.paths.test.ts` file of every core machine (style habit 7): walks a
 * machine with xstate/graph and reports which states it reaches, which final states it ends in and
 * which reachable states are dead ends, then replays walked paths (or one path per walked
 * transition) on a live actor. One walk for all machines, so every paths test means the same thing.
 * Not exported from the package; only tests import it.
 */
import { createActor, fromPromise } from 'xstate';
import type { ActorOptions, AnyMachineSnapshot, AnyStateMachine, EventFromLogic, EventObject, InputFrom, SnapshotFrom } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getStateNodes } from 'xstate/graph';
import type { AdjacencyMap, StatePath, TraversalOptions } from 'xstate/graph';

type Sample<M extends AnyStateMachine> = EventFromLogic<M> | { readonly type: string; readonly [key: string]: unknown };
type Path<M extends AnyStateMachine> = StatePath<SnapshotFrom<M>, EventFromLogic<M>>;

/** Options of {@link pathCoverage}. */
export interface PathCoverageOptions<M extends AnyStateMachine> {
  /** Input the machine starts with. */
  readonly input?: InputFrom<M>;
  /**
   * Events to try, keyed by type; the machine's own event types without samples are tried with
   * `{ type }` alone (so actor done/error and delay events are covered too). Samples carry the
   * payloads (`output`, ids) that guards read.
   */
  readonly samples?: Readonly<Record<string, readonly Sample<M>[]>>;
  /**
   * Try every event type the machine names at every snapshot, not only those its active states
   * handle, so the walk (and its replay) also shows that the others are ignored. Leave it off for
   * machines that invoke actors: an actor's done event where no call runs cannot be replayed.
   * @default false
   */
  readonly everyEvent?: boolean;
  /**
   * What makes two snapshots the same for the walk, besides the state value; leave counters out
   * here so loops end (`() => null` keys snapshots by state value alone).
   * @default the whole context
   */
  readonly serialize?: (snapshot: SnapshotFrom<M>) => unknown;
}

/** Result of {@link pathCoverage}. */
export interface PathCoverage<M extends AnyStateMachine> {
  /**
   * One shortest path per distinct reachable snapshot. Where `serialize` leaves part of the context
   * out, a step's snapshot is xstate/graph's stand-in for its key and that part may come from
   * another path; a replay that then differs there is compared with the same `serialize`.
   */
  readonly paths: Path<M>[];
  /**
   * One path per walked transition out of a snapshot that has not finished: the shortest path to
   * the snapshot, then the transition's event.
   */
  readonly transitions: Path<M>[];
  /** Ids of every atomic or final state node of the machine. */
  readonly stateIds: readonly string[];
  /** Ids of atomic/final state nodes no path reaches. */
  readonly unreached: readonly string[];
  /** Ids of the final state nodes the walk finishes in. */
  readonly finals: readonly string[];
  /** Ids of reachable states, not finished, with no event leading to another state (an actor in error is one). */
  readonly deadEnds: readonly string[];
}

const leafIds = (snapshot: AnyMachineSnapshot): string[] =>
  snapshot._nodes.filter((n) => n.type === 'atomic' || n.type === 'final').map((n) => n.id);

/** Walks `machine` breadth-first and reports reachability, final states and dead ends (style habit 7). */
export function pathCoverage<M extends AnyStateMachine>(machine: M, options: PathCoverageOptions<M> = {}): PathCoverage<M> {
  const samples = options.samples ?? {};
  const tried = (types: readonly string[]): EventObject[] =>
    [...new Set(types)].flatMap((type) => (samples[type] ?? [{ type }]) as EventObject[]);
  const everyType: readonly string[] = machine.events;
  const events = (snapshot: AnyMachineSnapshot): EventObject[] =>
    tried(options.everyEvent ? everyType : snapshot._nodes.flatMap((n) => n.ownEvents));
  const logic: AnyStateMachine = machine;
  const serialize = options.serialize as ((snapshot: AnyMachineSnapshot) => unknown) | undefined;
  const key = (snapshot: AnyMachineSnapshot): string =>
    JSON.stringify(serialize ? [snapshot.value, serialize(snapshot)] : [snapshot.value, snapshot.context]);
  const traversal: TraversalOptions<AnyMachineSnapshot, EventObject, unknown> = { events, input: options.input, serializeState: key };
  const paths = getShortestPaths(logic, traversal) as unknown as Path<M>[];
  const stateIds = getStateNodes(machine.root)
    .filter((n) => n.type === 'atomic' || n.type === 'final')
    .map((n) => n.id);
  const reached = new Set(paths.flatMap((p) => leafIds(p.state)));
  const pathTo = new Map(paths.map((p) => [key(p.state), p]));
  const adjacency: AdjacencyMap<AnyMachineSnapshot, EventObject> = getAdjacencyMap(logic, traversal);
  const finals = new Set<string>();
  const deadEnds = new Set<string>();
  const transitions: Path<M>[] = [];
  for (const [from, { state, transitions: out }] of Object.entries(adjacency)) {
    if (state.status === 'done') {
      for (const id of leafIds(state)) finals.add(id);
      continue;
    }
    const next = Object.values(out as Record<string, { event: EventObject; state: AnyMachineSnapshot }>);
    const here = JSON.stringify(state.value);
    if (state.status !== 'active' || !next.some((t) => JSON.stringify(t.state.value) !== here)) {
      for (const id of leafIds(state)) deadEnds.add(id);
    }
    // getShortestPaths answers every snapshot getAdjacencyMap finds, under the same key
    const path = pathTo.get(from);
    if (!path) throw new Error(`pathCoverage: no shortest path to ${from}`);
    for (const t of next) {
      const step = { state: t.state, event: t.event } as unknown as Path<M>['steps'][number];
      transitions.push({ state: step.state, steps: [...path.steps, step], weight: path.weight + 1 });
    }
  }
  return {
    paths,
    transitions,
    stateIds,
    unreached: stateIds.filter((id) => !reached.has(id)),
    finals: [...finals],
    deadEnds: [...deadEnds],
  };
}

/** Options of {@link replayPath}. */
export interface ReplayOptions<M extends AnyStateMachine> {
  readonly input?: InputFrom<M>;
  /**
   * Actors (by their name in `setup({ actors })`) replaced by calls that only the path's done/error
   * events settle; an event answers the running call with its invoke id (the actor's name when the
   * invoke has no id of its own).
   */
  readonly actorIds: readonly string[];
  /**
   * Fires the next pending XState delay (e.g. `() => vi.advanceTimersToNextTimerAsync()`, or
   * `async () => clock.increment(ms)` with a {@link ReplayOptions.clock}).
   */
  readonly advanceTime: () => Promise<unknown>;
  /** Lets settled promise actors deliver their results (e.g. `() => vi.advanceTimersByTimeAsync(0)`). */
  readonly flush: () => Promise<unknown>;
  /**
   * The clock the live actor schedules its delays on (e.g. xstate's `SimulatedClock`).
   * @default the actor's own clock (real or fake timers)
   */
  readonly clock?: ActorOptions<M>['clock'];
  /** Where the live actor's `log` actions write (e.g. `() => {}` where a failure is logged on purpose). @default console.log */
  readonly logger?: ActorOptions<M>['logger'];
  /** The same `serialize` the walk used: only what it keeps is compared. @default the whole context */
  readonly serialize?: (snapshot: SnapshotFrom<M>) => unknown;
}

/**
 * Replays one walked path on a live actor (style habit 7's `testPath`): user events are sent,
 * actor done/error events resolve or reject the live invocation, delay events advance the clock.
 * After every step the live status, state value and context must equal the walked ones; a live
 * actor that ends in error must match a final walked state. Throws an Error naming the first
 * mismatch. To check the machine's own effects, pass `machine.provide({ actions })`.
 */
export async function replayPath<M extends AnyStateMachine>(machine: M, path: Path<M>, options: ReplayOptions<M>): Promise<void> {
  const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  const actors = Object.fromEntries(
    options.actorIds.map((name) => [
      name,
      fromPromise(({ self }) => new Promise((resolve, reject) => pending.set(self.id, { resolve, reject }))),
    ]),
  );
  const logic: AnyStateMachine = machine.provide({ actors } as never);
  // note: createActor spreads its options over its defaults, so an absent clock or logger must stay absent, not undefined
  const { clock, logger } = options;
  const live = createActor(logic, { input: options.input, ...(clock && { clock }), ...(logger && { logger }) });
  live.subscribe({ error: () => {} }); // an error is compared below, not thrown
  live.start();
  await options.flush();
  const compared = options.serialize as ((snapshot: AnyMachineSnapshot) => unknown) | undefined;
  const seen = (snapshot: AnyMachineSnapshot) =>
    JSON.stringify([snapshot.status, snapshot.value, compared ? compared(snapshot) : snapshot.context]);
  try {
    for (const [index, step] of path.steps.entries()) {
      const event = step.event as EventObject & { output?: unknown; error?: unknown };
      const answer = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
      if (event.type === 'xstate.init') {
        // nothing to drive: compare the initial snapshot
      } else if (answer) {
        const call = pending.get(answer[2] ?? '');
        if (!call) throw new Error(`step ${index}: ${event.type} but no live ${answer[2]} call is running`);
        pending.delete(answer[2] ?? '');
        if (answer[1] === 'done') call.resolve(event.output);
        else call.reject(event.error);
      } else if (event.type.startsWith('xstate.after.')) {
        await options.advanceTime();
      } else {
        live.send(event);
      }
      await options.flush();
      const actual = live.getSnapshot() as AnyMachineSnapshot;
      const expected = step.state as AnyMachineSnapshot;
      if (actual.status === 'error') {
        if (expected.status !== 'done') throw new Error(`step ${index} (${event.type}): live actor failed: ${String(actual.error)}`);
        return;
      }
      if (seen(actual) !== seen(expected)) {
        throw new Error(`step ${index} (${event.type}): live ${seen(actual)}\n≠ walked ${seen(expected)}`);
      }
    }
  } finally {
    live.stop();
  }
}

/** Names a walked path by its events (payloads after the type), for test titles. */
export function describePath(path: { readonly steps: readonly { readonly event: EventObject }[] }): string {
  return path.steps
    .map(({ event: { type, ...payload } }) => (Object.keys(payload).length === 0 ? type : `${type} ${JSON.stringify(payload)}`))
    .join(' → ');
}
