/**
 * Test support for the `*.paths.test.ts` file of every core machine (style habit 7): walks a
 * machine with xstate/graph and reports which states it reaches, which final states it ends in and
 * which reachable states are dead ends, and what a walked path makes the machine do
 * ({@link pathEffects}: actions, port calls, emitted events, output). One walk for all machines,
 * so every paths test means the same thing.
 * Not exported from the package; only tests import it.
 */
import { initialTransition, transition } from 'xstate';
import type { AnyMachineSnapshot, AnyStateMachine, EventFromLogic, EventObject, InputFrom, SnapshotFrom } from 'xstate';
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

/** A named action a path makes the machine run, with its parameters (e.g. `navigate` `{ to }`). */
export interface PathAction {
  readonly type: string;
  readonly params: unknown;
}

/** What a walked path makes the machine do: its observable outputs, in order. */
export interface PathEffects<M extends AnyStateMachine> {
  /** The machine's own named actions (not xstate's built-ins), with their parameters: the calls it makes on its host. */
  readonly actions: readonly PathAction[];
  /** The actors it starts (its port calls), by source, with the input each is given. */
  readonly calls: readonly { readonly src: string; readonly input: unknown }[];
  /** The events it emits to its listeners (`emit`). */
  readonly emitted: readonly EventObject[];
  /** Where the path ends: status, value, context and output. */
  readonly snapshot: SnapshotFrom<M>;
}

/**
 * The observable outputs of a walked path (#23 §4, instead of replaying it on a live actor): the
 * path's events are applied with xstate's pure `initialTransition`/`transition`, which return the
 * actions a transition would execute instead of running them, so no actor runs, no timer is waited
 * on and nothing depends on how fast the machine is. Tests assert on what a host would see: named
 * actions with their parameters, the port calls started with their input, emitted events, and the
 * final snapshot's output.
 */
export function pathEffects<M extends AnyStateMachine>(
  machine: M,
  path: { readonly steps: readonly { readonly event: EventObject }[] },
  input?: InputFrom<M>,
): PathEffects<M> {
  const logic: AnyStateMachine = machine;
  const actions: PathAction[] = [];
  const calls: { src: string; input: unknown }[] = [];
  const emitted: EventObject[] = [];
  const record = (executed: readonly { readonly type: string; readonly params?: unknown }[]): void => {
    for (const action of executed) {
      const params = action.params as { readonly src?: unknown; readonly input?: unknown; readonly event?: EventObject } | undefined;
      if (action.type === 'xstate.spawnChild' && typeof params?.src === 'string') calls.push({ src: params.src, input: params.input });
      else if (action.type === 'xstate.emit' && params?.event !== undefined) emitted.push(params.event);
      else if (!action.type.startsWith('xstate.')) actions.push({ type: action.type, params: action.params });
    }
  };
  let [snapshot, executed] = initialTransition(logic, input);
  record(executed);
  for (const { event } of path.steps) {
    if (event.type === 'xstate.init') continue;
    [snapshot, executed] = transition(logic, snapshot, event);
    record(executed);
  }
  return { actions, calls, emitted, snapshot: snapshot as SnapshotFrom<M> };
}

/** Names a walked path by its events (payloads after the type), for test titles. */
export function describePath(path: { readonly steps: readonly { readonly event: EventObject }[] }): string {
  return path.steps
    .map(({ event: { type, ...payload } }) => (Object.keys(payload).length === 0 ? type : `${type} ${JSON.stringify(payload)}`))
    .join(' → ');
}
