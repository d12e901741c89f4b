/**
 * From accepted bytes to served variants (issue #24): the pipeline runs under the process's image
 * limiter, every file goes to the media store under an unguessable name and is recorded in
 * `media_files` against its upload (so the secret-board check of that upload's Pins covers every
 * variant), and the upload ends `succeeded` with its variants and dominant colour. The source
 * (the bytes as sent, EXIF and GPS included) is never served and is deleted once processed.
 */
import { randomBytes } from 'node:crypto';
import { MESSAGES, type PinImage, type PinImages } from '@pinstack/core';
import { badRequest } from '../http/envelope.js';
import type { ServerEnv } from '../http/call.js';
import * as store from '../store/index.js';
import { ImageRefused, OUTPUT_FORMATS, processImage, VARIANT_NAMES, type ProcessedImage } from './pipeline.js';

/** Path prefix under which stored images are served. */
export const MEDIA_PATH = '/media/';

/** An image as the Pins showing it carry it. */
export interface StoredImage {
  /** `orig`'s fallback file: the Pin's `image_url`, and the key of who may see every variant. */
  readonly url: string;
  readonly width: number;
  readonly height: number;
  readonly color: string;
  readonly images: PinImages;
}

/** A new object name: 24 random url-safe characters (not an id to count through), then `.{label}.{ext}`. */
export const newBaseName = (): string => randomBytes(18).toString('base64url');

/** Writes every file of a processed image and records them against `uploadId`. */
async function storeFiles(env: ServerEnv, uploadId: string, processed: ProcessedImage): Promise<StoredImage> {
  const base = newBaseName();
  const written: { name: string; contentType: string; size: number }[] = [];
  const images: Record<string, { url?: string; width: number; height: number; webpUrl?: string; avifUrl?: string }> = {};
  try {
    for (const file of processed.files) {
      const { type, ext } = OUTPUT_FORMATS[file.format];
      const name = `${base}.${file.variant}.${ext}`;
      await env.media.put(name, file.bytes, type);
      written.push({ name, contentType: type, size: file.bytes.byteLength });
      const entry = images[file.variant] ?? { width: file.width, height: file.height };
      images[file.variant] = entry;
      const url = `${MEDIA_PATH}${name}`;
      if (file.format === 'webp') entry.webpUrl = url;
      else if (file.format === 'avif') entry.avifUrl = url;
      else entry.url = url;
    }
    await store.insertMediaFiles(env.db, uploadId, written);
  } catch (error) {
    for (const file of written) await env.media.remove(file.name).catch(() => undefined);
    throw error;
  }
  const out: Partial<Record<(typeof VARIANT_NAMES)[number], PinImage>> = {};
  for (const variant of VARIANT_NAMES) {
    const entry = images[variant];
    if (entry?.url !== undefined) out[variant] = { ...entry, url: entry.url };
  }
  const orig = out.orig;
  if (orig === undefined) throw new Error('the pipeline wrote no orig');
  return { url: orig.url, width: orig.width, height: orig.height, color: processed.color, images: out };
}

/**
 * Processes `bytes` (already sniffed as an accepted image) for the upload `uploadId` and settles it:
 * `succeeded` with its variants, or `failed` with `Invalid Image` when it does not decode or is a
 * bomb (then {@link ImageRefused} is thrown).
 */
export async function processUpload(env: ServerEnv, uploadId: string, bytes: Buffer): Promise<StoredImage> {
  let processed: ProcessedImage;
  try {
    processed = await env.images.limit(() => processImage(bytes, { avif: env.images.avif }));
  } catch (error) {
    if (error instanceof ImageRefused) await store.finishUpload(env.db, uploadId, { status: 'failed', message: MESSAGES.invalidImage });
    throw error;
  }
  const stored = await storeFiles(env, uploadId, processed);
  const canonical = stored.url.slice(MEDIA_PATH.length);
  const origBytes = processed.files.find((f) => f.variant === 'orig' && f.format === processed.fallback)?.bytes.byteLength ?? 0;
  await store.finishUpload(env.db, uploadId, {
    status: 'succeeded',
    contentType: OUTPUT_FORMATS[processed.fallback].type,
    byteSize: origBytes,
    fileName: canonical,
    width: stored.width,
    height: stored.height,
    color: stored.color,
    images: stored.images,
  });
  return stored;
}

/**
 * Stores image bytes as a finished upload of `userId` at once (inline `image_base64`, a fetched
 * image, the demo seed): 400 `Invalid Image` when the pipeline refuses them.
 */
export async function ingestNow(env: ServerEnv, userId: string, bytes: Buffer): Promise<StoredImage> {
  const upload = await store.insertProcessingUpload(env.db, userId, 'inline');
  try {
    return await processUpload(env, upload.id, bytes);
  } catch (error) {
    if (error instanceof ImageRefused) throw badRequest(MESSAGES.invalidImage);
    await store.finishUpload(env.db, upload.id, { status: 'failed', message: MESSAGES.invalidImage });
    throw error;
  }
}

/** A stored upload's image as Pins carry it, when the pipeline made it. */
export function storedImageOf(upload: store.UploadRow): StoredImage | undefined {
  if (upload.status !== 'succeeded' || upload.file_name === null || upload.images === null) return undefined;
  return {
    url: `${MEDIA_PATH}${upload.file_name}`,
    width: upload.width ?? 0,
    height: upload.height ?? 0,
    color: upload.color ?? '#e9e9e9',
    images: upload.images,
  };
}
