export { FollowBlockControls } from './FollowBlockControls.js';
export type { FollowBlockControlsProps } from './FollowBlockControls.js';
