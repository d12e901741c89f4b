export { feedKey, movePinsMachine } from './move-pins.machine.js';
export { selectMovePins } from './move-pins.selectors.js';
export type { MovePinsView } from './move-pins.selectors.js';
export { movePinsSchema } from './move-pins.types.js';
export type { MovePinsCallInput, MovePinsContext, MovePinsEvent, MovePinsInput, MovePinsState, PinFeeds } from './move-pins.types.js';
