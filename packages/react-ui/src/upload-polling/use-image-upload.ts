import { imageUploadActors, type PortsRuntime } from '@pinstack/core/actors';
import { imageUploadMachine, selectImageUpload } from '@pinstack/core/machines';
import type { ImageUploadEvent, ImageUploadView } from '@pinstack/core/machines';
import type { UploadProgress, UploadService } from '@pinstack/core/ports';
import { useEffect, useState } from 'react';
import { useBoundMachine } from '../provider/use-bound-machine.js';
import { useLatest } from '../provider/use-latest.js';

/** What {@link useImageUpload} gives its view. */
export interface ImageUploadBinding {
  readonly view: ImageUploadView;
  readonly send: (event: ImageUploadEvent) => void;
  /** Bytes sent so far while the file goes up (as the platform reports them), else `null`. */
  readonly progress: UploadProgress | null;
}

/**
 * S0 §4/§7 binds `imageUploadMachine` to the app's uploads port; `onUploaded` gets the image url
 * (and the upload's id, issue 25: an avatar is set by it) once processing has finished.
 */
export function useImageUpload(onUploaded?: (imageUrl: string, uploadId: string) => void): ImageUploadBinding {
  // note: progress is a stream of platform events, not a state of the flow, so it stays out of the machine
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const { view, send, snapshot } = useBoundMachine(
    'useImageUpload',
    (runtime: PortsRuntime<UploadService>) =>
      imageUploadMachine.provide({ actors: imageUploadActors(runtime, { onProgress: setProgress }) }),
    { select: selectImageUpload },
  );
  const uploaded = useLatest(onUploaded);
  useEffect(() => {
    if (view.state === 'done' && view.imageUrl !== null) uploaded.current?.(view.imageUrl, snapshot.context.uploadId ?? '');
  }, [view.state, view.imageUrl, snapshot.context.uploadId, uploaded]);
  return { view, send, progress: view.state === 'uploading' ? progress : null };
}
