import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { LAYOUT_PROFILING_POLL_MS, PROFILING_MAX_MS, TIMING_PROFILING_POLL_MS } from '../../constants.js';
import { visualCompletenessMachine } from './visual-completeness.machine.js';
import { selectVisualCompleteness } from './visual-completeness.selectors.js';
import { visualCompletenessSchema } from './visual-completeness.types.js';

interface Options {
  /** The `measureLayout` call (1-based) that first answers settled. */
  readonly layoutAt?: number;
  /** The `isVisuallyComplete` call (1-based) that first answers complete. */
  readonly completeAt?: number;
  /** Checks that throw instead of answering. */
  readonly failing?: boolean;
}

/** A live profiler on vi fake timers; `now` is the faked Date.now, the clock the delays use too. */
function start({ layoutAt = Infinity, completeAt = Infinity, failing = false }: Options = {}) {
  const calls = { layout: 0, complete: 0 };
  const answer = (n: number, at: number) => {
    if (failing) throw new Error('measure failed');
    return n >= at;
  };
  const actor = createActor(
    visualCompletenessMachine.provide({
      actors: {
        measureLayout: fromPromise<boolean, { checks: number }>(async () => answer((calls.layout += 1), layoutAt)),
        isVisuallyComplete: fromPromise<boolean, { checks: number }>(async () => answer((calls.complete += 1), completeAt)),
      },
    }),
    { input: { now: () => Date.now() } },
  ).start();
  return { actor, calls, view: () => selectVisualCompleteness(actor.getSnapshot()) };
}

describe('visualCompletenessMachine (S1 §4 / §8 / §9 visual-completeness profiling)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => vi.useRealTimers());

  it('S1 §4: starts disabled and measures nothing until profiling starts', async () => {
    const { calls, view } = start({ layoutAt: 1, completeAt: 1 });
    await vi.advanceTimersByTimeAsync(PROFILING_MAX_MS * 2);
    expect(view().phase).toBe('disabled');
    expect(calls).toEqual({ layout: 0, complete: 0 });
  });

  it('S1 §4 / §9: layout polls every 500 ms, then timing every 100 ms; output is the time to visual completeness', async () => {
    const { actor, calls, view } = start({ layoutAt: 3, completeAt: 4 });
    actor.send({ type: 'PROFILING.START' });
    await vi.advanceTimersByTimeAsync(0);
    expect(view().phase).toBe('layout');
    expect(calls.layout).toBe(1);
    await vi.advanceTimersByTimeAsync(LAYOUT_PROFILING_POLL_MS - 1);
    expect(calls.layout).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.layout).toBe(2);
    await vi.advanceTimersByTimeAsync(LAYOUT_PROFILING_POLL_MS);
    // layout settled at the 3rd measure (1000 ms): timing checks at once
    expect(view()).toMatchObject({ phase: 'timing', layoutMs: 1_000 });
    expect(calls.complete).toBe(1);
    await vi.advanceTimersByTimeAsync(TIMING_PROFILING_POLL_MS - 1);
    expect(calls.complete).toBe(1);
    await vi.advanceTimersByTimeAsync(1 + 2 * TIMING_PROFILING_POLL_MS);
    expect(calls.complete).toBe(4);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'complete', visuallyCompleteMs: 1_300, layoutMs: 1_000 });
    expect(view()).toMatchObject({ phase: 'complete', visuallyCompleteMs: 1_300, timedOut: false });
  });

  it('S1 §4: a page complete at the first checks reports 0 ms', async () => {
    const { actor } = start({ layoutAt: 1, completeAt: 1 });
    actor.send({ type: 'PROFILING.START' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'complete', visuallyCompleteMs: 0, layoutMs: 0 });
  });

  it('S1 §8: the profiler gives up after 60 s when the layout never settles', async () => {
    const { actor, calls, view } = start();
    actor.send({ type: 'PROFILING.START' });
    await vi.advanceTimersByTimeAsync(PROFILING_MAX_MS - 1);
    expect(view().phase).toBe('layout');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'timeout', afterMs: PROFILING_MAX_MS, layoutMs: null });
    expect(view().timedOut).toBe(true);
    const made = calls.layout;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls.layout).toBe(made); // polling stops with the run
  });

  it('S1 §8: the 60 s count from the start, across layout and timing', async () => {
    const { actor, view } = start({ layoutAt: 2 });
    actor.send({ type: 'PROFILING.START' });
    await vi.advanceTimersByTimeAsync(LAYOUT_PROFILING_POLL_MS);
    expect(view().phase).toBe('timing');
    await vi.advanceTimersByTimeAsync(PROFILING_MAX_MS - LAYOUT_PROFILING_POLL_MS);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'timeout', afterMs: PROFILING_MAX_MS, layoutMs: 500 });
  });

  it('checks that throw count as "not yet": the poll goes on until the timeout', async () => {
    const { actor, calls } = start({ failing: true });
    actor.send({ type: 'PROFILING.START' });
    await vi.advanceTimersByTimeAsync(PROFILING_MAX_MS);
    expect(calls.layout).toBe(PROFILING_MAX_MS / LAYOUT_PROFILING_POLL_MS);
    expect(actor.getSnapshot().output).toMatchObject({ outcome: 'timeout' });
  });

  it.each([
    ['layout', {}],
    ['timing', { layoutAt: 1 }],
  ] as const)('leaving the page during %s cancels the run and stops polling', async (phase, options) => {
    const { actor, calls, view } = start(options);
    actor.send({ type: 'PROFILING.START' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(view().phase).toBe(phase);
    actor.send({ type: 'PROFILING.CANCEL' });
    expect(actor.getSnapshot().output).toEqual({ outcome: 'cancelled', afterMs: 1_000 });
    const made = { ...calls };
    await vi.advanceTimersByTimeAsync(PROFILING_MAX_MS);
    expect(calls).toEqual(made);
  });

  it('a second PROFILING.START while running is ignored (the start time stays)', async () => {
    const { actor } = start({ layoutAt: 1, completeAt: 3 });
    actor.send({ type: 'PROFILING.START' });
    await vi.advanceTimersByTimeAsync(TIMING_PROFILING_POLL_MS);
    actor.send({ type: 'PROFILING.START' });
    await vi.advanceTimersByTimeAsync(TIMING_PROFILING_POLL_MS);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'complete', visuallyCompleteMs: 200, layoutMs: 0 });
  });

  it('a clock that steps back gives 0 ms, never a negative time', async () => {
    let now = 5_000;
    const actor = createActor(
      visualCompletenessMachine.provide({
        actors: { measureLayout: fromPromise(async () => true), isVisuallyComplete: fromPromise(async () => true) },
      }),
      { input: { now: () => (now -= 1_000) } },
    ).start();
    actor.send({ type: 'PROFILING.START' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'complete', visuallyCompleteMs: 0, layoutMs: 0 });
  });

  it('without provided checks the layout poll keeps failing as "not yet" and the run times out', async () => {
    const actor = createActor(visualCompletenessMachine, { input: { now: () => Date.now() } }).start();
    actor.send({ type: 'PROFILING.START' });
    await vi.advanceTimersByTimeAsync(PROFILING_MAX_MS);
    expect(actor.getSnapshot().output).toMatchObject({ outcome: 'timeout', layoutMs: null });
  });

  it('the schema lists every action, guard, actor and delay the machine has', () => {
    const { actions, guards, actors, delays } = visualCompletenessMachine.implementations;
    expect(Object.keys(actions).sort()).toEqual([...visualCompletenessSchema.actions].sort());
    expect(Object.keys(guards).sort()).toEqual([...visualCompletenessSchema.guards].sort());
    expect(Object.keys(actors).sort()).toEqual([...visualCompletenessSchema.actors].sort());
    expect(Object.keys(delays).sort()).toEqual([...visualCompletenessSchema.delays].sort());
  });
});
