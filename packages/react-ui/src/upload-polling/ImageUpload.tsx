import type { ImageUploadEvent, ImageUploadView } from '@pinstack/core/machines';
import type { UploadProgress } from '@pinstack/core/ports';
import { useRef, useState } from 'react';
import { Button } from '../primitives/Button.js';
import { Spinner } from '../primitives/Spinner.js';
import styles from './ImageUpload.module.css';

/** Props of {@link ImageUpload}: the view model of `selectImageUpload`, the machine's `send`, the bytes sent. */
export interface ImageUploadProps {
  readonly view: ImageUploadView;
  readonly send: (event: ImageUploadEvent) => void;
  readonly progress: UploadProgress | null;
}

/**
 * S0 §2/§4/§8 the upload control: choose or drop an image; `Invalid Image` and the 200 MB limit are
 * refused before anything is sent (the machine's `validateUpload`); a progress bar while the bytes
 * go up; a spinner while the server processes it; the image once done; retry after a failure.
 */
export function ImageUpload({ view, send, progress }: ImageUploadProps) {
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const pick = (file: File | undefined) => {
    if (file !== undefined) send({ type: 'FILE.SELECT', file });
  };
  return (
    <div className={styles.upload} aria-busy={view.busy}>
      {view.state === 'done' && view.imageUrl !== null ? (
        <img className={styles.preview} src={view.imageUrl} alt="Your upload" />
      ) : (
        <label
          className={`${styles.drop} ${over ? styles.over : ''}`}
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={(event) => {
            event.preventDefault();
            setOver(false);
            pick(event.dataTransfer.files[0]);
          }}
        >
          <span>Choose a file or drag and drop it here</span>
          <input
            ref={input}
            className={styles.input}
            type="file"
            accept="image/*"
            disabled={view.busy}
            onChange={(event) => {
              pick(event.currentTarget.files?.[0]);
              event.currentTarget.value = '';
            }}
          />
        </label>
      )}
      {view.state === 'uploading' ? (
        <progress
          aria-label="Uploading"
          max={progress !== null && progress.total > 0 ? progress.total : undefined}
          value={progress !== null && progress.total > 0 ? progress.loaded : undefined}
        />
      ) : null}
      {view.state === 'polling' ? <Spinner label="Processing the image" /> : null}
      {view.error === null ? null : (
        <div role="alert">
          <p className={styles.error}>{view.error}</p>
          {view.state === 'failed' ? (
            <div className={styles.actions}>
              {view.canRetry ? <Button onClick={() => send({ type: 'UPLOAD.RETRY' })}>Try again</Button> : null}
              <Button
                onClick={() => {
                  send({ type: 'UPLOAD.RESET' });
                  // the buttons go away with the error: focus stays on the file control, whose chooser opens
                  input.current?.focus();
                  input.current?.click();
                }}
              >
                Choose another
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </div>
  );
}
