export { PinCloseup } from './PinCloseup.js';
export type { PinCloseupProps } from './PinCloseup.js';
