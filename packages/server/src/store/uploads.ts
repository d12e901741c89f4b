import type { PinImages } from '@pinstack/core';
import type { Db } from '../db/db.js';
import { returned } from './returned.js';

/** An upload record (S0 §3 Upload, wire-protocol.md Uploads). */
export interface UploadRow {
  readonly id: string;
  readonly user_id: string;
  readonly status: 'registered' | 'processing' | 'succeeded' | 'failed';
  readonly message: string | null;
  readonly signature: string;
  readonly content_type: string | null;
  readonly file_name: string | null;
  readonly width: number | null;
  readonly height: number | null;
  /** Issue 24: the dominant colour and every variant, once the image pipeline made them. */
  readonly color: string | null;
  readonly images: PinImages | null;
}

const UPLOAD_COLUMNS = 'id, user_id, status, message, signature, content_type, file_name, width, height, color, images';

/** Registers an upload slot (VIPResource create). */
export async function insertUpload(db: Db, userId: string, signature: string): Promise<UploadRow> {
  const rows = await db.query<UploadRow>(
    `INSERT INTO uploads (user_id, status, signature) VALUES ($1, 'registered', $2) RETURNING ${UPLOAD_COLUMNS}`,
    [userId, signature],
  );
  return returned(rows, 'insertUpload');
}

/** Sets the signature of a ticket (it signs the id, so it is known only after the insert). */
export async function setUploadSignature(db: Db, id: string, signature: string): Promise<void> {
  await db.query(`UPDATE uploads SET signature = $2 WHERE id = $1`, [id, signature]);
}

/** One upload. */
export async function uploadById(db: Db, id: string): Promise<UploadRow | undefined> {
  return (await db.query<UploadRow>(`SELECT ${UPLOAD_COLUMNS} FROM uploads WHERE id = $1`, [id]))[0];
}

/** The viewer's uploads among `ids` (others' uploads are not listed). */
export async function uploadsOfUser(db: Db, userId: string, ids: readonly string[]): Promise<UploadRow[]> {
  return db.query<UploadRow>(`SELECT ${UPLOAD_COLUMNS} FROM uploads WHERE user_id = $1 AND id = ANY($2::text[])`, [userId, ids]);
}

/**
 * Moves an upload from `registered` to `processing`: false when it already left `registered`, so a
 * signed ticket is good for one file only.
 */
export async function claimUpload(db: Db, id: string): Promise<boolean> {
  const rows = await db.query(`UPDATE uploads SET status = 'processing' WHERE id = $1 AND status = 'registered' RETURNING id`, [id]);
  return rows.length === 1;
}

/** Records the outcome of processing an upload. */
export async function finishUpload(
  db: Db,
  id: string,
  outcome:
    | {
        status: 'succeeded';
        contentType: string;
        byteSize: number;
        fileName: string;
        width: number;
        height: number;
        color?: string | null;
        images?: PinImages | null;
      }
    | { status: 'failed'; message: string },
): Promise<void> {
  if (outcome.status === 'failed') {
    await db.query(`UPDATE uploads SET status = 'failed', message = $2 WHERE id = $1`, [id, outcome.message]);
    return;
  }
  await db.query(
    `UPDATE uploads SET status = 'succeeded', message = NULL, content_type = $2, byte_size = $3, file_name = $4,
       width = $5, height = $6, color = $7, images = $8 WHERE id = $1`,
    [
      id,
      outcome.contentType,
      outcome.byteSize,
      outcome.fileName,
      outcome.width,
      outcome.height,
      outcome.color ?? null,
      outcome.images === undefined || outcome.images === null ? null : JSON.stringify(outcome.images),
    ],
  );
}

/** Inserts an upload already being processed (an inline or fetched image: no ticket). */
export async function insertProcessingUpload(db: Db, userId: string, signature: string): Promise<UploadRow> {
  const rows = await db.query<UploadRow>(
    `INSERT INTO uploads (user_id, status, signature) VALUES ($1, 'processing', $2) RETURNING ${UPLOAD_COLUMNS}`,
    [userId, signature],
  );
  return returned(rows, 'insertProcessingUpload');
}

/**
 * The succeeded upload a served file belongs to: its canonical file (`orig`'s fallback) or any of
 * the variants the pipeline wrote for it (`media_files`), so a Pin made from any of its addresses
 * carries the whole image (issue 24 §1).
 */
export async function uploadByMediaFile(db: Db, fileName: string): Promise<UploadRow | undefined> {
  const rows = await db.query<UploadRow>(
    `SELECT ${UPLOAD_COLUMNS} FROM uploads WHERE status = 'succeeded'
       AND (file_name = $1 OR id = (SELECT upload_id FROM media_files WHERE file_name = $1))
     LIMIT 1`,
    [fileName],
  );
  return rows[0];
}

/** The upload stored under this file name (to serve it back with its type). */
export async function uploadByFileName(db: Db, fileName: string): Promise<UploadRow | undefined> {
  return (await db.query<UploadRow>(`SELECT ${UPLOAD_COLUMNS} FROM uploads WHERE file_name = $1 AND status = 'succeeded'`, [fileName]))[0];
}
