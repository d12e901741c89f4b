// @pinstack/react-ui: React views bound to @pinstack/core's machines; the app gives the ports.
export * from './provider/PinstackProvider.js';
export { LiveRegionProvider, useAnnounce } from './primitives/LiveRegion.js';
export { Modal } from './primitives/Modal.js';
export type { ModalProps } from './primitives/Modal.js';
export { Button } from './primitives/Button.js';
export type { ButtonProps } from './primitives/Button.js';
export { TextField } from './primitives/TextField.js';
export type { TextFieldProps } from './primitives/TextField.js';
export { Spinner } from './primitives/Spinner.js';
export * from './add-section-form/index.js';
export * from './board-create-form/index.js';
export * from './save-pin/index.js';
export * from './success-dialog/index.js';
export * from './toast/index.js';
export * from './photo-upsell/index.js';
export * from './confetti/index.js';
export * from './collaborator-selection/index.js';
export * from './upload/index.js';
