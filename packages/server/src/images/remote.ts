/**
 * Images of other sites (issue #24 §2): a Pin made from an `image_url` (the bookmarklet's `media`,
 * "from a URL" in the pin builder) gets the image fetched by the server, once, through the safe
 * fetcher (fetch/safe-fetch.ts: http(s) only, DNS once, non-public ranges refused also after
 * redirects, size and time caps), sniffed, and run through the same pipeline; the Pin then points
 * at our own media. An image that cannot be fetched or decoded is S0 §8 `Invalid Image` (400) and
 * no Pin is made.
 */
import { MESSAGES, sniffImage, validateImageDimensions, withinPixelCap } from '@pinstack/core';
import { safeFetch } from '../fetch/safe-fetch.js';
import { badRequest } from '../http/envelope.js';
import type { ServerEnv } from '../http/call.js';
import * as store from '../store/index.js';
import { ingestNow, storedImageOf, type StoredImage } from './ingest.js';

/** The most bytes of a fetched image (a phone photo is 3–12 MB). */
export const IMAGE_FETCH_MAX_BYTES = 25 * 1024 * 1024;
/** The whole fetch, redirects included, must end within this. */
export const IMAGE_FETCH_TIMEOUT_MS = 10_000;

/** Fetches an image through the safe fetcher: the body when it answered 200, else an error. */
export async function fetchImageBytes(url: string, options: { readonly allowPrivate?: boolean } = {}): Promise<Buffer> {
  const answer = await safeFetch(url, {
    maxBytes: IMAGE_FETCH_MAX_BYTES,
    timeoutMs: IMAGE_FETCH_TIMEOUT_MS,
    accept: 'image/webp,image/jpeg,image/png,image/*;q=0.8',
    allowPrivate: options.allowPrivate === true,
  });
  if (answer.status !== 200) throw new Error(`the image answered ${answer.status}`);
  return answer.body;
}

/** True for an absolute http(s) URL: an image of another site. */
export const isRemoteImageUrl = (url: string): boolean => /^https?:\/\//i.test(url);

/**
 * The image at `url`, fetched once (a URL fetched before is not fetched again) and processed as an
 * upload of `userId`; 400 `Invalid Image` when it cannot be fetched, is not an accepted image, or
 * does not decode.
 */
export async function ingestRemote(env: ServerEnv, userId: string, url: string): Promise<StoredImage> {
  const known = await store.remoteImage(env.db, url);
  if (known?.upload_id != null) {
    const upload = await store.uploadById(env.db, known.upload_id);
    const stored = upload === undefined ? undefined : storedImageOf(upload);
    if (stored !== undefined) return stored;
  }
  let bytes: Buffer;
  try {
    bytes = await env.images.fetchImage(url);
  } catch (error) {
    await store.recordRemoteImage(env.db, url, { error: error instanceof Error ? error.message : 'fetch failed' });
    throw badRequest(MESSAGES.invalidImage);
  }
  const sniffed = sniffImage(bytes);
  const refusal =
    sniffed === null
      ? MESSAGES.invalidImage
      : (validateImageDimensions(sniffed) ?? (withinPixelCap(sniffed) ? null : MESSAGES.invalidImage));
  if (refusal !== null) {
    await store.recordRemoteImage(env.db, url, { error: 'not an accepted image' });
    throw badRequest(refusal);
  }
  try {
    const stored = await ingestNow(env, userId, bytes);
    const upload = await store.uploadByFileName(env.db, stored.url.slice('/media/'.length));
    if (upload !== undefined) await store.recordRemoteImage(env.db, url, { uploadId: upload.id });
    return stored;
  } catch (error) {
    await store.recordRemoteImage(env.db, url, { error: 'does not decode' });
    throw error;
  }
}
