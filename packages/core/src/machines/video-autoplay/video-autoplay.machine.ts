import { assign, setup } from 'xstate';
import type { VideoAutoplayContext, VideoAutoplayEvent, VideoAutoplayInput } from './video-autoplay.types.js';

const videoIdOf = (event: VideoAutoplayEvent): string => event.videoId;
const isPromoted = (event: VideoAutoplayEvent): boolean => event.type === 'VIDEO.PLAY' && event.promoted === true;

/**
 * S1 §4 video autoplay: only one organic video plays at a time (starting another asks the caller's
 * `pausePlayer` action to pause the current one), promoted videos are tracked in their own region,
 * and every pause stores the player's current time.
 */
export const videoAutoplayMachine = setup({
  types: {
    context: {} as VideoAutoplayContext,
    events: {} as VideoAutoplayEvent,
    input: {} as VideoAutoplayInput,
  },
  actions: {
    /** Pauses a player on the page; the caller provides it (core never touches the DOM). */
    pausePlayer: (_: unknown, params: { readonly videoId: string }): void => {
      throw new Error(
        `videoAutoplayMachine: action "pausePlayer" not provided (asked to pause ${params.videoId}); pass it with machine.provide({ actions })`,
      );
    },
    startOrganic: assign({ organicVideoId: ({ event }) => videoIdOf(event) }),
    clearOrganic: assign({ organicVideoId: null }),
    addPromoted: assign({
      promotedVideoIds: ({ context, event }) =>
        context.promotedVideoIds.includes(event.videoId) ? context.promotedVideoIds : [...context.promotedVideoIds, event.videoId],
    }),
    removePromoted: assign({
      promotedVideoIds: ({ context, event }) => context.promotedVideoIds.filter((id) => id !== event.videoId),
    }),
    storeTime: assign({
      storedTimes: ({ context, event }) =>
        // note: a NaN or negative time from a broken player would resume nowhere sensible, so it is not kept
        event.type === 'VIDEO.PAUSE' && Number.isFinite(event.currentTime) && event.currentTime >= 0
          ? { ...context.storedTimes, [event.videoId]: event.currentTime }
          : context.storedTimes,
    }),
    forgetTime: assign({
      storedTimes: ({ context, event }) => {
        const { [event.videoId]: _ended, ...rest } = context.storedTimes;
        return rest;
      },
    }),
  },
  guards: {
    isOrganicPlay: ({ event }) => event.type === 'VIDEO.PLAY' && !isPromoted(event),
    isOtherOrganicPlay: ({ context, event }) =>
      event.type === 'VIDEO.PLAY' && !isPromoted(event) && event.videoId !== context.organicVideoId,
    isCurrentOrganic: ({ context, event }) => event.videoId === context.organicVideoId,
    isPromotedPlay: ({ event }) => isPromoted(event),
    isPlayingPromoted: ({ context, event }) => context.promotedVideoIds.includes(event.videoId),
    isLastPromoted: ({ context, event }) => context.promotedVideoIds.length === 1 && context.promotedVideoIds[0] === event.videoId,
  },
}).createMachine({
  id: 'videoAutoplay',
  type: 'parallel',
  context: ({ input }) => ({
    organicVideoId: null,
    promotedVideoIds: [],
    storedTimes: { ...(input as VideoAutoplayInput | undefined)?.storedTimes },
  }),
  on: {
    // note: also at the root so a pause no region owns (a superseded organic video) still stores its time
    'VIDEO.PAUSE': { actions: 'storeTime' },
  },
  states: {
    organic: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'VIDEO.PLAY': { guard: 'isOrganicPlay', target: 'playing', actions: 'startOrganic' } },
        },
        playing: {
          on: {
            'VIDEO.PLAY': {
              guard: 'isOtherOrganicPlay',
              actions: [{ type: 'pausePlayer', params: ({ context }) => ({ videoId: context.organicVideoId ?? '' }) }, 'startOrganic'],
            },
            'VIDEO.PAUSE': { guard: 'isCurrentOrganic', target: 'idle', actions: ['storeTime', 'clearOrganic'] },
            'VIDEO.ENDED': { guard: 'isCurrentOrganic', target: 'idle', actions: ['forgetTime', 'clearOrganic'] },
            'VIDEO.REMOVE': { guard: 'isCurrentOrganic', target: 'idle', actions: 'clearOrganic' },
          },
        },
      },
    },
    promoted: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'VIDEO.PLAY': { guard: 'isPromotedPlay', target: 'playing', actions: 'addPromoted' } },
        },
        playing: {
          on: {
            'VIDEO.PLAY': { guard: 'isPromotedPlay', actions: 'addPromoted' },
            'VIDEO.PAUSE': [
              { guard: 'isLastPromoted', target: 'idle', actions: ['storeTime', 'removePromoted'] },
              { guard: 'isPlayingPromoted', actions: ['storeTime', 'removePromoted'] },
            ],
            'VIDEO.ENDED': [
              { guard: 'isLastPromoted', target: 'idle', actions: ['forgetTime', 'removePromoted'] },
              { guard: 'isPlayingPromoted', actions: ['forgetTime', 'removePromoted'] },
            ],
            'VIDEO.REMOVE': [
              { guard: 'isLastPromoted', target: 'idle', actions: 'removePromoted' },
              { guard: 'isPlayingPromoted', actions: 'removePromoted' },
            ],
          },
        },
      },
    },
  },
});
