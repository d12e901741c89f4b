import { and, assign, fromPromise, setup, stateIn } from 'xstate';
import { followerCountAfter, followFailureNotice } from '../../rules/follow.js';
import { notProvided } from '../saving-support.js';
import type { FollowBlockContext, FollowBlockEvent, FollowBlockInput, SetBlockInput, SetFollowInput } from './follow-block.types.js';

/** The HTTP status a failed call carries (a port's `ApiError`), if any. */
const statusOf = (error: unknown): number | undefined => {
  const status = typeof error === 'object' && error !== null ? (error as { http_status?: unknown }).http_status : undefined;
  return typeof status === 'number' ? status : undefined;
};

/**
 * S0 §4/§8 follow and block, applied optimistically: the toggle and the follower count show at
 * once, the call (`setFollow`, `setBlock`: S0 §7 UserFollowResource / UserBlockResource) confirms
 * it, and a failure puts the old values back (silently, S0 §8; a follow refused with 403 says so,
 * `followFailureNotice`). A block is asked for first (`confirming`) and ends the viewer's follow,
 * as the server does; an unblock is at once. A blocked user cannot be followed. A toggle is
 * ignored while a call is running (its own or the other's).
 */
export const followBlockMachine = setup({
  types: {} as { context: FollowBlockContext; input: FollowBlockInput; events: FollowBlockEvent },
  actors: {
    setFollow: fromPromise<unknown, SetFollowInput>(notProvided('setFollow')),
    setBlock: fromPromise<unknown, SetBlockInput>(notProvided('setBlock')),
  },
  guards: {
    blocked: ({ context }) => context.blocked,
    notBlocked: ({ context }) => !context.blocked,
    // one call at a time across both: a follow and a block settling in either order could
    // otherwise revert into following someone blocked
    blockIdle: stateIn({ block: 'idle' }),
    followIdle: stateIn({ follow: 'idle' }),
  },
}).createMachine({
  id: 'followBlock',
  type: 'parallel',
  context: ({ input }) => ({
    userId: input.userId,
    following: input.following,
    blocked: input.blocked,
    followerCount: input.followerCount ?? null,
    beforeBlock: null,
    notice: null,
  }),
  states: {
    follow: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'FOLLOW.TOGGLE': {
              guard: and(['notBlocked', 'blockIdle']),
              target: 'pending',
              actions: assign(({ context }) => ({
                following: !context.following,
                followerCount: followerCountAfter(context.followerCount, context.following, !context.following),
                notice: null,
              })),
            },
          },
        },
        pending: {
          invoke: {
            id: 'setFollow',
            src: 'setFollow',
            input: ({ context }) => ({ userId: context.userId, follow: context.following }),
            onDone: 'idle',
            // S0 §8 follow fails: reverted, the count too; only a refusal says why.
            onError: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                following: !context.following,
                followerCount: followerCountAfter(context.followerCount, context.following, !context.following),
                notice: followFailureNotice(statusOf(event.error)),
              })),
            },
          },
        },
      },
    },
    block: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'BLOCK.TOGGLE': [
              // undoing a block needs no question
              {
                guard: and(['blocked', 'followIdle']),
                target: 'pending',
                actions: assign({ blocked: false, beforeBlock: null, notice: null }),
              },
              { guard: 'followIdle', target: 'confirming' },
            ],
          },
        },
        confirming: {
          on: {
            'BLOCK.CONFIRM': {
              guard: 'followIdle',
              target: 'pending',
              // blocking ends the viewer's follow (the server unfollows both ways)
              actions: assign(({ context }) => ({
                blocked: true,
                following: false,
                followerCount: followerCountAfter(context.followerCount, context.following, false),
                beforeBlock: { following: context.following, followerCount: context.followerCount },
                notice: null,
              })),
            },
            'BLOCK.CANCEL': 'idle',
          },
        },
        pending: {
          invoke: {
            id: 'setBlock',
            src: 'setBlock',
            input: ({ context }) => ({ userId: context.userId, block: context.blocked }),
            onDone: { target: 'idle', actions: assign({ beforeBlock: null }) },
            // S0 §8 block fails: silently reverted, with the follow it ended.
            onError: {
              target: 'idle',
              actions: assign(({ context }) => ({
                blocked: !context.blocked,
                ...(context.beforeBlock ?? {}),
                beforeBlock: null,
              })),
            },
          },
        },
      },
    },
  },
});
