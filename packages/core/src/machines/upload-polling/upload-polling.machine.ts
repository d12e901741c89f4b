import { assign, fromPromise, setup } from 'xstate';
import { UPLOAD_POLL_INTERVAL_MS } from '../../constants.js';
import { MESSAGES } from '../../messages.js';
import { failureText, notProvided } from '../saving-support.js';
import { uploadPollStep } from '../../rules/upload.js';
import type { CheckUploadResult, UploadPollingContext, UploadPollingInput, UploadPollingOutput } from './upload-polling.types.js';
import { UploadPollingError } from './upload-polling.types.js';

/**
 * S0 §4 upload polling: checks the upload at once, again every 5000 ms while it is `processing`
 * or `registered`, ends with `{ imageUrl }` once `succeeded`, and ends in error otherwise.
 * Provide `checkUpload` (S0 §7 VIPResource get) with `machine.provide({ actors })`.
 */
export const uploadPollingMachine = setup({
  types: {} as { context: UploadPollingContext; input: UploadPollingInput; output: UploadPollingOutput },
  actors: {
    checkUpload: fromPromise<CheckUploadResult, { uploadId: string }>(notProvided('checkUpload')),
  },
  actions: {
    // Throwing is how a machine ends with snapshot status 'error' (core-api.md contract).
    failUpload: (_, params: { message: string; status: string | null; cause?: unknown }) => {
      throw new UploadPollingError(params.message, params.status, { cause: params.cause });
    },
  },
  delays: {
    pollInterval: ({ context }) => context.retryAfterMs,
  },
}).createMachine({
  id: 'uploadPolling',
  context: ({ input }) => ({
    uploadId: input.uploadId,
    checks: 0,
    retryAfterMs: UPLOAD_POLL_INTERVAL_MS,
    lastStatus: null,
    imageUrl: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'checkUpload',
        src: 'checkUpload',
        input: ({ context }) => ({ uploadId: context.uploadId }),
        onDone: [
          {
            guard: ({ event }) => uploadPollStep(event.output).kind === 'retry',
            target: 'waiting',
            actions: assign(({ context, event }) => {
              const step = uploadPollStep(event.output);
              return {
                checks: context.checks + 1,
                lastStatus: event.output?.status ?? null,
                retryAfterMs: step.kind === 'retry' ? step.afterMs : context.retryAfterMs,
              };
            }),
          },
          {
            guard: ({ event }) => uploadPollStep(event.output).kind === 'done',
            target: 'succeeded',
            actions: assign(({ context, event }) => {
              const step = uploadPollStep(event.output);
              return {
                checks: context.checks + 1,
                lastStatus: event.output?.status ?? null,
                imageUrl: step.kind === 'done' ? step.imageUrl : null,
              };
            }),
          },
          {
            target: 'failed',
            actions: [
              assign(({ context, event }) => ({ checks: context.checks + 1, lastStatus: event.output?.status ?? null })),
              {
                type: 'failUpload',
                params: ({ event }) => {
                  const step = uploadPollStep(event.output);
                  // S0 §8 upload failure: the server's message when it sent one (e.g. `Invalid Image`).
                  const message = step.kind === 'failed' ? step.message.trim() : '';
                  return { message: message || MESSAGES.genericError, status: event.output?.status ?? null };
                },
              },
            ],
          },
        ],
        onError: {
          target: 'failed',
          actions: {
            type: 'failUpload',
            params: ({ event }) => ({ message: failureText(event.error), status: null, cause: event.error }),
          },
        },
      },
    },
    waiting: {
      after: { pollInterval: 'checking' },
    },
    succeeded: {
      type: 'final',
    },
    // Final so the walk sees it as an end; the failUpload action turns the actor's status to 'error'.
    failed: {
      type: 'final',
    },
  },
  output: ({ context }) => ({ imageUrl: context.imageUrl ?? '' }),
});
