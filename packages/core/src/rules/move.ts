import { BOARD_ACTION_IN_PROGRESS_CODES } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { orbacSubjectIdFor } from './acting-as.js';

/** S0 §4 where Pins are moved from or to: a board and, optionally, one of its sections. */
export interface PinLocation {
  readonly boardId: string;
  readonly sectionId?: string | null;
}

const sectionOf = (location: PinLocation): string | null =>
  typeof location.sectionId === 'string' && location.sectionId !== '' ? location.sectionId : null;

/**
 * S0 §8 move failure: api_error_code 2171, 2172 or 2173 → "Please wait until the previous board action
 * finishes."; otherwise the server message, or the generic error when there is none.
 */
export function moveErrorMessage(error: { readonly apiErrorCode?: number | null; readonly message?: string | null }): string {
  const code = error.apiErrorCode;
  if (typeof code === 'number' && (BOARD_ACTION_IN_PROGRESS_CODES as readonly number[]).includes(code)) {
    return MESSAGES.boardActionInProgress;
  }
  return typeof error.message === 'string' && error.message.trim() !== '' ? error.message : MESSAGES.genericError;
}

/**
 * S0 §5: moving Pins fails outright when source and target board and section are both identical
 * (no section on both sides counts as identical) → MESSAGES.identicalMove; else `null`.
 */
export function validateMove(from: PinLocation, to: PinLocation): string | null {
  return from.boardId === to.boardId && sectionOf(from) === sectionOf(to) ? MESSAGES.identicalMove : null;
}

/** S0 §7 BulkEditSelectAllResource update options (wire protocol: source, then target). */
export interface MovePinsPayload {
  readonly board_id: string;
  readonly new_board_id: string;
  readonly old_section_id?: string;
  readonly new_section_id?: string;
  readonly pin_ids: readonly string[];
  readonly orbac_subject_id?: string;
}

/**
 * S0 §7 Pin-move payload: board_id, new_board_id, old_section_id, new_section_id, pin_ids, and
 * orbac_subject_id when acting for an organisation (S0 §6). Call {@link validateMove} first.
 */
export function movePinsPayload(input: {
  readonly from: PinLocation;
  readonly to: PinLocation;
  readonly pinIds: readonly string[];
  readonly actingAsSubjectId?: string | null;
}): MovePinsPayload {
  const oldSection = sectionOf(input.from);
  const newSection = sectionOf(input.to);
  const orbacSubjectId = orbacSubjectIdFor('pin_move', input.actingAsSubjectId);
  return {
    board_id: input.from.boardId,
    new_board_id: input.to.boardId,
    ...(oldSection !== null ? { old_section_id: oldSection } : {}),
    ...(newSection !== null ? { new_section_id: newSection } : {}),
    pin_ids: input.pinIds,
    ...(orbacSubjectId !== null ? { orbac_subject_id: orbacSubjectId } : {}),
  };
}
