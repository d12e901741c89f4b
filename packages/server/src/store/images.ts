/**
 * The image pipeline's tables (migration 60, issue 24): the files served for each upload
 * (`media_files`), the jobs waiting for a worker (`image_jobs`, any server on the database may take
 * one), and images fetched from other sites (`remote_images`).
 */
import type { Db } from '../db/db.js';
import type { PinImages } from '@pinstack/core';

/** A served file and the upload whose Pins decide who may see it. */
export interface MediaFileRow {
  readonly file_name: string;
  readonly content_type: string;
  readonly user_id: string;
  /** The upload's canonical file (`orig`): Pins show `/media/{canonical}` as their `image_url`. */
  readonly canonical: string | null;
}

/** Records the files made for an upload. */
export async function insertMediaFiles(
  db: Db,
  uploadId: string,
  files: readonly { readonly name: string; readonly contentType: string; readonly size: number }[],
): Promise<void> {
  if (files.length === 0) return;
  await db.query(
    `INSERT INTO media_files (file_name, upload_id, content_type, byte_size)
     SELECT f.name, $1, f.type, f.size FROM unnest($2::text[], $3::text[], $4::bigint[]) AS f(name, type, size)`,
    [uploadId, files.map((f) => f.name), files.map((f) => f.contentType), files.map((f) => String(f.size))],
  );
}

/** The file of this name with its upload's owner and canonical file, if the pipeline made it. */
export async function mediaFileByName(db: Db, fileName: string): Promise<MediaFileRow | undefined> {
  const rows = await db.query<MediaFileRow>(
    `SELECT m.file_name, m.content_type, u.user_id, u.file_name AS canonical
     FROM media_files m JOIN uploads u ON u.id = m.upload_id WHERE m.file_name = $1`,
    [fileName],
  );
  return rows[0];
}

/** A job: process the source of an upload. */
export interface ImageJobRow {
  readonly upload_id: string;
  readonly source_name: string;
  /** An older image URL whose Pins move to the new media once processed (a stored image made before the pipeline). */
  readonly replaces_url: string | null;
  readonly attempts: number;
}

/** Queues a job for an upload whose source is stored as `sourceName`. */
export async function insertImageJob(db: Db, uploadId: string, sourceName: string, replacesUrl: string | null = null): Promise<void> {
  await db.query(`INSERT INTO image_jobs (upload_id, source_name, replaces_url) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [
    uploadId,
    sourceName,
    replacesUrl,
  ]);
}

/**
 * Takes the oldest job nobody holds, for `leaseSeconds`: another server skips a row being taken
 * (FOR UPDATE SKIP LOCKED) and one whose lease is running; a lease that ran out (its server died)
 * is taken again.
 */
export async function claimImageJob(db: Db, leaseSeconds: number): Promise<ImageJobRow | undefined> {
  const rows = await db.query<ImageJobRow>(
    `UPDATE image_jobs SET attempts = attempts + 1, locked_until = now() + make_interval(secs => $1)
     WHERE upload_id = (
       SELECT upload_id FROM image_jobs WHERE locked_until IS NULL OR locked_until < now()
       ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED)
     RETURNING upload_id, source_name, replaces_url, attempts`,
    [leaseSeconds],
  );
  return rows[0];
}

/** Removes a finished job. */
export async function deleteImageJob(db: Db, uploadId: string): Promise<void> {
  await db.query(`DELETE FROM image_jobs WHERE upload_id = $1`, [uploadId]);
}

/** Points the Pins showing `oldUrl` at an upload's processed image. */
export async function movePinsToImage(
  db: Db,
  oldUrl: string,
  image: { readonly url: string; readonly width: number; readonly height: number; readonly color: string; readonly images: PinImages },
): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `UPDATE pins SET image_url = $2, image_width = $3, image_height = $4, color = coalesce(color, $5), images = $6
     WHERE image_url = $1 RETURNING id`,
    [oldUrl, image.url, image.width, image.height, image.color, JSON.stringify(image.images)],
  );
  return rows.length;
}

/** Succeeded uploads stored before the pipeline (no variants), to be processed once. */
export async function uploadsWithoutVariants(db: Db, limit: number): Promise<{ id: string; file_name: string }[]> {
  return db.query<{ id: string; file_name: string }>(
    `SELECT u.id, u.file_name FROM uploads u
     WHERE u.status = 'succeeded' AND u.images IS NULL AND u.file_name IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM image_jobs j WHERE j.upload_id = u.id)
     ORDER BY u.id LIMIT $1`,
    [limit],
  );
}

/** Marks an old upload as being processed again (its file stays served until the new one is ready). */
export async function requeueOldUpload(db: Db, uploadId: string, fileName: string): Promise<void> {
  await insertImageJob(db, uploadId, fileName, `/media/${fileName}`);
}

/** A remote image already fetched (its upload), or how often fetching it failed. */
export interface RemoteImageRow {
  readonly url: string;
  readonly upload_id: string | null;
  readonly attempts: number;
}

export async function remoteImage(db: Db, url: string): Promise<RemoteImageRow | undefined> {
  return (await db.query<RemoteImageRow>(`SELECT url, upload_id, attempts FROM remote_images WHERE url = $1`, [url]))[0];
}

export async function recordRemoteImage(db: Db, url: string, outcome: { uploadId: string } | { error: string }): Promise<void> {
  await db.query(
    `INSERT INTO remote_images (url, upload_id, attempts, last_error) VALUES ($1, $2, 1, $3)
     ON CONFLICT (url) DO UPDATE SET upload_id = coalesce(EXCLUDED.upload_id, remote_images.upload_id),
       attempts = remote_images.attempts + 1, last_error = EXCLUDED.last_error, tried_at = now()`,
    [url, 'uploadId' in outcome ? outcome.uploadId : null, 'error' in outcome ? outcome.error : null],
  );
}

/** Image URLs of other sites that Pins still show (made before issue 24), retried a few times each. */
export async function hotlinkedImageUrls(db: Db, maxAttempts: number, limit: number): Promise<{ url: string; pinner_id: string }[]> {
  return db.query<{ url: string; pinner_id: string }>(
    `SELECT DISTINCT ON (p.image_url) p.image_url AS url, p.pinner_id FROM pins p
     LEFT JOIN remote_images r ON r.url = p.image_url
     WHERE p.image_url ~* '^https?://' AND (r.url IS NULL OR (r.upload_id IS NULL AND r.attempts < $1))
     ORDER BY p.image_url, p.created_at LIMIT $2`,
    [maxAttempts, limit],
  );
}
