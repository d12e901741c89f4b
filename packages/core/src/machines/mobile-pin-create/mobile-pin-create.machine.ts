import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { TOAST_DURATION_MS } from '../../constants.js';
import type { Pin } from '../../entities.js';
import { MESSAGES } from '../../messages.js';
import { afterMobilePinCreate, mobileSaveToast } from '../../rules/mobile.js';
import { callerActions, notProvided } from '../saving-support.js';
import type { CreatePinInput, MobilePinCreateContext, MobilePinCreateEvent, MobilePinCreateInput } from './mobile-pin-create.types.js';

/**
 * S0 §4 mobile Pin creation: idle → creating (spinner) → success: the 'Saved to {board}' toast,
 * then close the window (popup, or history ≤ 1), back 2 (from board create with history > 2) or
 * back 1 | failure: the 'Sorry! Something went wrong on our end.' toast and back to idle.
 * Provide `createPin` (S0 §7 Create-Pin action) and the `showToast`, `navigate`, `closeWindow` actions.
 */
export const mobilePinCreateMachine = setup({
  types: {} as { context: MobilePinCreateContext; input: MobilePinCreateInput; events: MobilePinCreateEvent; output: { pin: Pin | null } },
  actors: {
    createPin: fromPromise<Pin, CreatePinInput>(notProvided('createPin')),
  },
  actions: callerActions,
}).createMachine({
  id: 'mobilePinCreate',
  context: ({ input }) => ({ ...input, target: null, created: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'PIN.CREATE': {
          target: 'creating',
          actions: assign({
            target: ({ event }) => ({ boardId: event.boardId, boardName: event.boardName, sectionId: event.sectionId ?? null }),
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
        onDone: { target: 'success', actions: assign({ created: ({ event }) => event.output }) },
        onError: {
          target: 'idle',
          actions: { type: 'showToast', params: { text: MESSAGES.mobilePinCreateFailed, durationMs: TOAST_DURATION_MS, action: null } },
        },
      },
    },
    success: {
      type: 'final',
      // S0 §4: the toast first, then leave the page.
      entry: enqueueActions(({ context, enqueue }) => {
        enqueue({
          type: 'showToast',
          params: mobileSaveToast({ boardName: context.target?.boardName ?? '', pinId: context.created?.id ?? null }),
        });
        const next = afterMobilePinCreate(context);
        if (next === 'close') enqueue('closeWindow');
        else enqueue({ type: 'navigate', params: { back: next.back } });
      }),
    },
  },
  output: ({ context }) => ({ pin: context.created }),
});
