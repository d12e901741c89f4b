import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { SUCCESS_POPUP_AUTO_CLOSE_MS } from '../../constants.js';
import type { Pin } from '../../entities.js';
import { pinCreatePixel } from '../../rules/tracking.js';
import type { CreatePinInput } from '../mobile-pin-create/mobile-pin-create.types.js';
import { callerActions, failureText, notProvided } from '../saving-support.js';
import type { BookmarkletPopupContext, BookmarkletPopupEvent, BookmarkletPopupInput, TrackPixelParams } from './bookmarklet-popup.types.js';

/**
 * S0 §2/§4 desktop bookmarklet popup: loading image → ready → creating → success view, which
 * closes the window after 10 s (SUCCESS_POPUP_AUTO_CLOSE_MS); a failure logs the pin_create_fail
 * pixel and returns to ready. Provide `loadImage`, `createPin` and the `trackPixel`, `closeWindow` actions.
 */
export const bookmarkletPopupMachine = setup({
  types: {} as {
    context: BookmarkletPopupContext;
    input: BookmarkletPopupInput;
    events: BookmarkletPopupEvent;
    output: { pin: Pin | null };
  },
  actors: {
    loadImage: fromPromise<{ width: number; height: number }, { url: string }>(notProvided('loadImage')),
    createPin: fromPromise<Pin, CreatePinInput>(notProvided('createPin')),
  },
  actions: {
    closeWindow: callerActions.closeWindow,
    // S0 §7 tracking pixel to the provider's log host; a browser effect like closeWindow.
    trackPixel: (_, _params: TrackPixelParams) => {
      throw new Error('trackPixel action not provided: pass it with machine.provide({ actions: { trackPixel } })');
    },
  },
  delays: { autoClose: SUCCESS_POPUP_AUTO_CLOSE_MS },
}).createMachine({
  id: 'bookmarkletPopup',
  context: ({ input }) => ({
    pin: input.pin,
    path: input.path,
    query: input.query ?? {},
    image: null,
    imageFailed: false,
    target: null,
    created: null,
    error: null,
  }),
  initial: 'loadingImage',
  on: { CLOSE: '.closed' },
  states: {
    loadingImage: {
      invoke: {
        id: 'loadImage',
        src: 'loadImage',
        input: ({ context }) => ({ url: context.pin.imageUrl ?? '' }),
        onDone: { target: 'ready', actions: assign({ image: ({ event }) => event.output }) },
        onError: { target: 'ready', actions: assign({ imageFailed: true }) },
      },
    },
    ready: {
      on: {
        'PIN.CREATE': {
          target: 'creating',
          actions: assign({
            target: ({ event }) => ({ boardId: event.boardId, boardName: event.boardName, sectionId: event.sectionId ?? null }),
            error: null,
          }),
        },
      },
    },
    creating: {
      invoke: {
        id: 'createPin',
        src: 'createPin',
        input: ({ context }) => ({
          boardId: context.target?.boardId ?? '',
          sectionId: context.target?.sectionId ?? null,
          pin: context.pin,
        }),
        onDone: {
          target: 'success',
          actions: [
            assign({ created: ({ event }) => event.output }),
            enqueueActions(({ context, event, enqueue }) => {
              // S0 §7: a success pixel only for a Pin that came with a guid.
              const pixel = pinCreatePixel({
                outcome: 'success',
                guid: context.pin.guid ?? null,
                pinId: event.output.id,
                path: context.path,
                query: context.query,
              });
              if (pixel) enqueue({ type: 'trackPixel', params: pixel });
            }),
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            assign({ error: ({ event }) => failureText(event.error) }),
            enqueueActions(({ context, enqueue }) => {
              const pixel = pinCreatePixel({
                outcome: 'failure',
                guid: context.pin.guid ?? null,
                path: context.path,
                query: context.query,
              });
              if (pixel) enqueue({ type: 'trackPixel', params: pixel });
            }),
          ],
        },
      },
    },
    success: {
      after: { autoClose: 'closed' },
    },
    closed: {
      type: 'final',
      entry: 'closeWindow',
    },
  },
  output: ({ context }) => ({ pin: context.created }),
});
