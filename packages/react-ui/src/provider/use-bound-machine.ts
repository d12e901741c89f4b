import type { PortsRuntime } from '@pinstack/core/actors';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import type { Actor, AnyStateMachine, EventFrom, InputFrom, OutputFrom, SnapshotFrom } from 'xstate';
import { usePortsRuntime } from './PinstackProvider.js';
import { useLatest } from './use-latest.js';

/** How {@link useBoundMachine} runs a machine: its input, its selector, and what to do when it ends. */
export interface BindOptions<M extends AnyStateMachine, V> {
  /** The machine's input (read once, at mount, as `useMachine` does). */
  readonly input?: InputFrom<M> | undefined;
  /** The core selector: snapshot → view model (run once per snapshot, not per render). */
  readonly select: (snapshot: SnapshotFrom<M>) => V;
  /** Runs once when the machine is done, with its output (the latest callback, not the first). */
  readonly onFinish?: ((output: OutputFrom<M>) => void) | undefined;
}

/** What {@link useBoundMachine} gives a view: the view model, `send`, and the running actor and snapshot. */
export interface MachineBinding<M extends AnyStateMachine, V> {
  readonly view: V;
  readonly send: (event: EventFrom<M>) => void;
  readonly snapshot: SnapshotFrom<M>;
  readonly actor: Actor<M>;
}

type RunMachine<M extends AnyStateMachine> = (
  machine: M,
  options?: { readonly input?: InputFrom<M> },
) => [SnapshotFrom<M>, (event: EventFrom<M>) => void, Actor<M>];

/**
 * The one binding of a core machine to React (style habit 4): `provide` gets the ports runtime of
 * the nearest `PinstackProvider` (named `hook` when missing) and returns the machine with its
 * actors and actions, made once per mount; the machine runs with `useMachine`, each snapshot is
 * projected once by `select`, and `onFinish` gets the output once the machine is done.
 */
export function useBoundMachine<R, M extends AnyStateMachine, V>(
  hook: string,
  provide: (runtime: PortsRuntime<R>) => M,
  options: BindOptions<M, V>,
): MachineBinding<M, V> {
  const runtime = usePortsRuntime<R>(hook);
  // note: made once per mount; useMachine keeps the first logic it is given
  const [machine] = useState(() => provide(runtime));
  const [select] = useState(() => options.select);
  const [snapshot, send, actor] = (useMachine as unknown as RunMachine<M>)(
    machine,
    options.input === undefined ? undefined : { input: options.input },
  );
  const view = useMemo(() => select(snapshot), [select, snapshot]);
  const finish = useLatest(options.onFinish);
  const { status, output } = snapshot as unknown as { readonly status: string; readonly output?: OutputFrom<M> };
  useEffect(() => {
    if (status === 'done' && output !== undefined) finish.current?.(output);
  }, [status, output, finish]);
  return { view, send, snapshot, actor };
}
