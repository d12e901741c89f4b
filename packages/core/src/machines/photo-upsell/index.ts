export { photoUpsellMachine } from './photo-upsell.machine.js';
export { photoUpsellSchema } from './photo-upsell.types.js';
export type { PhotoUpsellEvent, PhotoUpsellState } from './photo-upsell.types.js';
export { selectPhotoUpsell } from './photo-upsell.selectors.js';
export type { PhotoUpsellView } from './photo-upsell.selectors.js';
