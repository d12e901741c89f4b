export { uploadPollingMachine } from './upload-polling.machine.js';
export { imageUploadMachine } from './image-upload.machine.js';
export { selectUploadPolling, selectImageUpload } from './upload-polling.selectors.js';
export type { UploadPollingView, ImageUploadView } from './upload-polling.selectors.js';
export { UploadPollingError, uploadPollingSchema, imageUploadSchema } from './upload-polling.types.js';
export type {
  CheckUploadResult,
  ImageUploadContext,
  ImageUploadEvent,
  ImageUploadState,
  UploadFile,
  UploadPollingContext,
  UploadPollingEvent,
  UploadPollingInput,
  UploadPollingOutput,
  UploadPollingState,
} from './upload-polling.types.js';
