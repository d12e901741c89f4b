/**
 * Owning your Pins and boards (issue #25; beyond the spec: expected by users). S0 §3 names the
 * entities (a Pin's `pinner.id`, a board's `owner`, `archived_by_me_at`), S0 §6 who writes a board;
 * these rules say who edits and deletes a Pin, what a board's settings may change, what the
 * confirmations say, and which board-name suggestions are offered. The server, the in-memory fake
 * and the UI all call them, so the UI offers exactly what the backends allow.
 */
import { BOARD_ACTION_IN_PROGRESS_CODES } from '../constants.js';
import type { Board, Pin } from '../entities.js';
import { MESSAGES } from '../messages.js';
import { sectionCreateErrorMessage } from './board.js';
import { countText } from './count.js';
import { forbidden, type Refusal } from './enforcement.js';
import { shownRefusalDetail } from './refusal-text.js';

/** Texts of owning Pins and boards (ours: the spec shows none). */
export const OWNING_MESSAGES = {
  onlyPinnerEdits: 'Only the person who saved this Pin can edit it.',
  onlyPinnerDeletes: 'Only the person who saved this Pin can delete it.',
  pinDeleteQuestion: 'Delete this Pin?',
  pinDeleteDetail: "It leaves its board, every feed and search at once. You can't undo this.",
  pinDeleted: 'Pin deleted',
  pinSaved: 'Changes saved',
  linkInvalid: 'Please enter a link that starts with http:// or https://.',
  boardDeleteQuestion: (name: string) => `Delete ${name}?`,
  boardDeleteDetail: (pinCount: number) =>
    pinCount === 0
      ? "It has no Pins. You can't undo this."
      : `Its ${pinCount === 1 ? 'Pin' : countText(pinCount, 'Pin')} will be deleted with it. You can't undo this.`,
  boardDeleteButton: (pinCount: number) => (pinCount === 0 ? 'Delete board' : `Delete board and ${countText(pinCount, 'Pin')}`),
  boardDeleted: (name: string) => `${name} deleted`,
  boardArchived: 'Archived',
  sectionDeleteQuestion: (title: string) => `Delete the section ${title}?`,
  sectionDeleteDetail: 'Its Pins stay on the board.',
  onlyMembersArchive: 'Only people who save to this board can archive it.',
} as const;

/** The id of the person who saved a Pin (S0 §3 `pinner.id`), or `null` when the Pin does not say. */
export function pinnerIdOf(pin: Pin): string | null {
  const id = pin.pinner?.id;
  return typeof id === 'string' && id !== '' ? id : null;
}

/**
 * Issue #25: a Pin is edited and deleted by the person who saved it (its `pinner`), nobody else —
 * not a collaborator of its board, not the board's owner. The UI shows the controls only when this
 * is true; a backend refuses everyone else with {@link pinOwnerRefusal}.
 */
export function canEditPin(pin: Pin, viewerId: string | null | undefined): boolean {
  const pinner = pinnerIdOf(pin);
  return pinner !== null && typeof viewerId === 'string' && viewerId !== '' && pinner === viewerId;
}

/** Issue #25: 403 for anyone but the Pin's saver (the Pin itself is visible to them, else it is 404 first). */
export function pinOwnerRefusal(pinnerId: string, actorId: string, action: 'edit' | 'delete'): Refusal | null {
  if (pinnerId === actorId && actorId !== '') return null;
  return forbidden(action === 'edit' ? OWNING_MESSAGES.onlyPinnerEdits : OWNING_MESSAGES.onlyPinnerDeletes);
}

/** Issue #25: board settings (rename, description, privacy, delete) are shown to the board's owner only. */
export function canManageBoard(board: Board, viewerId: string | null | undefined): boolean {
  return typeof viewerId === 'string' && viewerId !== '' && board.owner?.id === viewerId;
}

/** S0 §3 `archived_by_me_at`: whether the viewer archived this board. */
export function isArchivedByMe(board: Pick<Board, 'archived_by_me_at'>): boolean {
  return typeof board.archived_by_me_at === 'string' && board.archived_by_me_at !== '';
}

/**
 * S0 §6 privacy a board's settings offer its owner: public ↔ secret; a protected advertiser board
 * stays protected (no choice is offered, `null`).
 */
export function boardPrivacyChoices(board: Pick<Board, 'privacy'>): readonly ('public' | 'secret')[] | null {
  return board.privacy === 'protected' ? null : ['public', 'secret'];
}

/** What the Pin edit form holds. */
export interface PinEditForm {
  readonly title: string;
  readonly description: string;
  readonly link: string;
  readonly boardId: string;
  readonly sectionId: string | null;
}

/** The form a Pin starts its edit with (S0 §3 fields). */
export function pinEditFormOf(pin: Pin): PinEditForm {
  return {
    title: pin.title ?? '',
    description: pin.description ?? '',
    link: pin.link ?? '',
    boardId: pin.board?.id ?? '',
    sectionId: pin.section?.id ?? null,
  };
}

const HTTP_LINK = /^https?:\/\/[^\s/?#]+[^\s]*$/i;

/** Issue #25: a link is empty (none) or an absolute http(s) URL; else the message under the field. */
export function pinEditProblem(form: Pick<PinEditForm, 'link'>): string | null {
  const link = form.link.trim();
  return link === '' || HTTP_LINK.test(link) ? null : OWNING_MESSAGES.linkInvalid;
}

/** The PinResource update options an edit sends: only what changed (trimmed), `null` when nothing did. */
export interface PinEditChanges {
  readonly title?: string;
  readonly description?: string;
  readonly link?: string;
  readonly board_id?: string;
  readonly section_id?: string | null;
}

/**
 * The changes between a Pin's form as it started and as submitted: texts trimmed, a changed board
 * sends its section too (`null` for none), `null` when nothing changed (nothing is sent).
 */
export function pinEditChanges(before: PinEditForm, after: PinEditForm): PinEditChanges | null {
  const changes: { -readonly [K in keyof PinEditChanges]: PinEditChanges[K] } = {};
  if (after.title.trim() !== before.title.trim()) changes.title = after.title.trim();
  if (after.description.trim() !== before.description.trim()) changes.description = after.description.trim();
  if (after.link.trim() !== before.link.trim()) changes.link = after.link.trim();
  if (after.boardId !== before.boardId && after.boardId !== '') {
    changes.board_id = after.boardId;
    changes.section_id = after.sectionId;
  } else if (after.sectionId !== before.sectionId) {
    changes.section_id = after.sectionId;
  }
  return Object.keys(changes).length === 0 ? null : changes;
}

/** How names compare when a suggestion repeats a board: trimmed, case-folded, white space collapsed. */
export function boardNameKey(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Issue #25: board-name suggestions (S0 §7 board_title_suggestions, "used as given", S0 §9) never
 * offer the name of a board the user already has, archived or not; each name once, order kept.
 */
export function freshBoardNameSuggestions<T extends { readonly title: string }>(
  suggestions: readonly T[],
  ownBoardNames: readonly string[],
): T[] {
  const taken = new Set(ownBoardNames.map(boardNameKey));
  const fresh: T[] = [];
  for (const suggestion of suggestions) {
    const key = boardNameKey(suggestion.title);
    if (key === '' || taken.has(key)) continue;
    taken.add(key);
    fresh.push(suggestion);
  }
  return fresh;
}

/**
 * S0 §8 as an owner's change shows a failure: a running board action (2171–2173) → "Please wait
 * until the previous board action finishes."; else message_detail or message (a refusal's reason,
 * e.g. who may edit; a schema line in words: `shownRefusalDetail`), else the generic error.
 */
export function ownerActionErrorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const code = (error as { readonly api_error_code?: unknown }).api_error_code;
    if (typeof code === 'number' && (BOARD_ACTION_IN_PROGRESS_CODES as readonly number[]).includes(code))
      return MESSAGES.boardActionInProgress;
  }
  // a schema line (e.g. a description over 5,000 characters) is shown in words, never as is
  return shownRefusalDetail(sectionCreateErrorMessage(error));
}
