/**
 * HTTP implementation of `UploadService` (S0 §7 VIPResource, wire protocol "Uploads"): the ticket,
 * the multipart upload (every `upload_parameters` field, then `file`) and the records.
 */
import { Effect } from 'effect';
import {
  abortedCall,
  NetworkError,
  UploadedFileSchema,
  UploadRecordsSchema,
  UploadTicketSchema,
  type UploadBlob,
  type UploadProgress,
  type UploadServiceShape,
} from '@pinstack/core';
import { callApi, decodeEnvelope, describeError, isAbortError, readText, send } from './client.js';
import type { ResolvedConfig, Uploader } from './config.js';

const CALL = 'POST {upload_url}' as const;

/** The multipart form of an upload: every `upload_parameters` field in order, then `file`. */
export async function uploadForm(parameters: Readonly<Record<string, string>>, file: UploadBlob): Promise<FormData> {
  const form = new FormData();
  for (const [name, value] of Object.entries(parameters)) form.append(name, value);
  const blob = file instanceof Blob ? file : new Blob([await file.arrayBuffer()], { type: file.type });
  form.append('file', blob, file.name ?? 'upload');
  return form;
}

/** An absolute upload_url as is; a path is resolved against the backend's base URL. */
const uploadUrl = (config: ResolvedConfig, url: string): string =>
  /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `${config.baseUrl}${url.startsWith('/') ? '' : '/'}${url}`;

/** `UploadService` over HTTP. */
export function makeUploadServiceHttp(config: ResolvedConfig): UploadServiceShape {
  const withUploader = (uploader: Uploader, url: string, form: FormData, onProgress: (p: UploadProgress) => void) =>
    Effect.tryPromise({
      try: (signal) => uploader({ url, form, signal, onProgress }),
      catch: (error) =>
        isAbortError(error) ? abortedCall(CALL) : new NetworkError({ call: CALL, message: describeError(error), cause: error }),
    });

  const withFetch = (url: string, form: FormData) =>
    Effect.gen(function* () {
      // The upload authenticates by its signed parameters: no CSRF header, no cookies sent cross-site.
      const response = yield* send(config, CALL, {
        url,
        init: { method: 'POST', headers: { Accept: 'application/json' }, body: form, credentials: 'same-origin' },
      });
      return { status: response.status, text: yield* readText(CALL, response) };
    });

  return {
    createUpload: (options) => callApi(config, 'VIPResource.create', options ?? {}, UploadTicketSchema),
    uploadFile: (ticket, file, onProgress) =>
      Effect.gen(function* () {
        const form = yield* Effect.tryPromise({
          try: () => uploadForm(ticket.upload_parameters, file),
          catch: (error) => new NetworkError({ call: CALL, message: `could not read the file: ${describeError(error)}`, cause: error }),
        });
        const url = uploadUrl(config, ticket.upload_url);
        const answer =
          onProgress !== undefined && config.uploader !== undefined
            ? yield* withUploader(config.uploader, url, form, onProgress)
            : yield* withFetch(url, form);
        const uploaded = yield* decodeEnvelope(CALL, answer.status, answer.text, UploadedFileSchema);
        // fetch reports no upload progress: tell the caller once, when all bytes are through.
        if (onProgress !== undefined && config.uploader === undefined) onProgress({ loaded: file.size, total: file.size });
        return uploaded;
      }),
    getUploads: (options) => callApi(config, 'VIPResource.get', options, UploadRecordsSchema),
  };
}
