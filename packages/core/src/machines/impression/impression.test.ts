import { describe, expect, it, vi } from 'vitest';
import { createActor, initialTransition, SimulatedClock, transition } from 'xstate';
import { IMPRESSION_VISIBILITY_THRESHOLDS } from '../../constants.js';
import { impressionMachine } from './impression.machine.js';
import { selectImpression } from './impression.selectors.js';
import type { ImpressionEvent, ImpressionRecord } from './impression.types.js';
import { impressionSchema, IMPRESSION_SEEN_SECONDS } from './impression.types.js';

const seen = (percent: number): ImpressionEvent => ({ type: 'VISIBILITY.CHANGE', percent });

/** A live tracker on a simulated clock; `now` reads the same clock the delays use. */
function start() {
  const clock = new SimulatedClock();
  const reports: ImpressionRecord[] = [];
  const actor = createActor(impressionMachine.provide({ actions: { reportImpression: (_, record) => void reports.push(record) } }), {
    clock,
    input: { itemId: 'pin-1', now: () => clock.now() },
  }).start();
  return { clock, reports, actor, send: (event: ImpressionEvent) => actor.send(event) };
}

describe('impressionMachine (S1 §4 impression timing)', () => {
  it('S1 §9: the four thresholds are read as 1 %, 50 %, 80 % and 2 s', () => {
    expect(IMPRESSION_VISIBILITY_THRESHOLDS).toEqual([1, 50, 80, 2]);
    expect(IMPRESSION_SEEN_SECONDS).toBe(2);
  });

  it('S1 §4: thresholds route the tracker: below 1 % off screen, 1 % partial, 50 % viewable, 80 % full view', () => {
    let [snapshot] = initialTransition(impressionMachine, { itemId: 'p', now: () => 0 });
    const at = (percent: number) => {
      [snapshot] = transition(impressionMachine, snapshot, seen(percent));
      return snapshot.value;
    };
    expect(at(0.99)).toBe('offscreen');
    expect(at(1)).toEqual({ onscreen: 'partial' });
    expect(at(49.9)).toEqual({ onscreen: 'partial' });
    expect(at(50)).toEqual({ onscreen: { viewable: 'half' } });
    expect(at(80)).toEqual({ onscreen: { viewable: 'full' } });
    expect(at(79)).toEqual({ onscreen: { viewable: 'half' } });
    expect(at(10)).toEqual({ onscreen: 'partial' });
    expect(at(0)).toBe('offscreen');
  });

  it('S1 §4: visible, viewable and full-view times accumulate per threshold and are reported on leaving', () => {
    const { clock, reports, send } = start();
    clock.set(1_000);
    send(seen(30)); // visible from 1000
    clock.increment(500);
    send(seen(60)); // viewable from 1500
    clock.increment(1_000);
    send(seen(90)); // full view from 2500, still inside the 2 s viewable stretch
    clock.increment(1_500);
    send(seen(0)); // hidden at 4000
    expect(reports).toEqual([
      {
        itemId: 'pin-1',
        kind: 'pin',
        visibleAt: 1_000,
        hiddenAt: 4_000,
        visibleMs: 3_000,
        viewableMs: 2_500,
        fullViewMs: 1_500,
        maxPercent: 90,
      },
    ]);
  });

  it('S1 §4: a visit counts as seen only after 2 s viewable; shorter visits are not reported', () => {
    const { clock, reports, actor, send } = start();
    send(seen(100));
    clock.increment(1_999);
    expect(selectImpression(actor.getSnapshot()).seen).toBe(false);
    send(seen(0));
    expect(reports).toEqual([]);
    send(seen(100));
    clock.increment(2_000);
    expect(selectImpression(actor.getSnapshot()).seen).toBe(true);
    send(seen(0));
    expect(reports).toHaveLength(1);
    expect(selectImpression(actor.getSnapshot()).reported).toBe(1);
  });

  it('S1 §4: moving between 50 % and 80 % keeps the seen timer running; dropping below 50 % restarts it', () => {
    const { clock, actor, send } = start();
    send(seen(60));
    clock.increment(1_500);
    send(seen(85));
    clock.increment(500);
    expect(actor.getSnapshot().context.seen).toBe(true);
    const other = start();
    other.send(seen(60));
    other.clock.increment(1_500);
    other.send(seen(20));
    other.send(seen(60));
    other.clock.increment(1_999);
    expect(other.actor.getSnapshot().context.seen).toBe(false);
  });

  it.each(['PAGE.BLUR', 'PAGE.HIDE', 'PAGE.UNLOAD'] as const)('S1 §4: %s pauses the session; paused time is not counted', (type) => {
    const { clock, reports, actor, send } = start();
    send(seen(100));
    clock.increment(3_000);
    send({ type });
    expect(selectImpression(actor.getSnapshot())).toMatchObject({ paused: true, timing: false, onScreen: true });
    clock.increment(60_000);
    send({ type: 'PAGE.FOCUS' });
    expect(actor.getSnapshot().value).toEqual({ onscreen: { viewable: 'full' } });
    clock.increment(1_000);
    send(seen(0));
    expect(reports[0]).toMatchObject({ visibleAt: 0, hiddenAt: 64_000, visibleMs: 4_000, fullViewMs: 4_000 });
  });

  it.each(['PAGE.FOCUS', 'PAGE.SHOW'] as const)('S1 §4: %s resumes at the level of the last visible percent', (type) => {
    const { actor, send } = start();
    send(seen(20));
    send({ type: 'PAGE.HIDE' });
    send(seen(55)); // the observer still reports while paused
    send({ type });
    expect(actor.getSnapshot().value).toEqual({ onscreen: { viewable: 'half' } });
  });

  it('S1 §4: a pause cancels the seen timer, so the 2 s must be continuous time while active', () => {
    const { clock, actor, send } = start();
    send(seen(100));
    clock.increment(1_500);
    send({ type: 'PAGE.BLUR' });
    clock.increment(10_000);
    send({ type: 'PAGE.FOCUS' });
    clock.increment(1_500);
    expect(actor.getSnapshot().context.seen).toBe(false);
    clock.increment(500);
    expect(actor.getSnapshot().context.seen).toBe(true);
  });

  it('S1 §4: leaving the viewport while paused still reports a seen visit, with the leaving time as hidden time', () => {
    const { clock, reports, actor, send } = start();
    send(seen(70));
    clock.increment(2_000);
    send({ type: 'PAGE.BLUR' });
    clock.increment(5_000);
    send(seen(0));
    expect(actor.getSnapshot().value).toBe('paused');
    expect(reports).toEqual([
      { itemId: 'pin-1', kind: 'pin', visibleAt: 0, hiddenAt: 7_000, visibleMs: 2_000, viewableMs: 2_000, fullViewMs: 0, maxPercent: 70 },
    ]);
    send({ type: 'PAGE.SHOW' });
    expect(actor.getSnapshot().value).toBe('offscreen');
  });

  it('S1 §4: an unseen visit that leaves while paused is dropped, and resuming off screen stays off screen', () => {
    const { reports, actor, send } = start();
    send(seen(70));
    send({ type: 'PAGE.UNLOAD' });
    send(seen(0));
    send({ type: 'PAGE.SHOW' });
    expect(actor.getSnapshot().value).toBe('offscreen');
    expect(reports).toEqual([]);
    expect(actor.getSnapshot().context.visibleAt).toBeNull();
  });

  it('S1 §4: pausing while off screen and resuming keeps it off screen with no time counted', () => {
    const { clock, actor, send } = start();
    send({ type: 'PAGE.HIDE' });
    clock.increment(1_000);
    send({ type: 'PAGE.SHOW' });
    expect(actor.getSnapshot().value).toBe('offscreen');
    expect(actor.getSnapshot().context.visibleMs).toBe(0);
  });

  it('bad percents are clamped (NaN is 0, above 100 is 100) and a clock stepping back adds no time', () => {
    let now = 10_000;
    const [first] = initialTransition(impressionMachine, { itemId: 'p', now: () => now, kind: 'board' });
    const [onscreen] = transition(impressionMachine, first, seen(250));
    expect(onscreen.context.percent).toBe(100);
    now = 5_000;
    const [back] = transition(impressionMachine, onscreen, seen(Number.NaN));
    expect(back.value).toBe('offscreen');
    expect(back.context.visibleMs).toBe(0);
  });

  it('the seen timer is an XState delay that vi fake timers drive too', () => {
    vi.useFakeTimers();
    try {
      const actor = createActor(impressionMachine, { input: { itemId: 'p', now: () => Date.now() } }).start();
      actor.send(seen(50));
      vi.advanceTimersByTime(IMPRESSION_SEEN_SECONDS * 1000);
      expect(actor.getSnapshot().context.seen).toBe(true);
      actor.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('without a provided reportImpression the actor fails with a clear "not provided" error', () => {
    const clock = new SimulatedClock();
    const actor = createActor(impressionMachine, { clock, input: { itemId: 'p', now: () => clock.now() } });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    actor.send(seen(90));
    clock.increment(2_000);
    actor.send(seen(0));
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(errors[0])).toMatch(/reportImpression.*not provided/);
  });

  it('the schema lists every action, guard, delay and event the machine has', () => {
    expect(Object.keys(impressionMachine.implementations.actions).sort()).toEqual([...impressionSchema.actions].sort());
    expect(Object.keys(impressionMachine.implementations.guards).sort()).toEqual([...impressionSchema.guards].sort());
    expect(Object.keys(impressionMachine.implementations.delays).sort()).toEqual([...impressionSchema.delays].sort());
    expect([...impressionMachine.events].filter((type) => !type.startsWith('xstate.')).sort()).toEqual([...impressionSchema.events].sort());
  });
});
