/**
 * The platform's uploader, fetched with the first upload (issue #22): the web app picks an
 * uploader at start on every page, but no page uploads before its picker shows.
 */
import type { Uploader } from './config.js';

/** `platformUploader` behind a dynamic import; `undefined` where the platform has no XMLHttpRequest. */
export const lazyPlatformUploader = (): Uploader | undefined =>
  (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest === undefined
    ? undefined
    : (request) =>
        import('./uploader.js').then(({ platformUploader }) => {
          const upload = platformUploader();
          if (upload === undefined) throw new TypeError('Network request failed');
          return upload(request);
        });
