export { MovePins } from './MovePins.js';
export type { MovePinsProps, MoveTarget } from './MovePins.js';
