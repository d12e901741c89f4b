export { followBlockMachine } from './follow-block.machine.js';
export { selectFollowBlock } from './follow-block.selectors.js';
export type { FollowBlockView } from './follow-block.selectors.js';
export { followBlockSchema } from './follow-block.types.js';
export type {
  FollowBlockContext,
  FollowBlockEvent,
  FollowBlockInput,
  FollowBlockState,
  SetBlockInput,
  SetFollowInput,
} from './follow-block.types.js';
