/** S1 §4 impression timing of one tracked item (a Pin by default). */
import { IMPRESSION_VISIBILITY_THRESHOLDS } from '../../constants.js';
import type { IMPRESSION_KINDS } from '../../constants.js';

/** S1 §4 / §9 threshold 1 (our reading): percent of the item's area in the viewport at which it is on screen; below it, it has left. */
export const IMPRESSION_ONSCREEN_PERCENT = IMPRESSION_VISIBILITY_THRESHOLDS[0];
/** S1 §4 / §9 threshold 50 (our reading): percent at which the item is viewable; viewable time accumulates. */
export const IMPRESSION_VIEWABLE_PERCENT = IMPRESSION_VISIBILITY_THRESHOLDS[1];
/** S1 §4 / §9 threshold 80 (our reading): percent at which the item is in full view; full-view time accumulates. */
export const IMPRESSION_FULL_VIEW_PERCENT = IMPRESSION_VISIBILITY_THRESHOLDS[2];
/** S1 §4 / §9 threshold 2 (our reading): seconds an item must stay viewable, without a pause, to count as seen. */
export const IMPRESSION_SEEN_SECONDS = IMPRESSION_VISIBILITY_THRESHOLDS[3];

/** S1 §3 a kind of tracked impression. */
export type ImpressionKind = (typeof IMPRESSION_KINDS)[number];

/** What the caller starts an impression tracker with (S1 §4). */
export interface ImpressionInput {
  /** Id of the tracked item (a Pin id for kind `pin`). */
  readonly itemId: string;
  /** @default 'pin' */
  readonly kind?: ImpressionKind;
  /** The clock, in ms; core never reads the system time itself. */
  readonly now: () => number;
}

/** S1 §4: one visit of an item to the viewport, reported when it leaves. Times are the injected clock's ms. */
export interface ImpressionRecord {
  readonly itemId: string;
  readonly kind: ImpressionKind;
  /** When it crossed {@link IMPRESSION_ONSCREEN_PERCENT} (the visible time). */
  readonly visibleAt: number;
  /** When it dropped below it again (the hidden time). */
  readonly hiddenAt: number;
  /** Time on screen, paused time excluded. */
  readonly visibleMs: number;
  /** Time at or above {@link IMPRESSION_VIEWABLE_PERCENT}. */
  readonly viewableMs: number;
  /** Time at or above {@link IMPRESSION_FULL_VIEW_PERCENT}. */
  readonly fullViewMs: number;
  /** Largest visible percent during the visit. */
  readonly maxPercent: number;
}

/** The tracker's memory (S1 §4). */
export interface ImpressionContext {
  readonly itemId: string;
  readonly kind: ImpressionKind;
  readonly now: () => number;
  /** Last visible percent reported, 0–100. */
  readonly percent: number;
  /** Clock time of the last event handled; the open segment runs from here. */
  readonly clockAt: number;
  /** Whether time since `clockAt` counts (false while paused or off screen). */
  readonly segmentOpen: boolean;
  /** Start of the current visit, or `null` when none is open. */
  readonly visibleAt: number | null;
  readonly visibleMs: number;
  readonly viewableMs: number;
  readonly fullViewMs: number;
  readonly maxPercent: number;
  /** The current visit already counts as seen. */
  readonly seen: boolean;
  /** Visits reported so far. */
  readonly reported: number;
}

/** Events from the viewport observer and the page (S1 §4). */
export type ImpressionEvent =
  /** The visible share of the item changed; `percent` is 0–100 (an IntersectionObserver ratio × 100). */
  | { readonly type: 'VISIBILITY.CHANGE'; readonly percent: number }
  /** The window lost focus: the session pauses. */
  | { readonly type: 'PAGE.BLUR' }
  /** The page was hidden: the session pauses. */
  | { readonly type: 'PAGE.HIDE' }
  /** The page is unloading: the session pauses. */
  | { readonly type: 'PAGE.UNLOAD' }
  /** The window got focus back: the session resumes. */
  | { readonly type: 'PAGE.FOCUS' }
  /** The page is shown again: the session resumes. */
  | { readonly type: 'PAGE.SHOW' };

/** Every state, event, action, guard and delay name of impressionMachine. */
export const impressionSchema = {
  states: ['offscreen', 'onscreen.partial', 'onscreen.viewable.half', 'onscreen.viewable.full', 'paused'],
  events: ['VISIBILITY.CHANGE', 'PAGE.BLUR', 'PAGE.HIDE', 'PAGE.UNLOAD', 'PAGE.FOCUS', 'PAGE.SHOW'],
  actions: ['tick', 'setPercent', 'openSegment', 'markSeen', 'reportImpression', 'endVisit'],
  guards: ['isOffscreen', 'isViewable', 'isFullView', 'isSeen', 'hasOpenVisit'],
  delays: ['seenDelay'],
} as const;

/** Names in {@link impressionSchema}, as types. */
export interface ImpressionSchema {
  readonly state: (typeof impressionSchema.states)[number];
  readonly event: ImpressionEvent['type'];
  readonly action: (typeof impressionSchema.actions)[number];
  readonly guard: (typeof impressionSchema.guards)[number];
  readonly delay: (typeof impressionSchema.delays)[number];
}
