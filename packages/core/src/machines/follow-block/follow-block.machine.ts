import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../saving-support.js';
import type { FollowBlockContext, FollowBlockEvent, FollowBlockInput, SetBlockInput, SetFollowInput } from './follow-block.types.js';

/**
 * S0 §4/§8 follow and block, applied optimistically: the toggle shows at once, the call
 * (`setFollow`, `setBlock`: S0 §7 UserFollowResource / UserBlockResource) confirms it, and a
 * failure silently puts the old value back. A toggle is ignored while its own call is running.
 */
export const followBlockMachine = setup({
  types: {} as { context: FollowBlockContext; input: FollowBlockInput; events: FollowBlockEvent },
  actors: {
    setFollow: fromPromise<unknown, SetFollowInput>(notProvided('setFollow')),
    setBlock: fromPromise<unknown, SetBlockInput>(notProvided('setBlock')),
  },
}).createMachine({
  id: 'followBlock',
  type: 'parallel',
  context: ({ input }) => ({ userId: input.userId, following: input.following, blocked: input.blocked }),
  states: {
    follow: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'FOLLOW.TOGGLE': { target: 'pending', actions: assign({ following: ({ context }) => !context.following }) } },
        },
        pending: {
          invoke: {
            id: 'setFollow',
            src: 'setFollow',
            input: ({ context }) => ({ userId: context.userId, follow: context.following }),
            onDone: 'idle',
            // S0 §8 follow fails: silently reverted.
            onError: { target: 'idle', actions: assign({ following: ({ context }) => !context.following }) },
          },
        },
      },
    },
    block: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'BLOCK.TOGGLE': { target: 'pending', actions: assign({ blocked: ({ context }) => !context.blocked }) } },
        },
        pending: {
          invoke: {
            id: 'setBlock',
            src: 'setBlock',
            input: ({ context }) => ({ userId: context.userId, block: context.blocked }),
            onDone: 'idle',
            // S0 §8 block fails: silently reverted.
            onError: { target: 'idle', actions: assign({ blocked: ({ context }) => !context.blocked }) },
          },
        },
      },
    },
  },
});
