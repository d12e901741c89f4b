/**
 * Feed behaviour behind the S1 §9 / S0 §9 constants: scroll-to-fetch, the Pin-card repeat-event
 * cap, the video impression buffer, tracking sample decisions and the loading progress bar.
 * Every function is pure: time, randomness and measurements come in as arguments.
 */
import {
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_TARGET_PERCENT,
  PIN_CARD_REPEAT_EVENTS_CAP,
  SCROLL_FETCH_VIEWPORT_FACTOR,
  type TRACKING_SAMPLE_RATES,
  VIDEO_IMPRESSION_BUFFER,
} from '../constants.js';

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

// ---- S1 §9 scroll-to-fetch ----

/** Where the feed's scroll container stands, in CSS pixels (S1 §9 scroll-to-fetch). */
export interface FeedScrollPosition {
  /** Pixels scrolled from the top of the content. */
  readonly scrollTop: number;
  /** Height of the visible part of the container. */
  readonly viewportHeight: number;
  /** Full height of the content, loaded items only. */
  readonly contentHeight: number;
}

/**
 * S1 §9 scroll-to-fetch: whether the feed should fetch its next page, i.e. the distance from the
 * bottom of the viewport to the end of the content is at most {@link SCROLL_FETCH_VIEWPORT_FACTOR}
 * (2) visible heights. The 200 ms debounce (`SCROLL_FETCH_DEBOUNCE_MS`) is the caller's timer: call
 * this once the scroll events have settled. A position with a non-finite or negative measure, or an
 * empty viewport (not laid out yet), answers `false` rather than fetching on garbage.
 */
export function shouldFetchMore(position: FeedScrollPosition): boolean {
  const { scrollTop, viewportHeight, contentHeight } = position;
  if (!finite(scrollTop) || !finite(viewportHeight) || !finite(contentHeight)) return false;
  if (scrollTop < 0 || viewportHeight <= 0 || contentHeight < 0) return false;
  const remaining = contentHeight - (scrollTop + viewportHeight);
  return remaining <= SCROLL_FETCH_VIEWPORT_FACTOR * viewportHeight;
}

// ---- S0 §9 Pin-card repeat events ----

/** Answer of {@link pinCardRepeatEvent}: whether to log this repeat and the count to keep. */
export interface PinCardRepeatDecision {
  /** Log this repeat event. */
  readonly log: boolean;
  /** Repeats logged so far for this Pin card, this one included when logged. */
  readonly logged: number;
}

/**
 * S0 §9 Pin-card repeat events capped at 10: given how many repeats of one Pin card's event were
 * already logged, says whether to log another and returns the new count; from the cap on, nothing
 * more is logged and the count stays at {@link PIN_CARD_REPEAT_EVENTS_CAP}. A count that is not a
 * non-negative integer (NaN, negative, fractional) is read as "unknown" and treated as the cap, so
 * a corrupted counter can never flood tracking.
 */
export function pinCardRepeatEvent(logged: number): PinCardRepeatDecision {
  if (!Number.isInteger(logged) || logged < 0 || logged >= PIN_CARD_REPEAT_EVENTS_CAP) {
    return { log: false, logged: PIN_CARD_REPEAT_EVENTS_CAP };
  }
  return { log: true, logged: logged + 1 };
}

// ---- S1 §9 video impression buffer ----

/**
 * S1 §9 video impression buffer of 1000 entries: appends `entry` and, past `capacity`, drops the
 * oldest entries so the result keeps the newest `capacity`. Returns a new array; `buffer` is not
 * changed. A capacity that is not a positive integer is read as the default.
 * @default capacity {@link VIDEO_IMPRESSION_BUFFER} (1000)
 */
export function appendVideoImpression<T>(buffer: readonly T[], entry: T, capacity: number = VIDEO_IMPRESSION_BUFFER): T[] {
  const size = Number.isInteger(capacity) && capacity > 0 ? capacity : VIDEO_IMPRESSION_BUFFER;
  const next = [...buffer, entry];
  return next.length > size ? next.slice(next.length - size) : next;
}

// ---- S1 §9 tracking sample rates ----

/** S1 §9 one of the tracking counter sample rates (0.1 or 0.01). */
export type TrackingSampleRate = (typeof TRACKING_SAMPLE_RATES)[number];

/**
 * S1 §9 sample rates 0.1 and 0.01 for tracking counters: whether this counter event is sent, given
 * `random`, a number the caller drew uniformly from [0, 1) (core never draws one itself). Sent when
 * `random < rate`, so a rate of 0.1 sends one event in ten. A `random` outside [0, 1) or NaN, or a
 * rate that is not a number in [0, 1], answers `false`: a bad draw never over-reports.
 */
export function shouldSampleTracking(rate: TrackingSampleRate | number, random: number): boolean {
  if (!finite(rate) || rate < 0 || rate > 1) return false;
  if (!finite(random) || random < 0 || random >= 1) return false;
  return random < rate;
}

// ---- S1 §9 loading progress bar ----

/**
 * S1 §9 loading progress bar reaches 95 % in 6000 ms: the percent shown after `elapsedMs`. Our
 * reading of the curve (not shown): ease-out quadratic, `95 × (1 − (1 − t)²)` with
 * `t = elapsed / 6000`, so the bar moves fast at first and slows toward 95; it then holds at 95 until
 * the caller completes it. Monotone non-decreasing in `elapsedMs`, always within [0, 95]; a negative
 * or NaN elapsed time is 0 %, `Infinity` is 95 %.
 */
export function loadingBarPercent(elapsedMs: number): number {
  if (typeof elapsedMs !== 'number' || Number.isNaN(elapsedMs) || elapsedMs <= 0) return 0;
  const t = Math.min(1, elapsedMs / LOADING_BAR_DURATION_MS);
  return Math.min(LOADING_BAR_TARGET_PERCENT, LOADING_BAR_TARGET_PERCENT * (1 - (1 - t) ** 2));
}
