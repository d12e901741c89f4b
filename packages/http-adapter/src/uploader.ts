/**
 * The platform's multipart uploader with progress (XMLHttpRequest), apart from `uploads.ts`: the
 * adapter's config picks it at start on every page, while the upload service and its schemas load
 * with the services first needed after the picker shows (issue #22).
 */
import type { Uploader } from './config.js';

/** The subset of XMLHttpRequest the uploader uses (so tests and other platforms can supply one). */
export interface XhrLike {
  open(method: string, url: string): void;
  withCredentials: boolean;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  readonly status: number;
  readonly responseText: string;
  readonly upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
}

/** Upload with progress over an XMLHttpRequest-like constructor; rejects like fetch (TypeError, AbortError). */
export const xhrUploader =
  (Xhr: new () => XhrLike): Uploader =>
  ({ url, form, signal, onProgress }) =>
    new Promise((resolve, reject) => {
      const abortError = () => Object.assign(new Error('The upload was aborted.'), { name: 'AbortError' });
      if (signal.aborted) return reject(abortError());
      const xhr = new Xhr();
      xhr.open('POST', url);
      xhr.withCredentials = false;
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.upload.onprogress = (event) => onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
      xhr.onload = () => {
        signal.removeEventListener('abort', onAbort);
        resolve({ status: xhr.status, text: xhr.responseText });
      };
      xhr.onerror = () => {
        signal.removeEventListener('abort', onAbort);
        reject(new TypeError('Network request failed'));
      };
      xhr.onabort = () => {
        signal.removeEventListener('abort', onAbort);
        reject(abortError());
      };
      const onAbort = () => xhr.abort();
      signal.addEventListener('abort', onAbort);
      xhr.send(form);
    });

/** The platform's XMLHttpRequest uploader, when the platform has one (browsers), else `undefined`. */
export const platformUploader = (): Uploader | undefined => {
  const Xhr = (globalThis as { XMLHttpRequest?: new () => XhrLike }).XMLHttpRequest;
  return Xhr === undefined ? undefined : xhrUploader(Xhr);
};
