import type { UploadRecord } from '../../entities.js';

/** S0 §4 upload polling: what the caller starts the machine with (core-api.md "State machines"). */
export interface UploadPollingInput {
  /** The `upload_id` VIPResource create returned (S0 §7). */
  readonly uploadId: string;
}

/** S0 §4 upload polling: the machine's memory. */
export interface UploadPollingContext {
  readonly uploadId: string;
  /** How many status checks have completed. */
  readonly checks: number;
  /** Wait before the next check, as the uploadPollStep rule gave it (S0 §9: 5000 ms). */
  readonly retryAfterMs: number;
  /** Status of the last record read, for the view. */
  readonly lastStatus: string | null;
  /** S0 §4 the image URL of a succeeded upload. */
  readonly imageUrl: string | null;
}

/** S0 §4 upload polling: the machine's result once the upload succeeded. */
export interface UploadPollingOutput {
  readonly imageUrl: string;
}

/** S0 §7 VIPResource get for one upload: the record, or `undefined` when the server has none. */
export type CheckUploadResult = UploadRecord | undefined;

/** S0 §4: upload polling takes no events from the view; it only reacts to its actor and timer. */
export type UploadPollingEvent = never;

/** S0 §8: the error an upload polling actor ends with when the upload did not succeed. */
export class UploadPollingError extends Error {
  /** The status the server reported, or `null` when it had no record (or the check failed). */
  readonly status: string | null;
  constructor(message: string, status: string | null, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UploadPollingError';
    this.status = status;
  }
}

/** S0 §4: every state name of uploadPollingMachine (the schema the path tests check). */
export const uploadPollingSchema = {
  states: ['checking', 'waiting', 'succeeded', 'failed'],
  events: [],
  actors: ['checkUpload'],
  delays: ['pollInterval'],
  actions: ['failUpload'],
} as const;

/** S0 §4: a state of uploadPollingMachine. */
export type UploadPollingState = (typeof uploadPollingSchema.states)[number];

/** S0 §3 the two fields of a file the upload validation reads (a browser `File` fits). */
export interface UploadFile {
  readonly size: number;
  readonly type: string;
}

/** S0 §4 image upload: the machine's memory. */
export interface ImageUploadContext {
  readonly file: UploadFile | null;
  readonly uploadId: string | null;
  readonly imageUrl: string | null;
  /** S0 §8 `Invalid Image` or the size message, or why the upload failed. */
  readonly error: string | null;
}

/** S0 §4 image upload events: pick a file (validated first), try again, or start over. */
export type ImageUploadEvent =
  | { readonly type: 'FILE.SELECT'; readonly file: UploadFile }
  | { readonly type: 'UPLOAD.RETRY' }
  | { readonly type: 'UPLOAD.RESET' };

/** S0 §4: every state, event and actor name of imageUploadMachine. */
export const imageUploadSchema = {
  states: ['idle', 'uploading', 'polling', 'done', 'failed'],
  events: ['FILE.SELECT', 'UPLOAD.RETRY', 'UPLOAD.RESET'],
  actors: ['uploadImage', 'pollUpload'],
  guards: ['isValidFile'],
} as const;

/** S0 §4: a state of imageUploadMachine. */
export type ImageUploadState = (typeof imageUploadSchema.states)[number];
