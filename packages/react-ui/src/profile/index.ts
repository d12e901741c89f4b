export { Avatar } from './Avatar.js';
export type { AvatarProps } from './Avatar.js';
