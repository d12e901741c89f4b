export { PhotoUpsellModal } from './PhotoUpsellModal.js';
export type { PhotoUpsellModalProps } from './PhotoUpsellModal.js';
