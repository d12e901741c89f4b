import { UPLOAD_MAX_BYTES, UPLOAD_POLL_INTERVAL_MS } from '../constants.js';
import type { UploadRecord } from '../entities.js';
import { MESSAGES } from '../messages.js';

/** S0 §4 what to do after one upload status check. */
export type UploadPollStep =
  | { readonly kind: 'retry'; readonly afterMs: number }
  | { readonly kind: 'done'; readonly imageUrl: string }
  /** `message` is the server's (e.g. `Invalid Image`) or empty: S0 §8 "Upload failure: empty error". */
  | { readonly kind: 'failed'; readonly message: string };

/**
 * S0 §4 upload polling: `processing`/`registered` → retry after UPLOAD_POLL_INTERVAL_MS (5000 ms);
 * `succeeded` with an image URL → done; a missing record, any other status, or a success without an
 * image URL (nothing to show) → failed.
 */
export function uploadPollStep(record?: Pick<UploadRecord, 'status' | 'image_url' | 'message'> | null): UploadPollStep {
  const status = record?.status;
  if (status === 'processing' || status === 'registered') return { kind: 'retry', afterMs: UPLOAD_POLL_INTERVAL_MS };
  const imageUrl = record?.image_url;
  if (status === 'succeeded' && typeof imageUrl === 'string' && imageUrl.trim() !== '') return { kind: 'done', imageUrl };
  const message = record?.message;
  return { kind: 'failed', message: typeof message === 'string' ? message : '' };
}

/**
 * S0 §8/§9 check of a picked file before uploading: not an image (MIME type `image/…`), empty or
 * of unusable size → `Invalid Image`; over UPLOAD_MAX_BYTES (209715200) → MESSAGES.uploadTooLarge; else `null`.
 */
export function validateUpload(file: { readonly size: number; readonly type: string }): string | null {
  if (!/^image\/[^\s/]+$/i.test(file.type.trim())) return MESSAGES.invalidImage;
  if (!Number.isFinite(file.size) || file.size <= 0) return MESSAGES.invalidImage;
  return file.size > UPLOAD_MAX_BYTES ? MESSAGES.uploadTooLarge : null;
}
