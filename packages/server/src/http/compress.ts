/**
 * Compression of the API's JSON answers (a 5,000-board picker answer is ~2.5 MB of JSON, ~55 KB
 * as brotli). Only JSON answers of API paths are compressed: images are compressed already and
 * streamed from the media store, and the built web app's files are precompressed at build time
 * (`static-web.ts`), so neither passes through here.
 *
 * Why not `hono/compress`: it offers gzip and deflate only (no brotli), its threshold reads
 * `Content-Length`, which `c.json` answers do not carry (so every answer, however small, would be
 * compressed), and it cannot set a level.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { isJsonType } from './json-type.js';
import { acceptedEncodings, isApiPath } from './static-web.js';

/** Answers smaller than this go as they are: below it the saving is a few bytes of one packet. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Brotli quality of per-request compression. Measured on the 5,000-board picker answer (2.6 MB):
 * quality 4 takes 8–11 ms of CPU for 55 KB, the same as gzip level 6 (8–11 ms, 76 KB); quality 5
 * takes ~13 ms for 40 KB, the default 11 takes 2–3 s (only fit for build-time compression).
 */
export const BROTLI_QUALITY = 4;
/** gzip level for clients without brotli: zlib's default, the usual speed/size balance. */
export const GZIP_LEVEL = 6;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*(accept-encoding|\*)\s*(?:,|$)/i;

/** The encoding to send for an `Accept-Encoding` header: br when accepted, else gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** Compresses `body` with `encoding` on libuv's thread pool (the event loop serves other requests meanwhile). */
export function compressBody(body: Uint8Array, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : gzipAsync(body, { level: GZIP_LEVEL });
}

/**
 * Middleware: compresses a JSON answer of an API path of at least `threshold` bytes with br or
 * gzip, as the request's `Accept-Encoding` allows; every such JSON answer says
 * `Vary: Accept-Encoding`. Left alone: HEAD, 1xx/204/206/304, answers already encoded or marked
 * `no-transform`, and anything not JSON (images, pages, redirects).
 */
export function compressJson(threshold = COMPRESS_THRESHOLD_BYTES): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // note: only status and headers are read until the answer is to be compressed: reading `body`
    // turns @hono/node-server's light answer (its string written at once) into a stream.
    const res = c.res;
    if (c.req.method === 'HEAD' || !isApiPath(c.req.path)) return;
    if (res.status < 200 || res.status === 204 || res.status === 206 || res.status === 304) return;
    if (!isJsonType(res.headers.get('content-type')) || res.headers.has('content-encoding')) return;
    if (NO_TRANSFORM.test(res.headers.get('cache-control') ?? '')) return;
    // The answer depends on Accept-Encoding from here on, so a cache must key on it.
    const vary = res.headers.get('vary');
    if (vary === null) res.headers.set('vary', 'Accept-Encoding');
    else if (!VARY_ACCEPT_ENCODING.test(vary)) res.headers.set('vary', `${vary}, Accept-Encoding`);
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    const declared = res.headers.get('content-length');
    if (encoding === undefined || (declared !== null && Number(declared) < threshold)) return;
    // note: a JSON answer is one string already in memory (`c.json`), so reading it whole costs no streaming.
    const body = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    let sent: Uint8Array<ArrayBuffer> = body;
    if (body.byteLength >= threshold) {
      const packed = await compressBody(body, encoding);
      // note: zlib's output is never in a SharedArrayBuffer; the view avoids copying it.
      sent = new Uint8Array(packed.buffer as ArrayBuffer, packed.byteOffset, packed.byteLength);
      headers.set('content-encoding', encoding);
    }
    headers.set('content-length', String(sent.byteLength));
    // note: cleared first, or Hono's `res` setter re-wraps the answer around its body (a stream) and
    // copies the old headers over the new ones.
    c.res = undefined;
    c.res = new Response(sent, { status: res.status, statusText: res.statusText, headers });
  };
}
