/**
 * Uploads (S0 §7 VIPResource, wire-protocol.md Uploads): a signed ticket, a multipart upload that
 * authenticates by its signed parameters, size and type checked on the bytes, dimensions checked
 * (S1 §5 ≥ 120×120), the file kept in the media store (a local directory or an S3 bucket) and
 * served back by URL from this server's origin.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import type { Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import {
  IMAGE_EXTENSIONS,
  IMAGE_SNIFF_BYTES,
  MESSAGES,
  sniffImage,
  withinPixelCap,
  UPLOAD_MAX_BYTES,
  validateImageDimensions,
  validateUpload,
  type SniffedImage,
} from '@pinstack/core';
import { badRequest, forbidden, HttpFailure, notFound } from '../http/envelope.js';
import { checkDeclaredLength, tooLarge } from '../http/body.js';
import { decodeCallOrFail } from '../http/decode.js';
import type { Call, Endpoints, ServerEnv } from '../http/call.js';
import * as store from '../store/index.js';
import { ingestNow, MEDIA_PATH, newBaseName, type StoredImage } from '../images/ingest.js';

/** Path of the multipart upload endpoint (the ticket's `upload_url`). */
export const UPLOAD_PATH = '/upload/';
export { MEDIA_PATH };
/** A ticket is good for one hour. */
const TICKET_TTL_MS = 60 * 60 * 1000;
/** wire-protocol.md: a request declaring more than the file limit plus 1 MiB is refused before reading. */
const UPLOAD_REQUEST_MAX_BYTES = UPLOAD_MAX_BYTES + 1_048_576;

function sign(env: ServerEnv, uploadId: string, userId: string, expires: string): string {
  return createHmac('sha256', env.uploadSecret).update(`${uploadId}.${userId}.${expires}`).digest('base64url');
}

/**
 * Checks the bytes of an image (S0 §9 size and type, S1 §5 dimensions): 413 over the size limit, 415
 * `Invalid Image` when not an image; a too-small image comes back as its message.
 */
interface InspectedImage extends SniffedImage {
  readonly ok: true;
}

function inspect(bytes: Uint8Array, size = bytes.byteLength): InspectedImage | { ok: false; message: string } {
  if (size > UPLOAD_MAX_BYTES) throw tooLarge(UPLOAD_MAX_BYTES);
  const sniffed = sniffImage(bytes);
  const uploadError = validateUpload({ size, type: sniffed?.type ?? 'application/octet-stream' });
  if (sniffed === null || uploadError !== null) throw new HttpFailure(415, uploadError ?? MESSAGES.invalidImage);
  const dimensionError = validateImageDimensions({ width: sniffed.width, height: sniffed.height });
  if (dimensionError !== null) return { ok: false, message: dimensionError };
  // A header is only a claim: 65535×65535 fits in 74 bytes.
  if (!withinPixelCap(sniffed)) return { ok: false, message: MESSAGES.invalidImage };
  return { ok: true, ...sniffed };
}

/** The name an upload's source is kept under until its job has processed it: never served. */
function sourceName(image: SniffedImage): string {
  return `${newBaseName()}.src.${IMAGE_EXTENSIONS[image.type]}`;
}

/**
 * Stores image bytes as a finished upload of `userId` and returns where they are served, processed
 * at once (the demo seed, inline images); a bad image is 413/415, a too-small one 400 with its message.
 */
export async function storeImage(env: ServerEnv, userId: string, bytes: Uint8Array): Promise<StoredImage> {
  const result = inspect(bytes);
  if (!result.ok) throw badRequest(result.message);
  return ingestNow(env, userId, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

/** S0 §3 inline `image_base64` of a Pin: stored like an upload. */
export async function storeInlineImage(call: Call, actor: string, base64: string) {
  return storeImage(call.env, actor, Buffer.from(base64.replace(/^data:[^,]*,/, ''), 'base64'));
}

function record(row: store.UploadRow) {
  return {
    status: row.status,
    signature: row.signature,
    ...(row.status === 'succeeded' && row.file_name !== null ? { image_url: `${MEDIA_PATH}${row.file_name}` } : {}),
    ...(row.message !== null ? { message: row.message } : {}),
  };
}

/** VIPResource: ticket and status records. */
export const uploadEndpoints = {
  'VIPResource.create': {
    access: 'required',
    run: async (call) => {
      const viewer = call.viewer();
      const upload = await store.insertUpload(call.db, viewer.id, '');
      const expires = String(call.now.getTime() + TICKET_TTL_MS);
      const signature = sign(call.env, upload.id, viewer.id, expires);
      await store.setUploadSignature(call.db, upload.id, signature);
      return {
        upload_id: upload.id,
        upload_url: new URL(UPLOAD_PATH, call.c.req.url).toString(),
        upload_parameters: { upload_id: upload.id, user_id: viewer.id, expires, signature },
      };
    },
  },
  'VIPResource.get': {
    access: 'required',
    run: async (call, { upload_ids }) => {
      const rows = await store.uploadsOfUser(call.db, call.viewer().id, upload_ids);
      return Object.fromEntries(rows.map((row) => [row.id, record(row)]));
    },
  },
} as const satisfies Endpoints;

/**
 * The multipart upload to `upload_url` (wire-protocol.md step 2): answers `{ upload_id }`.
 * Streamed: the signed fields (sent before the file) are checked before the file is read, the
 * type and size come from its first bytes, and the file goes to the media store chunk by chunk, so
 * a 200 MB upload holds a few chunks in memory (on S3, the 5 MiB part being sent and the next one
 * filling), never the whole file.
 */
export async function receiveUpload(env: ServerEnv, c: Context, now: Date): Promise<{ upload_id: string }> {
  checkDeclaredLength(c.req.raw, UPLOAD_REQUEST_MAX_BYTES);
  const contentType = c.req.header('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) throw badRequest('Expected multipart/form-data.');
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  // note: `c.req.raw.body` only without Node's request: reading it wraps the request in a web stream
  // that pauses the socket once its queue is full, and nothing reads that queue, so the upload could
  // stall for good (a 200 KB non-image hung as soon as the parser kept up with the socket).
  const body = incoming === undefined ? c.req.raw.body : null;
  const source: Readable =
    incoming ?? (body === null ? Readable.from([]) : Readable.fromWeb(body as unknown as NodeReadableStream<Uint8Array>));
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // note: one byte over the limit, so a file of exactly UPLOAD_MAX_BYTES is not cut; size is checked below.
      limits: { files: 1, fields: 8, parts: 10, fieldSize: 4096, fileSize: UPLOAD_MAX_BYTES + 1 },
    });
  } catch {
    throw badRequest('The upload could not be read.');
  }
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    let stored: Promise<{ upload_id: string }> | undefined;
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, file) => {
      if (name !== 'file' || stored !== undefined) {
        file.resume();
        return;
      }
      stored = storeUploadStream(env, { ...fields }, file, now);
      // note: settled when the whole body has been read ('close'); until then it must not count as unhandled
      stored.catch(() => undefined);
    });
    parser.on('close', () => {
      if (stored === undefined) reject(badRequest('Missing file.'));
      else stored.then(resolve, reject);
    });
    parser.on('error', () => reject(badRequest('The upload could not be read.')));
    source.on('error', () => reject(badRequest('The upload could not be read.')));
    // A body without a Content-Length is counted as it streams: past the limit, stop reading (413).
    let seen = 0;
    source.on('data', (chunk: Buffer) => {
      seen += chunk.length;
      if (seen <= UPLOAD_REQUEST_MAX_BYTES) return;
      const failure = tooLarge(UPLOAD_MAX_BYTES);
      source.unpipe(parser);
      source.pause();
      parser.destroy(failure);
      reject(failure);
    });
    source.pipe(parser);
  });
}

/** Checks the ticket's fields, then streams the file to the media store, sniffing its first bytes. */
async function storeUploadStream(env: ServerEnv, form: Record<string, string>, file: Readable & { truncated?: boolean }, now: Date) {
  const drain = () => file.resume();
  let uploadId: string;
  try {
    const fields = decodeCallOrFail('POST {upload_url}', form);
    const expected = Buffer.from(sign(env, fields.upload_id, fields.user_id, String(fields.expires)));
    const given = Buffer.from(fields.signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw forbidden('Bad upload signature.');
    if (fields.expires <= now.getTime()) throw forbidden('This upload ticket has expired.');
    const upload = await store.uploadById(env.db, fields.upload_id);
    if (upload === undefined || upload.user_id !== fields.user_id) throw notFound('upload');
    if (!(await store.claimUpload(env.db, upload.id))) throw new HttpFailure(409, 'This upload was already used.');
    uploadId = upload.id;
  } catch (error) {
    drain();
    throw error;
  }
  // The record now reads `processing` until the checks below settle it. The bytes go to the store
  // only once the first ones passed as an image, named by their type; until then they are held.
  let head: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  let verdict: InspectedImage | { ok: false; message: string } | undefined;
  let refusal: unknown;
  let writing: { readonly name: string; readonly pipe: PassThrough; readonly stored: Promise<void> } | undefined;
  const startWriting = (image: InspectedImage) => {
    const pipe = new PassThrough();
    const name = sourceName(image);
    const stored = env.media.putStream(name, pipe, image.type);
    // note: awaited below; a store failure before then must not count as unhandled
    stored.catch(() => undefined);
    writing = { name, pipe, stored };
    for (const chunk of head) pipe.write(chunk);
    head = [];
  };
  const write = async (chunk: Buffer) => {
    if (writing === undefined) return;
    // Bounded: wait for the store to take what it was given (or to fail) before reading on.
    if (!writing.pipe.write(chunk)) await Promise.race([once(writing.pipe, 'drain'), writing.stored]);
  };
  try {
    for await (const chunk of file as AsyncIterable<Buffer>) {
      size += chunk.length;
      // After a refusal the rest is read and dropped: the answer waits for the whole body anyway.
      if (refusal !== undefined) continue;
      try {
        if (verdict === undefined) {
          head.push(chunk);
          headLength += chunk.length;
          if (headLength >= IMAGE_SNIFF_BYTES) {
            verdict = inspect(Buffer.concat(head), size);
            if (verdict.ok) startWriting(verdict);
            else head = [];
          }
        } else {
          if (size > UPLOAD_MAX_BYTES) throw tooLarge(UPLOAD_MAX_BYTES);
          await write(chunk);
        }
      } catch (error) {
        refusal = error;
      }
    }
    if (refusal !== undefined) throw refusal;
    if (file.truncated === true || size > UPLOAD_MAX_BYTES) throw tooLarge(UPLOAD_MAX_BYTES);
    if (verdict === undefined) {
      verdict = inspect(Buffer.concat(head), size);
      if (verdict.ok) startWriting(verdict);
    }
    if (!verdict.ok) {
      await store.finishUpload(env.db, uploadId, { status: 'failed', message: verdict.message });
      return { upload_id: uploadId };
    }
    const stored = writing as NonNullable<typeof writing>;
    stored.pipe.end();
    await stored.stored;
    // Off the request path (issue 24): the record reads `processing` until a worker has made the variants.
    await store.insertImageJob(env.db, uploadId, stored.name);
    env.images.kick();
    return { upload_id: uploadId };
  } catch (error) {
    const stored = writing;
    if (stored !== undefined) {
      // The store drops what it had (a temporary file, an aborted multipart upload) when its body fails.
      stored.pipe.destroy(error instanceof Error ? error : new Error('upload refused'));
      await stored.stored.catch(() => undefined);
      await env.media.remove(stored.name).catch(() => undefined);
    }
    await store.finishUpload(env.db, uploadId, { status: 'failed', message: MESSAGES.invalidImage });
    throw error;
  }
}

/**
 * A served image's name: 24 random url-safe characters, the variant (issue 24) and the extension
 * (images stored before the pipeline: no variant, or the upload id). A source (`.src.`) never matches.
 */
const FILE_NAME = /^(?:[0-9]+|[A-Za-z0-9_-]{24})(?:\.(?:236x|474x|736x|orig))?\.[a-z]{3,4}$/;

/** A stored image as the media rule sees it: its uploader, canonical name and type, and who may see it. */
interface MediaFile {
  readonly owner: string;
  readonly canonical: string;
  readonly contentType: string;
  readonly access: { readonly visible: boolean; readonly public: boolean };
}

/**
 * The stored image `fileName` (any variant) as `viewerId` may see it: `undefined` when it does not
 * exist, or the viewer is neither its uploader nor a viewer of a board with a Pin showing it (S0
 * §6). One rule for serving an image and for saving a Pin of it (a Pin of an image one may not see
 * would show it to the Pin's viewers).
 */
export async function mediaFileFor(env: ServerEnv, fileName: string, viewerId: string): Promise<MediaFile | undefined> {
  if (!FILE_NAME.test(fileName)) return undefined;
  let owner: string;
  let canonical: string;
  let contentType: string;
  const file = await store.mediaFileByName(env.db, fileName);
  if (file !== undefined) {
    if (file.canonical === null) return undefined;
    owner = file.user_id;
    canonical = file.canonical;
    contentType = file.content_type;
  } else {
    // stored before the pipeline, until the backfill has processed it
    const upload = await store.uploadByFileName(env.db, fileName);
    if (upload === undefined || upload.content_type === null || upload.images !== null) return undefined;
    owner = upload.user_id;
    canonical = fileName;
    contentType = upload.content_type;
  }
  const access = await store.mediaAccess(env.db, `${MEDIA_PATH}${canonical}`, viewerId);
  return owner === viewerId || access.visible ? { owner, canonical, contentType, access } : undefined;
}

/**
 * Serves a stored image with its type, streamed from the media store; nothing else there (nor
 * under the data directory) is reachable: not an upload's source, which keeps the sender's EXIF.
 * S0 §6: only to its uploader and to viewers of a board with a Pin showing it ({@link mediaFileFor});
 * to anyone else it does not exist (404, as a missing file), so a secret board's images reach only
 * its members. Every variant of an image is checked as that image (its upload's Pins).
 */
export async function serveMedia(env: ServerEnv, fileName: string, viewerId: string): Promise<Response> {
  const media = await mediaFileFor(env, fileName, viewerId);
  if (media === undefined) throw notFound('file');
  const { contentType, access } = media;
  const object = await env.media.get(fileName);
  if (object === undefined) throw notFound('file');
  return new Response(Readable.toWeb(object.body) as ReadableStream<Uint8Array>, {
    headers: {
      'content-type': contentType,
      'content-length': String(object.size),
      // Shared caches keep only what anyone may see; the rest varies by session. A name is never reused.
      'cache-control': access.public ? 'public, max-age=31536000, immutable' : 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    },
  });
}
