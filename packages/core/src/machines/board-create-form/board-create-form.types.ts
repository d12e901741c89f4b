import type { Board, BoardPrivacy } from '../../entities.js';
import type { ActingContext } from '../../rules/acting-as.js';
import type { BoardCreatePayload } from '../../rules/board.js';

/** S0 §4 board create form: who is acting (S0 §6 privacy and advertiser rules) and a starting name. */
export interface BoardCreateFormInput {
  readonly acting: ActingContext;
  /** A board-name suggestion to start from (S0 §9: used as given). */
  readonly initialName?: string;
}

/** S0 §4 board create form: the machine's memory. */
export interface BoardCreateFormContext {
  readonly acting: ActingContext;
  readonly name: string;
  readonly privacy: BoardPrivacy;
  /** S0 §5 name message, shown once the name has been edited or submitted. */
  readonly nameError: string | null;
  /** S0 §8 board create failure text. */
  readonly createError: string | null;
  readonly board: Board | null;
}

/** S0 §4 board create form events. */
export type BoardCreateFormEvent =
  | { readonly type: 'NAME.CHANGE'; readonly value: string }
  | { readonly type: 'PRIVACY.CHANGE'; readonly privacy: BoardPrivacy }
  | { readonly type: 'BOARD.SUBMIT' }
  | { readonly type: 'FORM.CANCEL' };

/** S0 §4: the form's result: the created board, or `null` when cancelled. */
export interface BoardCreateFormOutput {
  readonly board: Board | null;
}

/** S0 §7 BoardResource create, as the `createBoard` actor receives it. */
export type CreateBoardInput = BoardCreatePayload;

/** S0 §4: every state, event, guard, action and actor name of boardCreateFormMachine. */
export const boardCreateFormSchema = {
  states: ['editing', 'saving', 'success', 'cancelled'],
  events: ['NAME.CHANGE', 'PRIVACY.CHANGE', 'BOARD.SUBMIT', 'FORM.CANCEL'],
  guards: ['canCreate', 'privacyOffered'],
  actions: ['boardCreated'],
  actors: ['createBoard'],
} as const;

/** S0 §4: a state of boardCreateFormMachine. */
export type BoardCreateFormState = (typeof boardCreateFormSchema.states)[number];
