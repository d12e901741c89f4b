import { fc, test } from '../testing/property.js';
import { describe, expect, it } from 'vitest';
import {
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_TARGET_PERCENT,
  PIN_CARD_REPEAT_EVENTS_CAP,
  TRACKING_SAMPLE_RATES,
  VIDEO_IMPRESSION_BUFFER,
} from '../constants.js';
import { appendVideoImpression, loadingBarPercent, pinCardRepeatEvent, shouldFetchMore, shouldSampleTracking } from './feed.js';

const anyNumber = fc.oneof(fc.double(), fc.integer(), fc.constantFrom(Number.NaN, Infinity, -Infinity, -0));

describe('shouldFetchMore (S1 §9 scroll-to-fetch)', () => {
  it('S1 §9: fetches when within twice the visible height of the end, edge included', () => {
    // viewport 500: the bottom of the viewport is at scrollTop + 500; end at 3000
    expect(shouldFetchMore({ scrollTop: 1_500, viewportHeight: 500, contentHeight: 3_000 })).toBe(true); // 1000 left = 2 × 500
    expect(shouldFetchMore({ scrollTop: 1_499, viewportHeight: 500, contentHeight: 3_000 })).toBe(false); // 1001 left
    expect(shouldFetchMore({ scrollTop: 2_500, viewportHeight: 500, contentHeight: 3_000 })).toBe(true); // at the end
  });

  it('S1 §9: content shorter than the viewport fetches at once', () => {
    expect(shouldFetchMore({ scrollTop: 0, viewportHeight: 800, contentHeight: 200 })).toBe(true);
  });

  it('bad measures (NaN, negative, empty viewport) never fetch', () => {
    expect(shouldFetchMore({ scrollTop: Number.NaN, viewportHeight: 500, contentHeight: 0 })).toBe(false);
    expect(shouldFetchMore({ scrollTop: -1, viewportHeight: 500, contentHeight: 0 })).toBe(false);
    expect(shouldFetchMore({ scrollTop: 0, viewportHeight: 0, contentHeight: 0 })).toBe(false);
    expect(shouldFetchMore({ scrollTop: 0, viewportHeight: 500, contentHeight: Infinity })).toBe(false);
  });

  test.prop([anyNumber, anyNumber, anyNumber])(
    'total: any numbers give a boolean, never a throw',
    (scrollTop, viewportHeight, contentHeight) => {
      expect(typeof shouldFetchMore({ scrollTop, viewportHeight, contentHeight })).toBe('boolean');
    },
  );

  test.prop([fc.nat(100_000), fc.integer({ min: 1, max: 5_000 }), fc.nat(100_000), fc.nat(100_000)])(
    'monotone: scrolling further down never turns a fetch off',
    (scrollTop, viewportHeight, contentHeight, further) => {
      const here = shouldFetchMore({ scrollTop, viewportHeight, contentHeight });
      const below = shouldFetchMore({ scrollTop: scrollTop + further, viewportHeight, contentHeight });
      expect(!here || below).toBe(true);
    },
  );
});

describe('pinCardRepeatEvent (S0 §9 repeat events capped at 10)', () => {
  it('S0 §9: repeats 1 to 10 are logged, the 11th is not', () => {
    let logged = 0;
    const decisions: boolean[] = [];
    for (let i = 0; i < 12; i += 1) {
      const decision = pinCardRepeatEvent(logged);
      decisions.push(decision.log);
      logged = decision.logged;
    }
    expect(decisions).toEqual([...Array<boolean>(10).fill(true), false, false]);
    expect(logged).toBe(PIN_CARD_REPEAT_EVENTS_CAP);
  });

  it('S0 §9: at 9 logged one more is allowed, at 10 none', () => {
    expect(pinCardRepeatEvent(9)).toEqual({ log: true, logged: 10 });
    expect(pinCardRepeatEvent(10)).toEqual({ log: false, logged: 10 });
  });

  it('a corrupted count (NaN, negative, fractional) logs nothing', () => {
    for (const bad of [Number.NaN, -1, 2.5, Infinity]) expect(pinCardRepeatEvent(bad)).toEqual({ log: false, logged: 10 });
  });

  test.prop([anyNumber])('total, and the count never exceeds the cap', (logged) => {
    const decision = pinCardRepeatEvent(logged);
    expect(decision.logged).toBeLessThanOrEqual(PIN_CARD_REPEAT_EVENTS_CAP);
    expect(decision.log).toBe(Number.isInteger(logged) && logged >= 0 && logged < PIN_CARD_REPEAT_EVENTS_CAP);
  });

  test.prop([fc.nat(50)])('counting from 0 logs exactly 10 of any number of repeats', (repeats) => {
    let logged = 0;
    let sent = 0;
    for (let i = 0; i < repeats; i += 1) {
      const decision = pinCardRepeatEvent(logged);
      if (decision.log) sent += 1;
      logged = decision.logged;
    }
    expect(sent).toBe(Math.min(repeats, PIN_CARD_REPEAT_EVENTS_CAP));
  });
});

describe('appendVideoImpression (S1 §9 video impression buffer of 1000)', () => {
  it('S1 §9: the 1001st entry drops the oldest, keeping 1000', () => {
    const full = Array.from({ length: VIDEO_IMPRESSION_BUFFER }, (_, i) => i);
    const next = appendVideoImpression(full, 1_000);
    expect(next).toHaveLength(1_000);
    expect(next[0]).toBe(1);
    expect(next.at(-1)).toBe(1_000);
    expect(full).toHaveLength(1_000); // the input is not changed
  });

  it('S1 §9: below the cap entries are simply appended', () => {
    expect(appendVideoImpression(['a'], 'b')).toEqual(['a', 'b']);
  });

  it('a bad capacity falls back to 1000', () => {
    expect(appendVideoImpression([1, 2], 3, 0)).toEqual([1, 2, 3]);
    expect(appendVideoImpression([1, 2], 3, Number.NaN)).toEqual([1, 2, 3]);
  });

  test.prop([
    fc.array(fc.integer(), { maxLength: 1_200 }),
    fc.integer(),
    fc.option(fc.integer({ min: -5, max: 1_500 }), { nil: undefined }),
  ])('never exceeds the capacity and always ends with the new entry', (buffer, entry, capacity) => {
    const next = appendVideoImpression(buffer, entry, capacity);
    const size = capacity !== undefined && capacity > 0 ? capacity : VIDEO_IMPRESSION_BUFFER;
    expect(next.length).toBe(Math.min(size, buffer.length + 1));
    expect(next.at(-1)).toBe(entry);
  });

  test.prop([fc.array(fc.integer(), { maxLength: 3_000 })])('appending one by one keeps at most 1000, the newest', (entries) => {
    const buffer = entries.reduce<number[]>((acc, entry) => appendVideoImpression(acc, entry), []);
    expect(buffer.length).toBeLessThanOrEqual(VIDEO_IMPRESSION_BUFFER);
    expect(buffer).toEqual(entries.slice(-VIDEO_IMPRESSION_BUFFER));
  });
});

describe('shouldSampleTracking (S1 §9 sample rates 0.1 and 0.01)', () => {
  it('S1 §9: rate 0.1 sends when the draw is below 0.1', () => {
    expect(TRACKING_SAMPLE_RATES).toEqual([0.1, 0.01]);
    expect(shouldSampleTracking(0.1, 0)).toBe(true);
    expect(shouldSampleTracking(0.1, 0.099_999)).toBe(true);
    expect(shouldSampleTracking(0.1, 0.1)).toBe(false);
  });

  it('S1 §9: rate 0.01 sends when the draw is below 0.01', () => {
    expect(shouldSampleTracking(0.01, 0.009)).toBe(true);
    expect(shouldSampleTracking(0.01, 0.01)).toBe(false);
    expect(shouldSampleTracking(0.01, 0.5)).toBe(false);
  });

  it('a draw outside [0, 1) or a bad rate never sends', () => {
    expect(shouldSampleTracking(0.1, -0.01)).toBe(false);
    expect(shouldSampleTracking(0.1, 1)).toBe(false);
    expect(shouldSampleTracking(0.1, Number.NaN)).toBe(false);
    expect(shouldSampleTracking(Number.NaN, 0)).toBe(false);
    expect(shouldSampleTracking(2, 0.5)).toBe(false);
  });

  test.prop([anyNumber, anyNumber])('total: any numbers give a boolean', (rate, random) => {
    expect(typeof shouldSampleTracking(rate, random)).toBe('boolean');
  });

  test.prop([fc.constantFrom(...TRACKING_SAMPLE_RATES), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })])(
    'sends exactly for draws below the rate, so the share sent over uniform draws is the rate',
    (rate, random) => {
      expect(shouldSampleTracking(rate, random)).toBe(random < rate);
    },
  );
});

describe('loadingBarPercent (S1 §9 loading bar reaches 95 % in 6000 ms)', () => {
  it('S1 §9: 0 % at the start, 95 % at 6000 ms and it holds there', () => {
    expect(loadingBarPercent(0)).toBe(0);
    expect(loadingBarPercent(LOADING_BAR_DURATION_MS)).toBe(LOADING_BAR_TARGET_PERCENT);
    expect(loadingBarPercent(60_000)).toBe(95);
    expect(loadingBarPercent(Infinity)).toBe(95);
  });

  it('S1 §9 (our reading): ease-out, so half the time is three quarters of the way', () => {
    expect(loadingBarPercent(3_000)).toBeCloseTo(95 * 0.75, 10);
    expect(loadingBarPercent(5_999)).toBeLessThan(95);
  });

  it('a negative or NaN elapsed time is 0 %', () => {
    expect(loadingBarPercent(-1)).toBe(0);
    expect(loadingBarPercent(Number.NaN)).toBe(0);
  });

  test.prop([anyNumber])('total, and always within [0, 95]', (elapsed) => {
    const percent = loadingBarPercent(elapsed);
    expect(percent).toBeGreaterThanOrEqual(0);
    expect(percent).toBeLessThanOrEqual(LOADING_BAR_TARGET_PERCENT);
  });

  test.prop([fc.double({ min: -1e4, max: 1e5, noNaN: true }), fc.double({ min: 0, max: 1e5, noNaN: true })])(
    'monotone: more elapsed time never moves the bar back',
    (elapsed, more) => {
      expect(loadingBarPercent(elapsed + more)).toBeGreaterThanOrEqual(loadingBarPercent(elapsed));
    },
  );
});
