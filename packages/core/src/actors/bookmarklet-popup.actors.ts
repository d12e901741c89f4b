/** The bookmarklet popup's actors (S0 §4) over the Pins port (S0 §7) and the platform's image loader. */
import type { Pin } from '../entities.js';
import type { CreatePinInput } from '../machines/mobile-pin-create/mobile-pin-create.types.js';
import type { PinService } from '../ports/pins.js';
import { savePinCall } from './pin-save.js';
import type { PinSaveContext } from './pin-save.js';
import { portActor } from './run-port-call.js';
import type { PortActors, PortsRuntime } from './run-port-call.js';
import { fromPromise } from 'xstate';

/** An image's natural size, as the popup shows it (S0 §2). */
export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

/** What the popup needs beyond the ports. */
export interface BookmarkletPopupActorsOptions extends PinSaveContext {
  /**
   * Loads the page's image and reports its size. No port answers this (it is the browser's
   * `Image`, or an image-size reader on a server), so the caller passes it; a rejection leaves
   * the popup usable without the image (S0 §8).
   */
  readonly loadImage: (url: string) => Promise<ImageSize>;
}

/**
 * S0 §4 / §7 the two actors of `bookmarkletPopupMachine` on `runtime`: `loadImage` (the caller's
 * loader) and `createPin` (`pinSaveRequest`; the bookmarklet's method is usually `button`, sent as
 * `button_external` without a guid, S0 §1).
 */
export function bookmarkletPopupActors(
  runtime: PortsRuntime<PinService>,
  options: BookmarkletPopupActorsOptions,
): PortActors<{
  readonly loadImage: { readonly input: { url: string }; readonly output: { width: number; height: number } };
  readonly createPin: { readonly input: CreatePinInput; readonly output: Pin };
}> {
  return {
    loadImage: fromPromise<{ width: number; height: number }, { url: string }>(async ({ input }) => {
      const size = await options.loadImage(input.url);
      return { width: size.width, height: size.height };
    }),
    createPin: portActor(runtime, (input: CreatePinInput) => savePinCall(input, options)),
  };
}
