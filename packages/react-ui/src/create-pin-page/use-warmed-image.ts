/**
 * Issue 24 §2: the create-Pin page shows another site's image only once the backend has it. An
 * image address (the bookmarklet's `media`, one typed on the page) is sent to S0 §7 PUT
 * /v3/pins/image/, and the page shows and saves the backend's own copy it answers with; a path of
 * this site is used as it is. When the backend cannot get it, the page says so (S0 §8 `Invalid
 * Image`) and offers an upload instead.
 */
import { MESSAGES } from '@pinstack/core';
import { runPortCall } from '@pinstack/core/actors';
import { PinService } from '@pinstack/core/ports';
import { Effect } from 'effect';
import { useEffect, useState } from 'react';
import { usePortsRuntime } from '../provider/PinstackProvider.js';
import { isImageAddress } from './image-address.js';

/** Where the page's image stands. */
export type WarmedImageState =
  | { readonly status: 'ready'; readonly url: string | null }
  | { readonly status: 'fetching' }
  | { readonly status: 'failed'; readonly message: string };

/** The backend's copy of `media` (an address), or `media` itself (a path of this site, or none). */
export function useWarmedImage(media: string | null): WarmedImageState {
  const runtime = usePortsRuntime<PinService>('useWarmedImage');
  const [state, setState] = useState<{ readonly media: string | null; readonly result: WarmedImageState }>({
    media: null,
    result: { status: 'ready', url: null },
  });
  useEffect(() => {
    if (!isImageAddress(media)) return;
    const controller = new AbortController();
    runPortCall(
      runtime,
      Effect.flatMap(PinService, (pins) => pins.warmImage({ image_url: media })),
      controller.signal,
    ).then(
      (warmed) => {
        if (!controller.signal.aborted) setState({ media, result: { status: 'ready', url: warmed.image_url ?? media } });
      },
      () => {
        if (!controller.signal.aborted) setState({ media, result: { status: 'failed', message: MESSAGES.invalidImage } });
      },
    );
    return () => controller.abort();
  }, [media, runtime]);
  if (!isImageAddress(media)) return { status: 'ready', url: media };
  return state.media === media ? state.result : { status: 'fetching' };
}
