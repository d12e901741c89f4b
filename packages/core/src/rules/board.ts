import { BOARD_CREATE_SOURCE, BOARD_NAME_MAX_LENGTH, SECTION_NAME_SOURCE } from '../constants.js';
import type { Board, BoardPrivacy } from '../entities.js';
import { MESSAGES } from '../messages.js';
import { advertiserIdToSend, orbacSubjectIdFor, resolveBoardPrivacy, type ActingContext } from './acting-as.js';

const codePointLength = (s: string): number => {
  let n = 0;
  for (const _ of s) n++;
  return n;
};

/**
 * S0 §5 board name check: blank after trim → "Don't forget to name your board!"; longer than `max`
 * Unicode code points after trim → "Please enter no more than {max} characters."; else `null`.
 * @default max BOARD_NAME_MAX_LENGTH (50, our decision for S0 §9 "not shown")
 */
export function validateBoardName(name: string, max: number = BOARD_NAME_MAX_LENGTH): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return MESSAGES.boardNameRequired;
  return codePointLength(trimmed) > max ? MESSAGES.boardNameTooLong(max) : null;
}

/** S0 §5: Create is disabled when the name is blank, has an error, a create error exists, or while saving. */
export function canCreateBoard(state: {
  readonly name: string;
  readonly nameError?: string | null;
  readonly createError?: string | null;
  readonly saving: boolean;
}): boolean {
  return state.name.trim() !== '' && !state.nameError && !state.createError && !state.saving;
}

/** S0 §5: Add (section) is enabled only when the trimmed text is non-empty, not saving and no error exists. */
export function canAddSection(state: { readonly text: string; readonly saving: boolean; readonly error?: string | null }): boolean {
  return state.text.trim() !== '' && !state.saving && !state.error;
}

// Reads one string field of an unknown error value; getters that throw count as absent.
function stringField(value: unknown, field: string): string | null {
  if (typeof value !== 'object' || value === null) return null;
  try {
    const v: unknown = (value as Record<string, unknown>)[field];
    return typeof v === 'string' && v.trim() !== '' ? v : null;
  } catch {
    return null;
  }
}

const errorDetail = (error: unknown): string | null =>
  stringField(error, 'message_detail') ?? stringField(error, 'messageDetail') ?? stringField(error, 'detail');

/**
 * S0 §8 board create failure: the message plus its detail when present (joined by a space after
 * sentence punctuation, else by ": "), a string error as is, else "Uh oh! Something went wrong.".
 */
export function boardCreateErrorMessage(error: unknown): string {
  if (typeof error === 'string') return error.trim() === '' ? MESSAGES.genericError : error;
  const message = stringField(error, 'message');
  const detail = errorDetail(error);
  if (message !== null && detail !== null) {
    return /[.!?\u2026]$/.test(message.trimEnd()) ? `${message.trimEnd()} ${detail}` : `${message}: ${detail}`;
  }
  return message ?? detail ?? MESSAGES.genericError;
}

/**
 * S0 §8 section creation failure shown under the name field: `message_detail`, else `message`, else
 * a string error as is, else the generic error.
 */
export function sectionCreateErrorMessage(error: unknown): string {
  if (typeof error === 'string') return error.trim() === '' ? MESSAGES.genericError : error;
  return errorDetail(error) ?? stringField(error, 'message') ?? MESSAGES.genericError;
}

/** S0 §3 board create payload. */
export interface BoardCreatePayload {
  readonly name: string;
  readonly privacy: BoardPrivacy;
  readonly advertiser_id?: string;
  readonly orbac_subject_id?: string;
  readonly aux_data: { readonly source: typeof BOARD_CREATE_SOURCE };
}

/**
 * S0 §3 board create payload: trimmed name, privacy (S0 §6: locked protected for a non-owner working
 * for an advertiser, else the requested public/secret, default public), advertiser_id when S0 §6 says
 * it is sent, orbac_subject_id when acting for an organisation, aux_data.source = board_picker.
 */
export function boardCreatePayload(input: {
  readonly name: string;
  readonly privacy?: BoardPrivacy | null;
  readonly acting: ActingContext;
}): BoardCreatePayload {
  const advertiserId = advertiserIdToSend(input.acting);
  const orbacSubjectId = orbacSubjectIdFor('board', input.acting.actingAsSubjectId);
  return {
    name: input.name.trim(),
    privacy: resolveBoardPrivacy(input.privacy, input.acting),
    ...(advertiserId !== null ? { advertiser_id: advertiserId } : {}),
    ...(orbacSubjectId !== null ? { orbac_subject_id: orbacSubjectId } : {}),
    aux_data: { source: BOARD_CREATE_SOURCE },
  };
}

/** S0 §7 BoardSectionResource create payload. */
export interface SectionCreatePayload {
  readonly board_id: string;
  readonly initial_pins: readonly string[];
  readonly name: string;
  readonly name_source: (typeof SECTION_NAME_SOURCE)[keyof typeof SECTION_NAME_SOURCE];
  readonly orbac_subject_id?: string;
}

/**
 * S0 §7 section create payload: board_id, initial_pins, trimmed name (S0 §5), name_source (S0 §3,
 * none unless given) and orbac_subject_id when acting for an organisation (S0 §6).
 * @default initialPins []
 * @default nameSource SECTION_NAME_SOURCE.none (0)
 */
export function sectionCreatePayload(input: {
  readonly boardId: string;
  readonly name: string;
  readonly initialPins?: readonly string[];
  readonly nameSource?: SectionCreatePayload['name_source'];
  readonly actingAsSubjectId?: string | null;
}): SectionCreatePayload {
  const orbacSubjectId = orbacSubjectIdFor('section', input.actingAsSubjectId);
  return {
    board_id: input.boardId,
    initial_pins: input.initialPins ?? [],
    name: input.name.trim(),
    name_source: input.nameSource ?? SECTION_NAME_SOURCE.none,
    ...(orbacSubjectId !== null ? { orbac_subject_id: orbacSubjectId } : {}),
  };
}

/**
 * Owner or listed collaborator by id. `collaborated_by_me` is deliberately ignored: it is the
 * requesting viewer's projection, so a stored copy must never grant access.
 */
function isOwnerOrCollaborator(board: Board, viewerId: string | null | undefined): boolean {
  if (typeof viewerId !== 'string' || viewerId === '') return false;
  return board.owner?.id === viewerId || (board.collaborating_users?.some((user) => user.id === viewerId) ?? false);
}

/**
 * S0 §6 (enforced by the in-memory adapter and the server alike): secret boards exist only for their
 * owner and collaborators; public and protected boards can be viewed by anyone with their link
 * (protected only means "not listed on user's profile", see {@link isBoardListedOnProfile}).
 */
export function canViewBoard(board: Board, viewerId: string | null | undefined): boolean {
  return board.privacy !== 'secret' || isOwnerOrCollaborator(board, viewerId);
}

/**
 * S0 §6: only the owner or a collaborator may save to, edit, add sections to or move Pins within a
 * board, whatever its privacy; signed-out viewers never.
 */
export function canWriteBoard(board: Board, viewerId: string | null | undefined): boolean {
  return isOwnerOrCollaborator(board, viewerId);
}

/**
 * S0 §6: public boards are listed on their owner's profile for everyone; secret and protected
 * ("not listed on user's profile") boards only for their owner and collaborators.
 */
export function isBoardListedOnProfile(board: Board, viewerId: string | null | undefined): boolean {
  return (board.privacy ?? 'public') === 'public' || isOwnerOrCollaborator(board, viewerId);
}

/** Longest slug {@link boardSlug} makes; longer names are cut (S0 §3 `slug`, length not shown). */
export const SLUG_MAX_LENGTH = 60;

/**
 * S0 §3 `slug` of a board or section, from its name: letters and digits of any script, lower-cased,
 * compatibility-decomposed and stripped of accents, joined by single hyphens; `board` when nothing is left. One rule so
 * the server and the in-memory adapter make the same URLs.
 */
export function boardSlug(name: string): string {
  const slug = String(name)
    .normalize('NFKD')
    .toLowerCase()
    // note: NFKD splits accents into combining marks; dropping them keeps `éclair` one word
    .replace(/\p{M}+/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'board' : slug.slice(0, SLUG_MAX_LENGTH).replace(/-+$/, '');
}

/** S0 §3 the `n`th slug of one base (n ≥ 2): `{base}-{n}`, the base cut so the whole stays within {@link SLUG_MAX_LENGTH}. */
export function numberedBoardSlug(base: string, n: number): string {
  const suffix = `-${n}`;
  return `${base.slice(0, Math.max(1, SLUG_MAX_LENGTH - suffix.length)).replace(/-+$/, '')}${suffix}`;
}

/**
 * S0 §3 `slug` of a board, unique among its owner's boards (issue 20: two boards of one name once
 * shared a URL). Decision (docs/spec-coverage.md): one owner may have two boards of one name; the
 * first gets {@link boardSlug} of the name, the next the smallest free `-2`, `-3`, …
 * ({@link numberedBoardSlug}). `taken` are the owner's other boards' slugs, compared
 * case-insensitively. A board being renamed passes its `current` slug: it keeps it while that is
 * still one of the new name's slugs and free, so renaming `Trips` to `trips` keeps its URL.
 */
export function uniqueBoardSlug(name: string, taken: Iterable<string>, current?: string | null): string {
  const base = boardSlug(name);
  const used = new Set<string>();
  for (const slug of taken) used.add(slug.toLowerCase());
  const free = (slug: string): boolean => !used.has(slug.toLowerCase());
  if (current != null && free(current) && isSlugOf(base, current)) return current;
  if (free(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = numberedBoardSlug(base, n);
    if (free(candidate)) return candidate;
  }
}

/** `slug` is `base` or one of its numbered slugs (case-insensitively). */
function isSlugOf(base: string, slug: string): boolean {
  const lower = slug.toLowerCase();
  if (lower === base) return true;
  const match = /-(\d+)$/.exec(lower);
  const n = match === null ? Number.NaN : Number(match[1]);
  return Number.isSafeInteger(n) && n >= 2 && numberedBoardSlug(base, n) === lower;
}
