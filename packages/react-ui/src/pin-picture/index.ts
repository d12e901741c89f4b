export { PinPicture } from './PinPicture.js';
export type { PinPictureProps } from './PinPicture.js';
