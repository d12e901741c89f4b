import { assign, fromPromise, setup } from 'xstate';
import { ownerActionErrorMessage } from '../../rules/owning.js';
import { notProvided } from '../saving-support.js';
import type {
  OwnerActionContext,
  OwnerActionEvent,
  OwnerActionInput,
  OwnerActionOutput,
  OwnerActionPayload,
} from './owner-action.types.js';

/**
 * Issue #25 (beyond the spec: expected by users) one change an owner makes to their Pin, board or
 * section: `ACTION.REQUEST` with the call's options runs it at once, or first asks (input
 * `confirm`, a delete) until `ACTION.CONFIRM` (`ACTION.CANCEL` asks no more). Nothing changes on
 * screen before the backend answers; a failure goes back to idle with the server's message
 * (S0 §8), the form kept. Provide `run` (the port call) and `succeeded` with `machine.provide`.
 */
export const ownerActionMachine = setup({
  types: {} as {
    context: OwnerActionContext;
    input: OwnerActionInput;
    events: OwnerActionEvent;
    output: OwnerActionOutput;
  },
  actors: {
    run: fromPromise<unknown, OwnerActionPayload>(notProvided('run')),
  },
  actions: {
    succeeded: (_, _params: { result: unknown }) => {},
  },
  guards: {
    asksFirst: ({ context }) => context.confirm,
  },
}).createMachine({
  id: 'ownerAction',
  context: ({ input }) => ({ confirm: input.confirm ?? false, payload: null, error: null, result: undefined }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'ACTION.REQUEST': [
          { guard: 'asksFirst', target: 'confirming', actions: assign({ payload: ({ event }) => event.payload, error: null }) },
          { target: 'running', actions: assign({ payload: ({ event }) => event.payload, error: null }) },
        ],
      },
    },
    confirming: {
      on: {
        'ACTION.CONFIRM': 'running',
        'ACTION.CANCEL': { target: 'idle', actions: assign({ payload: null }) },
      },
    },
    running: {
      invoke: {
        id: 'run',
        src: 'run',
        input: ({ context }) => context.payload ?? {},
        onDone: {
          target: 'done',
          actions: [
            assign({ result: ({ event }) => event.output }),
            { type: 'succeeded', params: ({ event }) => ({ result: event.output }) },
          ],
        },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => ownerActionErrorMessage(event.error) }) },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ result: context.result }),
});
