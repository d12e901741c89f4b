import type { SnapshotFrom } from 'xstate';
import type { Board, BoardPrivacy } from '../../entities.js';
import { MESSAGES } from '../../messages.js';
import { boardPrivacyOptions } from '../../rules/acting-as.js';
import { canCreateBoard } from '../../rules/board.js';
import type { boardCreateFormMachine } from './board-create-form.machine.js';
import type { BoardCreateFormState } from './board-create-form.types.js';

/** S0 §2/§4/§5/§6 what the board create form shows. */
export interface BoardCreateFormView {
  readonly state: BoardCreateFormState;
  /** S0 §2 'Create board'. */
  readonly title: string;
  readonly name: string;
  /** S0 §5 message under the name field. */
  readonly nameError: string | null;
  /** S0 §8 board create failure text. */
  readonly createError: string | null;
  readonly privacy: BoardPrivacy;
  readonly privacyChoices: readonly BoardPrivacy[];
  /** S0 §6 a non-owner working for an advertiser cannot change privacy. */
  readonly privacyLocked: boolean;
  /** S0 §6 "not listed on user's profile" note of the locked protected board. */
  readonly privacyNote: string | null;
  readonly canInviteCollaborators: boolean;
  /** S0 §5 Create is enabled only for a valid name with no create error and not while saving. */
  readonly canSubmit: boolean;
  readonly saving: boolean;
  readonly board: Board | null;
}

/** S0 §4: projects a boardCreateFormMachine snapshot to what the view needs. */
export function selectBoardCreateForm(snapshot: SnapshotFrom<typeof boardCreateFormMachine>): BoardCreateFormView {
  const { context } = snapshot;
  const state = snapshot.value as BoardCreateFormState;
  const saving = state === 'saving';
  const options = boardPrivacyOptions(context.acting);
  return {
    state,
    title: MESSAGES.createBoard,
    name: context.name,
    nameError: context.nameError,
    createError: context.createError,
    privacy: context.privacy,
    privacyChoices: options.choices,
    privacyLocked: options.locked,
    privacyNote: options.note,
    canInviteCollaborators: options.canInviteCollaborators,
    canSubmit: state === 'editing' && canCreateBoard({ ...context, saving }),
    saving,
    board: context.board,
  };
}
