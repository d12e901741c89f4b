/**
 * The bridge between the Effect ports and the XState machines: runs one port call on an Effect
 * runtime and settles the promise a machine's `fromPromise` actor waits on, the way the machines
 * read failures (S0 §8, S1 §8).
 */
import { Cause, Effect, Exit, Predicate } from 'effect';
import type { Context, ManagedRuntime } from 'effect';
import { fromPromise } from 'xstate';
import type { PromiseActorLogic } from 'xstate';
import { MESSAGES } from '../messages.js';
import type { PortCall } from '../ports/calls.js';
import { Aborted, ApiError } from '../ports/errors.js';

/**
 * What provides the ports `R`: a `ManagedRuntime` (`ManagedRuntime.make(adapter.layer)`, the usual
 * choice: one per app or test) or a plain `Context` of the services (e.g. from `Effect.context()`,
 * or `Context.make` over an adapter's services), run with `Effect.runPromiseExitWith`.
 */
export type PortsRuntime<R> = ManagedRuntime.ManagedRuntime<R, unknown> | Context.Context<R>;

/**
 * The `AbortSignal` an actor receives: XState aborts it when the actor stops (its state is left, or
 * the machine is stopped); the runtime then interrupts the call, which cancels its request. Named
 * through Effect's own run options, since core compiles without the DOM's types: the runtime
 * listens for its `abort` event, so a look-alike with only `aborted` would not do.
 */
export type CallSignal = NonNullable<Effect.RunOptions['signal']>;

/**
 * What a machine's actor receives when a port call fails with something other than an `ApiError`
 * (a `NetworkError`, a `DecodeError`, a defect): no server message exists to show, so its
 * `message` is S0 §8's generic 'Uh oh! Something went wrong.'; the original failure is `cause`,
 * for logs. An `ApiError` is never wrapped: the machines read its `message`, `message_detail`,
 * `http_status` and `api_error_code` themselves.
 */
export class PortCallFailure extends Error {
  /** The port call that failed, when the failure names one. */
  readonly call: PortCall | null;
  constructor(cause: unknown) {
    super(MESSAGES.genericError, { cause });
    this.name = 'PortCallFailure';
    this.call = callOf(cause);
  }
}

const callOf = (failure: unknown): PortCall | null =>
  Predicate.hasProperty(failure, 'call') && typeof failure.call === 'string' ? (failure.call as PortCall) : null;

/**
 * How a failed port call settles a machine's actor:
 * - `rejected`: the actor fails with `error` (the `ApiError` itself, else a {@link PortCallFailure});
 * - `ignored`: S1 §8 "Aborted resource calls are ignored" (`aborted`), or the machine itself
 *   cancelled the call by leaving the state (`cancelled`). Nothing is shown, so the actor never
 *   settles: the machine stays where it is until it moves on by another event or is stopped.
 */
export type PortCallOutcome =
  | { readonly kind: 'rejected'; readonly error: ApiError | PortCallFailure }
  | { readonly kind: 'ignored'; readonly reason: 'aborted' | 'cancelled' };

/**
 * S0 §8 / S1 §8: reads the cause of a failed port call into what the machine's actor does with it
 * (see {@link PortCallOutcome}); `cancelled` says whether the machine aborted the call itself.
 * Total: any cause, including defects and interruptions, gives an outcome.
 */
export function portCallOutcome(cause: Cause.Cause<unknown>, cancelled: boolean): PortCallOutcome {
  const failure = Cause.findErrorOption(cause);
  if (failure._tag === 'Some') {
    const error = failure.value;
    if (error instanceof Aborted) return { kind: 'ignored', reason: 'aborted' };
    if (error instanceof ApiError) return { kind: 'rejected', error };
    if (error instanceof PortCallFailure) return { kind: 'rejected', error };
    return { kind: 'rejected', error: new PortCallFailure(error) };
  }
  if (cancelled && Cause.hasInterruptsOnly(cause)) return { kind: 'ignored', reason: 'cancelled' };
  return { kind: 'rejected', error: new PortCallFailure(Cause.squash(cause)) };
}

// An ignored call leaves the actor running: XState drops a stopped actor's promise, and S1 §8
// says an abort is never shown, so neither a result nor an error would be right.
const unsettled = <A>(): Promise<A> => new Promise<A>(() => undefined);

/**
 * Runs one port call on `runtime` and resolves with its value, or settles as
 * {@link portCallOutcome} says: rejects with the `ApiError` itself (or a {@link PortCallFailure}),
 * or never settles for an `Aborted` call (S1 §8) or one the `signal` cancelled.
 */
export function runPortCall<A, E, R>(runtime: PortsRuntime<R>, effect: Effect.Effect<A, E, R>, signal?: CallSignal): Promise<A> {
  const options = signal === undefined ? undefined : { signal };
  const exit = 'runPromiseExit' in runtime ? runtime.runPromiseExit(effect, options) : Effect.runPromiseExitWith(runtime)(effect, options);
  return exit.then((settled: Exit.Exit<A, unknown>) => {
    if (Exit.isSuccess(settled)) return settled.value;
    const outcome = portCallOutcome(settled.cause, signal?.aborted === true);
    return outcome.kind === 'ignored' ? unsettled<A>() : Promise.reject(outcome.error);
  });
}

/**
 * A machine actor (`fromPromise`) whose work is one port program: `call(input)` is run on
 * `runtime` with {@link runPortCall}, cancelled when the actor stops. A `call` that throws on a
 * malformed input fails the actor with a {@link PortCallFailure} instead of crashing.
 */
export function portActor<TOutput, TInput, R>(
  runtime: PortsRuntime<R>,
  call: (input: TInput) => Effect.Effect<TOutput, unknown, R>,
): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(({ input, signal }) =>
    runPortCall(
      runtime,
      Effect.suspend(() => call(input)),
      signal,
    ),
  );
}

/**
 * The `actors` object of a machine whose actors are promises, from a map of each actor's input and
 * output (e.g. `SavePinActors`): what `machine.provide({ actors })` takes.
 */
export type PortActors<T extends { readonly [K in keyof T]: { readonly input: unknown; readonly output: unknown } }> = {
  readonly [K in keyof T]: PromiseActorLogic<T[K]['output'], T[K]['input']>;
};
