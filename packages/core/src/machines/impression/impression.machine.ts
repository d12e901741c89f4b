import { and, assign, setup } from 'xstate';
import type { ImpressionContext, ImpressionEvent, ImpressionInput, ImpressionRecord } from './impression.types.js';
import {
  IMPRESSION_FULL_VIEW_PERCENT,
  IMPRESSION_ONSCREEN_PERCENT,
  IMPRESSION_SEEN_SECONDS,
  IMPRESSION_VIEWABLE_PERCENT,
} from './impression.types.js';

// An observer can hand over NaN or a ratio slightly outside 0–1; keep percents in 0–100.
const clampPercent = (percent: number): number => (Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0);

/** The percent the item will be at after this event: the event's for a visibility change, else the last one. */
const percentAfter = (context: ImpressionContext, event: ImpressionEvent): number =>
  event.type === 'VISIBILITY.CHANGE' ? clampPercent(event.percent) : context.percent;

const recordOf = (context: ImpressionContext): ImpressionRecord => ({
  itemId: context.itemId,
  kind: context.kind,
  visibleAt: context.visibleAt ?? context.clockAt,
  hiddenAt: context.clockAt,
  visibleMs: context.visibleMs,
  viewableMs: context.viewableMs,
  fullViewMs: context.fullViewMs,
  maxPercent: context.maxPercent,
});

const stay = ['tick', 'setPercent', 'openSegment'] as const;
const report = { type: 'reportImpression', params: ({ context }: { context: ImpressionContext }) => recordOf(context) } as const;
/** Routing by the percent an event leads to; listed from the highest threshold down. */
const toLevel = [
  { guard: 'isFullView', target: '#impression.onscreen.viewable.full', actions: stay },
  { guard: 'isViewable', target: '#impression.onscreen.viewable.half', actions: stay },
  { target: '#impression.onscreen.partial', actions: stay },
] as const;
const leaveViewport = [
  { guard: and(['isOffscreen', 'isSeen']), target: '#impression.offscreen', actions: ['tick', 'setPercent', report, 'endVisit'] },
  { guard: 'isOffscreen', target: '#impression.offscreen', actions: ['tick', 'setPercent', 'endVisit'] },
] as const;
const pause = { target: '#impression.paused', actions: 'tick' } as const;
const resume = [{ guard: 'isOffscreen', target: '#impression.offscreen', actions: 'tick' }, ...toLevel] as const;

/**
 * S1 §4 impression timing of one item: visible, viewable and full-view times at thresholds 1, 50 and
 * 80 percent; the visit counts as seen after 2 s viewable; a seen visit is reported (the caller's
 * `reportImpression` action) when the item leaves the viewport; blur/hide/unload pause the clock
 * and focus/show resume it. Time comes only from `input.now`.
 */
/** What a visit starts from, both at creation and after a visit is reported (S1 §4). */
const FRESH_VISIT = {
  visibleAt: null,
  visibleMs: 0,
  viewableMs: 0,
  fullViewMs: 0,
  maxPercent: 0,
  seen: false,
} as const;

export const impressionMachine = setup({
  types: {
    context: {} as ImpressionContext,
    events: {} as ImpressionEvent,
    input: {} as ImpressionInput,
  },
  actions: {
    /** Sends one visit to tracking; the caller provides it (S1 §4). */
    reportImpression: (_: unknown, params: ImpressionRecord): void => {
      throw new Error(
        `impressionMachine: action "reportImpression" not provided (visit of ${params.itemId}); pass it with machine.provide({ actions })`,
      );
    },
    /** Closes the open segment: its time counts toward every threshold the last percent met. */
    tick: assign(({ context }) => {
      const at = context.now();
      if (!context.segmentOpen) return { clockAt: at };
      // note: a clock that steps back must not subtract time
      const elapsed = Math.max(0, at - context.clockAt);
      const over = (threshold: number): number => (context.percent >= threshold ? elapsed : 0);
      return {
        clockAt: at,
        segmentOpen: false,
        visibleMs: context.visibleMs + over(IMPRESSION_ONSCREEN_PERCENT),
        viewableMs: context.viewableMs + over(IMPRESSION_VIEWABLE_PERCENT),
        fullViewMs: context.fullViewMs + over(IMPRESSION_FULL_VIEW_PERCENT),
      };
    }),
    setPercent: assign(({ context, event }) => {
      const percent = percentAfter(context, event);
      return { percent, maxPercent: percent >= IMPRESSION_ONSCREEN_PERCENT ? Math.max(context.maxPercent, percent) : context.maxPercent };
    }),
    openSegment: assign(({ context }) => ({ segmentOpen: true, visibleAt: context.visibleAt ?? context.clockAt })),
    markSeen: assign({ seen: true }),
    endVisit: assign(({ context }) => ({ ...FRESH_VISIT, reported: context.reported + (context.seen ? 1 : 0) })),
  },
  guards: {
    isOffscreen: ({ context, event }) => percentAfter(context, event) < IMPRESSION_ONSCREEN_PERCENT,
    isViewable: ({ context, event }) => percentAfter(context, event) >= IMPRESSION_VIEWABLE_PERCENT,
    isFullView: ({ context, event }) => percentAfter(context, event) >= IMPRESSION_FULL_VIEW_PERCENT,
    isSeen: ({ context }) => context.seen,
    hasOpenVisit: ({ context }) => context.visibleAt !== null,
  },
  delays: {
    /** S1 §4 / §9 threshold 2: seconds of continuous viewability before a visit counts. */
    seenDelay: IMPRESSION_SEEN_SECONDS * 1000,
  },
}).createMachine({
  id: 'impression',
  initial: 'offscreen',
  context: ({ input }) => ({
    itemId: input.itemId,
    kind: input.kind ?? 'pin',
    now: input.now,
    percent: 0,
    clockAt: input.now(),
    segmentOpen: false,
    ...FRESH_VISIT,
    reported: 0,
  }),
  states: {
    offscreen: {
      on: {
        'VISIBILITY.CHANGE': [{ guard: 'isOffscreen', actions: 'setPercent' }, ...toLevel],
        'PAGE.BLUR': pause,
        'PAGE.HIDE': pause,
        'PAGE.UNLOAD': pause,
      },
    },
    onscreen: {
      initial: 'partial',
      on: {
        'VISIBILITY.CHANGE': [...leaveViewport, ...toLevel],
        'PAGE.BLUR': pause,
        'PAGE.HIDE': pause,
        'PAGE.UNLOAD': pause,
      },
      states: {
        partial: {},
        viewable: {
          initial: 'half',
          // note: moves between half and full are handled here so the seen timer keeps running
          on: { 'VISIBILITY.CHANGE': toLevel.slice(0, 2) },
          after: { seenDelay: { actions: 'markSeen' } },
          states: { half: {}, full: {} },
        },
      },
    },
    paused: {
      on: {
        'PAGE.FOCUS': resume,
        'PAGE.SHOW': resume,
        'VISIBILITY.CHANGE': [
          { guard: and(['isOffscreen', 'hasOpenVisit', 'isSeen']), actions: ['tick', 'setPercent', report, 'endVisit'] },
          { guard: and(['isOffscreen', 'hasOpenVisit']), actions: ['tick', 'setPercent', 'endVisit'] },
          { actions: 'setPercent' },
        ],
      },
    },
  },
});
