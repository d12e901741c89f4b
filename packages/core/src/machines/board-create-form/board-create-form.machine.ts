import { assign, fromPromise, setup } from 'xstate';
import type { Board } from '../../entities.js';
import { boardPrivacyOptions } from '../../rules/acting-as.js';
import { boardCreateErrorMessage, boardCreatePayload, canCreateBoard, validateBoardName } from '../../rules/board.js';
import { notProvided } from '../saving-support.js';
import type {
  BoardCreateFormContext,
  BoardCreateFormEvent,
  BoardCreateFormInput,
  BoardCreateFormOutput,
  CreateBoardInput,
} from './board-create-form.types.js';

/**
 * S0 §4 board create form: editing → saving → success (the `boardCreated` callback gets the board)
 * or back to editing with the S0 §8 error text. S0 §5 validation; S0 §6 privacy (a non-owner
 * working for an advertiser gets a locked protected board). Provide `createBoard` (S0 §7
 * BoardResource create) and `boardCreated` with `machine.provide`.
 */
export const boardCreateFormMachine = setup({
  types: {} as {
    context: BoardCreateFormContext;
    input: BoardCreateFormInput;
    events: BoardCreateFormEvent;
    output: BoardCreateFormOutput;
  },
  actors: {
    createBoard: fromPromise<Board, CreateBoardInput>(notProvided('createBoard')),
  },
  actions: {
    // The caller's callback with the created board (S0 §4); a no-op until provided.
    boardCreated: (_, _params: { board: Board }) => {},
  },
  guards: {
    canCreate: ({ context }) => canCreateBoard({ ...context, saving: false }),
    privacyOffered: ({ context, event }) =>
      event.type === 'PRIVACY.CHANGE' && boardPrivacyOptions(context.acting).choices.includes(event.privacy),
  },
}).createMachine({
  id: 'boardCreateForm',
  context: ({ input }) => {
    const name = input.initialName ?? '';
    return {
      acting: input.acting,
      name,
      privacy: boardPrivacyOptions(input.acting).defaultPrivacy,
      nameError: name === '' ? null : validateBoardName(name),
      createError: null,
      board: null,
    };
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        // S0 §5: the name is checked as it is typed; editing also clears a create error so Create comes back.
        'NAME.CHANGE': {
          actions: assign({
            name: ({ event }) => event.value,
            nameError: ({ event }) => validateBoardName(event.value),
            createError: null,
          }),
        },
        'PRIVACY.CHANGE': { guard: 'privacyOffered', actions: assign({ privacy: ({ event }) => event.privacy }) },
        'BOARD.SUBMIT': [
          { guard: 'canCreate', target: 'saving' },
          // A blank submit shows why nothing happened.
          { actions: assign({ nameError: ({ context }) => context.nameError ?? validateBoardName(context.name) }) },
        ],
        'FORM.CANCEL': 'cancelled',
      },
    },
    saving: {
      invoke: {
        id: 'createBoard',
        src: 'createBoard',
        input: ({ context }) => boardCreatePayload({ name: context.name, privacy: context.privacy, acting: context.acting }),
        onDone: {
          target: 'success',
          actions: [
            assign({ board: ({ event }) => event.output }),
            { type: 'boardCreated', params: ({ event }) => ({ board: event.output }) },
          ],
        },
        onError: { target: 'editing', actions: assign({ createError: ({ event }) => boardCreateErrorMessage(event.error) }) },
      },
    },
    success: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => ({ board: context.board }),
});
