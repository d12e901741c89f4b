/**
 * Test support for the `*.paths.test.ts` files of the saving machines: walks a machine with
 * xstate/graph and reports which states it reaches and which reachable states are dead ends.
 * Not exported from the package; only tests import it.
 */
import { createActor, fromPromise } from 'xstate';
import type { AnyMachineSnapshot, AnyStateMachine, EventFromLogic, EventObject, InputFrom, SnapshotFrom } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getStateNodes } from 'xstate/graph';
import type { AdjacencyMap, StatePath, TraversalOptions } from 'xstate/graph';

type Sample<M extends AnyStateMachine> = EventFromLogic<M> | { readonly type: string; readonly [key: string]: unknown };

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
   * What makes two snapshots the same for the walk; leave counters out here so loops end.
   * @default the state value and the whole context
   */
  readonly serialize?: (snapshot: SnapshotFrom<M>) => unknown;
}

/** Result of {@link pathCoverage}. */
export interface PathCoverage<M extends AnyStateMachine> {
  /** One shortest path per distinct reachable snapshot. */
  readonly paths: StatePath<SnapshotFrom<M>, EventFromLogic<M>>[];
  /** Ids of every atomic or final state node of the machine. */
  readonly stateIds: readonly string[];
  /** Ids of atomic/final state nodes no path reaches. */
  readonly unreached: readonly string[];
  /** Ids of reachable non-final states with no event leading to another state. */
  readonly deadEnds: readonly string[];
}

const leafIds = (snapshot: AnyMachineSnapshot): string[] =>
  snapshot._nodes.filter((n) => n.type === 'atomic' || n.type === 'final').map((n) => n.id);

/** Walks `machine` breadth-first and reports reachability and dead ends (style habit 7). */
export function pathCoverage<M extends AnyStateMachine>(machine: M, options: PathCoverageOptions<M> = {}): PathCoverage<M> {
  const samples = options.samples ?? {};
  const events = (snapshot: AnyMachineSnapshot): EventObject[] => {
    const types = [...new Set(snapshot._nodes.flatMap((n) => n.ownEvents))];
    return types.flatMap((type) => (samples[type] ?? [{ type }]) as EventObject[]);
  };
  const logic: AnyStateMachine = machine;
  const serialize = options.serialize as ((snapshot: AnyMachineSnapshot) => unknown) | undefined;
  const traversal: TraversalOptions<AnyMachineSnapshot, EventObject, unknown> = {
    events,
    input: options.input,
    serializeState: (snapshot) =>
      JSON.stringify(serialize ? [snapshot.value, serialize(snapshot)] : [snapshot.value, snapshot.context]),
  };
  const paths = getShortestPaths(logic, traversal);
  const stateIds = getStateNodes(machine.root)
    .filter((n) => n.type === 'atomic' || n.type === 'final')
    .map((n) => n.id);
  const reached = new Set(paths.flatMap((p) => leafIds(p.state)));
  const adjacency: AdjacencyMap<AnyMachineSnapshot, EventObject> = getAdjacencyMap(logic, traversal);
  const deadEnds = new Set<string>();
  for (const { state, transitions } of Object.values(adjacency)) {
    if (state.status !== 'active') continue;
    const here = JSON.stringify(state.value);
    const next = Object.values(transitions as Record<string, { state: AnyMachineSnapshot }>);
    const leaves = next.some((t) => JSON.stringify(t.state.value) !== here);
    if (!leaves) leafIds(state).forEach((id) => deadEnds.add(id));
  }
  return {
    paths: paths as unknown as StatePath<SnapshotFrom<M>, EventFromLogic<M>>[],
    stateIds,
    unreached: stateIds.filter((id) => !reached.has(id)),
    deadEnds: [...deadEnds],
  };
}

/** Options of {@link replayPath}. */
export interface ReplayOptions<M extends AnyStateMachine> {
  readonly input?: InputFrom<M>;
  /** Invoke ids (equal to the actor names in the saving machines) answered from the path's done/error events. */
  readonly actorIds: readonly string[];
  /** Fires the next pending XState delay (e.g. `() => vi.advanceTimersToNextTimerAsync()`). */
  readonly advanceTime: () => Promise<unknown>;
  /** Lets settled promise actors deliver their results (e.g. `() => vi.advanceTimersByTimeAsync(0)`). */
  readonly flush: () => Promise<unknown>;
  /** The same `serialize` the walk used: only what it keeps is compared. @default the whole context */
  readonly serialize?: (snapshot: SnapshotFrom<M>) => unknown;
}

/**
 * Replays one walked path on a live actor (style habit 7's `testPath`): user events are sent,
 * actor done/error events resolve or reject the live invocation, delay events advance the clock.
 * After every step the live state value and context must equal the walked ones; a live actor
 * that ends in error must match a final walked state. Throws an Error naming the first mismatch.
 */
export async function replayPath<M extends AnyStateMachine>(
  machine: M,
  path: StatePath<SnapshotFrom<M>, EventFromLogic<M>>,
  options: ReplayOptions<M>,
): Promise<void> {
  const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  const actors = Object.fromEntries(
    options.actorIds.map((id) => [id, fromPromise(() => new Promise((resolve, reject) => pending.set(id, { resolve, reject })))]),
  );
  const logic: AnyStateMachine = machine.provide({ actors } as never);
  const live = createActor(logic, { input: options.input });
  live.subscribe({ error: () => {} }); // an error is compared below, not thrown
  live.start();
  await options.flush();
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
      const key = options.serialize as ((snapshot: AnyMachineSnapshot) => unknown) | undefined;
      const seen = (snapshot: AnyMachineSnapshot) => JSON.stringify([snapshot.value, key ? key(snapshot) : snapshot.context]);
      if (seen(actual) !== seen(expected)) {
        throw new Error(`step ${index} (${event.type}): live ${seen(actual)}\n≠ walked ${seen(expected)}`);
      }
    }
  } finally {
    live.stop();
  }
}
