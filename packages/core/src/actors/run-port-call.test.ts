import { fc, test } from '../testing/property.js';
import { Cause, Context, Effect, Layer, ManagedRuntime } from 'effect';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { MESSAGES } from '../messages.js';
import { abortedCall, ApiError, DecodeError, NetworkError } from '../ports/errors.js';
import { PortCallFailure, portActor, portCallOutcome, runPortCall } from './run-port-call.js';

const api = new ApiError({ call: 'RepinResource.create', message: 'No', message_detail: 'Not your board', http_status: 403 });
const network = new NetworkError({ call: 'PinResource.create', message: 'fetch failed' });
const decode = new DecodeError({ call: 'BoardResource.get', path: 'resource_response.data.id', message: 'Expected string' });

// A settled promise wins the race at once; one that never settles loses to a short timer.
const PENDING = Symbol('pending');
const settleWithin = async <A>(promise: Promise<A>, ms = 30): Promise<A | typeof PENDING> =>
  Promise.race([promise, Effect.runPromise(Effect.as(Effect.sleep(ms), PENDING))]);
// Core has no DOM or Node typings, so waits go through Effect's clock.
const pause = (ms: number): Promise<void> => Effect.runPromise(Effect.sleep(ms));

class Counter extends Context.Service<Counter, { readonly next: () => number }>()('test/Counter') {}

describe('portCallOutcome', () => {
  it('S0 §8 / S1 §8: an ApiError reaches the machine as itself (message, detail, status, code readable)', () => {
    const outcome = portCallOutcome(Cause.fail(api), false);
    expect(outcome).toEqual({ kind: 'rejected', error: api });
    expect(outcome.kind === 'rejected' && outcome.error).toBe(api);
  });

  it("S1 §8: 'Resource call aborted' is ignored, never rejected", () => {
    expect(portCallOutcome(Cause.fail(abortedCall('BoardResource.create')), false)).toEqual({ kind: 'ignored', reason: 'aborted' });
  });

  it('S0 §8: network and decode failures show the generic message and keep the failure as cause', () => {
    for (const failure of [network, decode]) {
      const outcome = portCallOutcome(Cause.fail(failure), false);
      expect(outcome.kind).toBe('rejected');
      if (outcome.kind !== 'rejected') continue;
      expect(outcome.error).toBeInstanceOf(PortCallFailure);
      expect(outcome.error.message).toBe(MESSAGES.genericError);
      expect((outcome.error as PortCallFailure).cause).toBe(failure);
      expect((outcome.error as PortCallFailure).call).toBe(failure.call);
    }
  });

  it('a defect (a bug in an adapter) is a generic failure, not a crash', () => {
    const bug = new TypeError('x is undefined');
    const outcome = portCallOutcome(Cause.die(bug), false);
    expect(outcome.kind === 'rejected' && outcome.error.message).toBe(MESSAGES.genericError);
    expect(outcome.kind === 'rejected' && (outcome.error as PortCallFailure).cause).toBe(bug);
    expect(outcome.kind === 'rejected' && (outcome.error as PortCallFailure).call).toBeNull();
  });

  it('an interruption is ignored only when the machine cancelled the call itself', () => {
    const interrupted = Cause.interrupt();
    expect(portCallOutcome(interrupted, true)).toEqual({ kind: 'ignored', reason: 'cancelled' });
    expect(portCallOutcome(interrupted, false).kind).toBe('rejected');
  });

  it('a PortCallFailure raised by a mapping is passed on, not wrapped twice', () => {
    const failure = new PortCallFailure(new TypeError('no bytes'));
    expect(portCallOutcome(Cause.fail(failure), false)).toEqual({ kind: 'rejected', error: failure });
  });

  const anyFailure = fc.oneof(
    fc.constantFrom<unknown>(api, network, decode, abortedCall('PinResource.create'), null, undefined),
    fc.anything(),
    fc.string({ unit: 'grapheme' }),
    fc.record({ _tag: fc.constantFrom('ApiError', 'Aborted', 'Other'), call: fc.string() }),
  );
  const anyCause: fc.Arbitrary<Cause.Cause<unknown>> = fc.letrec<{ cause: Cause.Cause<unknown> }>((tie) => ({
    cause: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constant(Cause.empty),
      anyFailure.map((e) => Cause.fail(e)),
      fc.anything().map((d) => Cause.die(d)),
      fc.constant(Cause.interrupt()),
      fc.tuple(tie('cause'), tie('cause')).map(([a, b]) => Cause.combine(a, b)),
    ),
  })).cause;

  test.prop([anyCause, fc.boolean()])(
    'total: any cause gives an outcome; only aborts and own cancellations are ignored',
    (cause, cancelled) => {
      const outcome = portCallOutcome(cause, cancelled);
      if (outcome.kind === 'ignored') {
        expect(outcome.reason === 'aborted' || (cancelled && outcome.reason === 'cancelled')).toBe(true);
      } else {
        expect(typeof outcome.error.message).toBe('string');
        expect(outcome.error.message.length).toBeGreaterThan(0);
      }
    },
  );
});

describe('runPortCall', () => {
  const layer = Layer.succeed(Counter, { next: () => 7 });

  it('resolves with the value, on a ManagedRuntime and on a plain Context of the services', async () => {
    const program = Effect.map(Counter, (c) => c.next());
    const managed = ManagedRuntime.make(layer);
    await expect(runPortCall(managed, program)).resolves.toBe(7);
    const plain = await managed.context();
    await expect(runPortCall(plain, program)).resolves.toBe(7);
    await managed.dispose();
  });

  it('S0 §8: rejects with the ApiError instance itself', async () => {
    const managed = ManagedRuntime.make(layer);
    await expect(runPortCall(managed, Effect.fail(api))).rejects.toBe(api);
    await managed.dispose();
  });

  it('S1 §8: an Aborted call never settles (nothing is shown)', async () => {
    const managed = ManagedRuntime.make(layer);
    expect(await settleWithin(runPortCall(managed, Effect.fail(abortedCall('PinResource.create'))))).toBe(PENDING);
    await managed.dispose();
  });

  it('stopping the actor aborts its signal: the running call is interrupted (its request cancelled) and nothing settles', async () => {
    const managed = ManagedRuntime.make(layer);
    let interrupted = false;
    const logic = portActor(managed, (_: void) => Effect.never.pipe(Effect.onInterrupt(() => Effect.sync(() => (interrupted = true)))));
    const actor = createActor(logic).start();
    await pause(5);
    actor.stop();
    await pause(5);
    expect(interrupted).toBe(true);
    expect(actor.getSnapshot().status).toBe('stopped');
    await managed.dispose();
  });

  it('a mapping that throws on a malformed input fails the actor with the generic message', async () => {
    const managed = ManagedRuntime.make(layer);
    const logic = portActor(managed, (input: { readonly id: string }) => Effect.succeed(input.id.length));
    // note: an untyped caller (or a bug) can hand the actor anything; the cast stands for that caller
    const actor = createActor(logic, { input: null as unknown as { readonly id: string } });
    const failed = new Promise<unknown>((resolve) => actor.subscribe({ error: resolve }));
    actor.start();
    const error = await failed;
    expect(error).toBeInstanceOf(PortCallFailure);
    expect((error as PortCallFailure).message).toBe(MESSAGES.genericError);
    expect(actor.getSnapshot().status).toBe('error');
    await managed.dispose();
  });
});
