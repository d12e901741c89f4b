import { assign, sendTo, setup } from 'xstate';
import { boardCreateFormMachine } from '../board-create-form/board-create-form.machine.js';
import { collaboratorSelectionMachine } from '../collaborator-selection/collaborator-selection.machine.js';
import type { BoardCreateInviteContext, BoardCreateInviteInput, BoardCreateInviteOutput } from './board-create-invite.types.js';

/**
 * S0 §2/§4 `Create board` with collaborators, as one flow: the board create form (child `form`,
 * `boardCreateFormMachine`) and the collaborator typeahead (child `collaborators`,
 * `collaboratorSelectionMachine`) run side by side; once the form saved the board, the parent tells
 * the collaborators (`BOARD.SAVED`: invites go out only after the board is saved, S0 §4) and ends
 * when they are done (sent, skipped, or nobody picked), its output the board. Cancelling the form
 * ends the flow with no board. The views bind to the two children; provide their actors with
 * `machine.provide({ actors: { boardCreateForm, collaboratorSelection } })`.
 */
export const boardCreateInviteMachine = setup({
  types: {} as { context: BoardCreateInviteContext; input: BoardCreateInviteInput; output: BoardCreateInviteOutput },
  actors: { boardCreateForm: boardCreateFormMachine, collaboratorSelection: collaboratorSelectionMachine },
}).createMachine({
  id: 'boardCreateInvite',
  context: ({ input }) => ({ input, board: null }),
  // note: the typeahead lives as long as the flow, so what was picked stays while the form saves
  invoke: { id: 'collaborators', src: 'collaboratorSelection', onDone: '.done' },
  initial: 'creating',
  states: {
    creating: {
      invoke: {
        id: 'form',
        src: 'boardCreateForm',
        input: ({ context }) => context.input,
        onDone: [
          { guard: ({ event }) => event.output.board === null, target: 'cancelled' },
          {
            target: 'inviting',
            actions: [
              assign({ board: ({ event }) => event.output.board }),
              sendTo('collaborators', ({ event }) => ({ type: 'BOARD.SAVED' as const, boardId: event.output.board?.id ?? '' })),
            ],
          },
        ],
      },
    },
    inviting: {},
    done: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => ({ board: context.board }),
});
