import type { SnapshotFrom } from 'xstate';
import type { imageUploadMachine } from './image-upload.machine.js';
import type { uploadPollingMachine } from './upload-polling.machine.js';
import type { ImageUploadState, UploadPollingState } from './upload-polling.types.js';

/** S0 §4 what a view shows of an upload being polled. */
export interface UploadPollingView {
  readonly state: UploadPollingState;
  /** True while the upload is still being processed (checking or waiting for the next check). */
  readonly pending: boolean;
  readonly imageUrl: string | null;
  /** S0 §8 why the upload failed, once the actor ended in error. */
  readonly error: string | null;
  readonly checks: number;
}

/** S0 §4: projects an uploadPollingMachine snapshot to what the view needs. */
export function selectUploadPolling(snapshot: SnapshotFrom<typeof uploadPollingMachine>): UploadPollingView {
  const state = snapshot.value as UploadPollingState;
  const failed = snapshot.status === 'error' || state === 'failed';
  const error = snapshot.error instanceof Error ? snapshot.error.message : failed ? String(snapshot.error ?? '') : null;
  return {
    state,
    pending: snapshot.status === 'active' && (state === 'checking' || state === 'waiting'),
    imageUrl: snapshot.context.imageUrl,
    error: failed ? error : null,
    checks: snapshot.context.checks,
  };
}

/** S0 §4 what a view shows of an image upload. */
export interface ImageUploadView {
  readonly state: ImageUploadState;
  /** Shows a spinner while the file is sent or processed. */
  readonly busy: boolean;
  readonly imageUrl: string | null;
  /** S0 §8 `Invalid Image`, the size message, or the upload failure. */
  readonly error: string | null;
  readonly canRetry: boolean;
}

/** S0 §4: projects an imageUploadMachine snapshot to what the view needs. */
export function selectImageUpload(snapshot: SnapshotFrom<typeof imageUploadMachine>): ImageUploadView {
  const state = snapshot.value as ImageUploadState;
  return {
    state,
    busy: state === 'uploading' || state === 'polling',
    imageUrl: snapshot.context.imageUrl,
    error: snapshot.context.error,
    canRetry: state === 'failed' && snapshot.context.file !== null,
  };
}
