export { ImageUpload } from './ImageUpload.js';
export type { ImageUploadProps } from './ImageUpload.js';
export { useImageUpload } from './use-image-upload.js';
export type { ImageUploadBinding } from './use-image-upload.js';
