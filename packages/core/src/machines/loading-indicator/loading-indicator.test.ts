import { fc, test } from '../../testing/property.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { loadingIndicatorMachine } from './loading-indicator.machine.js';
import { selectLoadingIndicator } from './loading-indicator.selectors.js';
import type { LoadingIndicatorEvent, LoadingIndicatorInput } from './loading-indicator.types.js';
import { LOADING_INDICATOR_DURATION_MS, loadingIndicatorSchema } from './loading-indicator.types.js';

const start = (input: LoadingIndicatorInput = {}) => createActor(loadingIndicatorMachine, { input }).start();
const view = (actor: ReturnType<typeof start>) => selectLoadingIndicator(actor.getSnapshot());
const START = { type: 'LOADING.START' } as const;
const SUCCEED = { type: 'LOADING.SUCCEED' } as const;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('loadingIndicatorMachine (S0 §4 loading/success state pair)', () => {
  it('S0 §4: the duration constant is 4000', () => expect(LOADING_INDICATOR_DURATION_MS).toBe(4_000));

  it('S0 §4: starts idle and hidden', () => {
    const actor = start();
    expect(view(actor)).toEqual({ state: 'idle', loading: false, success: false, visible: false, successDurationMs: 4000 });
  });

  it('S0 §4, §9: loading → success, shown exactly 4000 ms, then idle', async () => {
    const actor = start();
    actor.send(START);
    expect(view(actor)).toMatchObject({ state: 'loading', loading: true, visible: true });
    actor.send(SUCCEED);
    expect(view(actor)).toMatchObject({ state: 'success', success: true, visible: true });
    await vi.advanceTimersByTimeAsync(LOADING_INDICATOR_DURATION_MS - 1);
    expect(view(actor).state).toBe('success');
    await vi.advanceTimersByTimeAsync(1);
    expect(view(actor)).toMatchObject({ state: 'idle', visible: false });
  });

  it('S0 §4: a failure leaves loading for idle, and a retry starts loading again', () => {
    const actor = start();
    actor.send(START);
    actor.send({ type: 'LOADING.FAIL' });
    expect(view(actor).state).toBe('idle');
    actor.send(START);
    expect(view(actor).state).toBe('loading');
  });

  it('S0 §4: the success can be dismissed (closed) before 4000 ms, and no timer fires later', async () => {
    const actor = start();
    actor.send(START);
    actor.send(SUCCEED);
    await vi.advanceTimersByTimeAsync(1000);
    actor.send({ type: 'LOADING.DISMISS' });
    expect(view(actor).state).toBe('idle');
    actor.send(START);
    await vi.advanceTimersByTimeAsync(LOADING_INDICATOR_DURATION_MS);
    expect(view(actor).state).toBe('loading');
  });

  it('S0 §4: a new start during the success restarts loading; the next success gets the full 4000 ms', async () => {
    const actor = start();
    actor.send(START);
    actor.send(SUCCEED);
    await vi.advanceTimersByTimeAsync(3000);
    actor.send(START);
    expect(view(actor).state).toBe('loading');
    actor.send(SUCCEED);
    await vi.advanceTimersByTimeAsync(3999);
    expect(view(actor).state).toBe('success');
    await vi.advanceTimersByTimeAsync(1);
    expect(view(actor).state).toBe('idle');
  });

  it('S0 §4: events that do not apply are ignored (success without loading, fail while idle, start while loading)', () => {
    const actor = start();
    actor.send(SUCCEED);
    actor.send({ type: 'LOADING.FAIL' });
    actor.send({ type: 'LOADING.DISMISS' });
    expect(view(actor).state).toBe('idle');
    actor.send(START);
    actor.send(START);
    actor.send({ type: 'LOADING.DISMISS' });
    expect(view(actor).state).toBe('loading');
  });

  it('S0 §4: the success duration may be overridden; unusable values keep 4000', () => {
    expect(view(start({ successDurationMs: 0 })).successDurationMs).toBe(0);
    expect(view(start({ successDurationMs: 250 })).successDurationMs).toBe(250);
    for (const bad of [Number.NaN, -1, Number.POSITIVE_INFINITY])
      expect(view(start({ successDurationMs: bad })).successDurationMs).toBe(4000);
  });

  it('S0 §4: on a SimulatedClock the success lasts the duration constant too', () => {
    vi.useRealTimers();
    const clock = new SimulatedClock();
    const actor = createActor(loadingIndicatorMachine, { input: {}, clock }).start();
    actor.send(START);
    actor.send(SUCCEED);
    clock.increment(LOADING_INDICATOR_DURATION_MS - 1);
    expect(actor.getSnapshot().value).toBe('success');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  const event: fc.Arbitrary<LoadingIndicatorEvent | { type: 'tick'; ms: number }> = fc.oneof(
    fc.constantFrom(...loadingIndicatorSchema.events).map((type) => ({ type }) as LoadingIndicatorEvent),
    fc.integer({ min: 0, max: 5000 }).map((ms) => ({ type: 'tick' as const, ms })),
  );

  test.prop([fc.array(event, { maxLength: 30 })])(
    'S0 §4: any event order keeps a known state; success never outlives 4000 ms',
    (events) => {
      vi.useRealTimers();
      const clock = new SimulatedClock();
      const actor = createActor(loadingIndicatorMachine, { input: {}, clock }).start();
      let successFor = 0;
      for (const e of events) {
        const before = actor.getSnapshot().value;
        if (e.type === 'tick') clock.increment(e.ms);
        else actor.send(e);
        const after = actor.getSnapshot().value;
        successFor = after !== 'success' ? 0 : before === 'success' && e.type === 'tick' ? successFor + e.ms : 0;
        expect(loadingIndicatorSchema.states).toContain(after);
        expect(successFor).toBeLessThan(LOADING_INDICATOR_DURATION_MS);
      }
      expect(actor.getSnapshot().status).toBe('active');
    },
  );
});
