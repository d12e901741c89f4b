/**
 * The upload machines' actors (S0 §4 polling, S0 §7 VIPResource create, form upload and get)
 * over the uploads port.
 */
import { Effect } from 'effect';
import { uploadPollingMachine } from '../machines/upload-polling/upload-polling.machine.js';
import type { CheckUploadResult, UploadFile } from '../machines/upload-polling/upload-polling.types.js';
import type { UploadBlob, UploadProgress } from '../ports/uploads.js';
import { UploadService } from '../ports/uploads.js';
import { PortCallFailure, portActor } from './run-port-call.js';
import type { PortActors, PortsRuntime } from './run-port-call.js';

/**
 * S0 §4 / §7 the `checkUpload` actor of `uploadPollingMachine` on `runtime`: VIPResource get for
 * the one upload id → its record, or `undefined` when the server has none (a failed upload, S0 §4).
 */
export function uploadPollingActors(
  runtime: PortsRuntime<UploadService>,
): PortActors<{ readonly checkUpload: { readonly input: { uploadId: string }; readonly output: CheckUploadResult } }> {
  return {
    checkUpload: portActor(runtime, ({ uploadId }: { uploadId: string }) =>
      Effect.flatMap(UploadService, (uploads) => uploads.getUploads({ upload_ids: [uploadId] })).pipe(
        Effect.map((records): CheckUploadResult => records[uploadId]),
      ),
    ),
  };
}

/** A picked file that also has its bytes (a browser `File` or `Blob` does). */
export function isUploadBlob(file: UploadFile): file is UploadFile & UploadBlob {
  return typeof (file as Partial<UploadBlob>).arrayBuffer === 'function';
}

/** What the upload needs beyond the ports. */
export interface ImageUploadActorsOptions {
  /** Upload progress, as the platform reports it (once at the end with plain fetch). */
  readonly onProgress?: (progress: UploadProgress) => void;
}

/**
 * S0 §4 / §7 the actors of `imageUploadMachine` on `runtime`: `uploadImage` (VIPResource create,
 * then the form upload of the picked file → the upload id; a file without bytes fails with a
 * `PortCallFailure` before anything is sent) and `pollUpload` (`uploadPollingMachine` with
 * {@link uploadPollingActors}).
 */
export function imageUploadActors(
  runtime: PortsRuntime<UploadService>,
  options: ImageUploadActorsOptions = {},
): PortActors<{ readonly uploadImage: { readonly input: { file: UploadFile }; readonly output: string } }> & {
  readonly pollUpload: typeof uploadPollingMachine;
} {
  return {
    uploadImage: portActor(runtime, ({ file }: { file: UploadFile }) =>
      isUploadBlob(file)
        ? Effect.gen(function* () {
            const uploads = yield* UploadService;
            const ticket = yield* uploads.createUpload({ type: 'pinimage' });
            const sent = yield* uploads.uploadFile(ticket, file, options.onProgress);
            return sent.upload_id;
          })
        : Effect.fail(new PortCallFailure(new TypeError('The picked file has no bytes to upload (pass a File or Blob).'))),
    ),
    pollUpload: uploadPollingMachine.provide({ actors: uploadPollingActors(runtime) }),
  };
}
