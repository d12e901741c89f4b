/**
 * Uploads port (S0 §7 VIPResource, S0 §4 polling, wire protocol "Uploads"): get a ticket, send the
 * file as multipart to its `upload_url`, then read the upload records until one settles.
 */
import type { Schema } from 'effect';
import type { UploadCreateRequest, UploadRecordsRequest } from '../requests/index.js';
import { Context } from 'effect';
import type { Effect } from 'effect';
import type { UploadRecord, UploadTicket } from '../entities.js';
import type { CallError } from './errors.js';
import type { UploadedFile } from './other-schemas.js';

/** Failures of `UploadService` calls (S0 §8: an upload failure shows an empty error). */
export type UploadServiceError = CallError;

/**
 * The file to upload. A DOM `Blob`/`File` satisfies it; the core has no DOM, so it names only what
 * adapters need: size and type for the S0 §9 checks, the bytes, and a file name.
 */
export interface UploadBlob {
  readonly size: number;
  readonly type: string;
  readonly name?: string;
  readonly arrayBuffer: () => Promise<ArrayBuffer>;
}

/** Upload progress: bytes sent so far and in total (total is 0 when unknown). */
export interface UploadProgress {
  readonly loaded: number;
  readonly total: number;
}

/** S0 §7 POST VIPResource options. */
export type UploadCreateOptions = Schema.Schema.Type<typeof UploadCreateRequest>;

/** S0 §7 GET VIPResource options. */
export type UploadRecordsOptions = Schema.Schema.Type<typeof UploadRecordsRequest>;

/** S0 §7 upload calls. */
export interface UploadServiceShape {
  /** S0 §7 POST VIPResource → upload_id, upload_url, upload_parameters. */
  readonly createUpload: (options?: UploadCreateOptions) => Effect.Effect<UploadTicket, UploadServiceError>;
  /** S0 §7 form upload to `upload_url` (every upload_parameters field, then `file`); progress when the platform reports it. */
  readonly uploadFile: (
    ticket: UploadTicket,
    file: UploadBlob,
    onProgress?: (progress: UploadProgress) => void,
  ) => Effect.Effect<UploadedFile, UploadServiceError>;
  /** S0 §7 GET VIPResource → one record per upload id (a missing id is a failed upload, S0 §4). */
  readonly getUploads: (options: UploadRecordsOptions) => Effect.Effect<Readonly<Record<string, UploadRecord>>, UploadServiceError>;
}

/** The uploads port (S0 §7). */
export class UploadService extends Context.Service<UploadService, UploadServiceShape>()('@pinstack/core/UploadService') {}
