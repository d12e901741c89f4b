import type { Board } from '../../entities.js';
import type { BoardCreateFormInput } from '../board-create-form/board-create-form.types.js';

/** S0 §4 creating a board with collaborators: who is acting and a starting name (the form's input). */
export type BoardCreateInviteInput = BoardCreateFormInput;

/** The parent's memory: the form's input, and the board once it exists. */
export interface BoardCreateInviteContext {
  readonly input: BoardCreateInviteInput;
  readonly board: Board | null;
}

/** S0 §4: the board created (its invites sent, skipped or none picked), or `null` when cancelled. */
export interface BoardCreateInviteOutput {
  readonly board: Board | null;
}

/** Every state, actor and child id of boardCreateInviteMachine. */
export const boardCreateInviteSchema = {
  states: ['creating', 'inviting', 'done', 'cancelled'],
  actors: ['boardCreateForm', 'collaboratorSelection'],
  children: ['form', 'collaborators'],
} as const;
