import { assign, fromPromise, setup } from 'xstate';
import { failureText, notProvided } from '../saving-support.js';
import { validateUpload } from '../../rules/upload.js';
import { uploadPollingMachine } from './upload-polling.machine.js';
import type { ImageUploadContext, ImageUploadEvent, UploadFile } from './upload-polling.types.js';

/** Picking a file, from `idle` or after a failure: a valid one is uploaded, else the rule's message. */
const selectFile = [
  { guard: 'isValidFile', target: 'uploading', actions: 'takeFile' },
  { target: 'idle', actions: 'refuseFile' },
] as const;

/**
 * S0 §4 / §7 / §9 image upload: a picked file is checked (size ≤ UPLOAD_MAX_BYTES, an image)
 * before anything is sent, then uploaded (`uploadImage`: VIPResource create + form upload,
 * resolving to the upload id) and polled (`pollUpload`, uploadPollingMachine by default) until
 * it has an image URL. Provide `uploadImage`, and `pollUpload` with its `checkUpload`.
 */
export const imageUploadMachine = setup({
  types: {} as { context: ImageUploadContext; events: ImageUploadEvent; output: { imageUrl: string } },
  actors: {
    uploadImage: fromPromise<string, { file: UploadFile }>(notProvided('uploadImage')),
    pollUpload: uploadPollingMachine,
  },
  actions: {
    takeFile: assign({ file: ({ event }) => (event.type === 'FILE.SELECT' ? event.file : null), uploadId: null, error: null }),
    // S0 §8 invalid image input: the rule's message, nothing is sent.
    refuseFile: assign({
      file: null,
      uploadId: null,
      error: ({ event }) => (event.type === 'FILE.SELECT' ? validateUpload(event.file) : null),
    }),
  },
  guards: {
    isValidFile: ({ event }) => event.type === 'FILE.SELECT' && validateUpload(event.file) === null,
  },
}).createMachine({
  id: 'imageUpload',
  context: { file: null, uploadId: null, imageUrl: null, error: null },
  initial: 'idle',
  states: {
    idle: { on: { 'FILE.SELECT': selectFile } },
    uploading: {
      invoke: {
        id: 'uploadImage',
        src: 'uploadImage',
        input: ({ context }) => ({ file: context.file as UploadFile }),
        onDone: { target: 'polling', actions: assign({ uploadId: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => failureText(event.error) }) },
      },
    },
    polling: {
      invoke: {
        id: 'pollUpload',
        src: 'pollUpload',
        input: ({ context }) => ({ uploadId: context.uploadId ?? '' }),
        onDone: { target: 'done', actions: assign({ imageUrl: ({ event }) => event.output.imageUrl }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => failureText(event.error) }) },
      },
    },
    done: { type: 'final' },
    failed: {
      on: {
        // a newly chosen file replaces the failed one (the trial: a valid JPEG after Invalid Image did nothing)
        'FILE.SELECT': selectFile,
        'UPLOAD.RETRY': { target: 'uploading', actions: assign({ error: null, uploadId: null }) },
        'UPLOAD.RESET': { target: 'idle', actions: assign({ file: null, uploadId: null, error: null }) },
      },
    },
  },
  output: ({ context }) => ({ imageUrl: context.imageUrl ?? '' }),
});
