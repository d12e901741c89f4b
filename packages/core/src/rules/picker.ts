import { BOARD_FILTER_MIN_QUERY, BOARD_PICKER_ADVERTISER_FILTER, FLAT_PICKER_MAX_BOARDS, SHORTLIST_SUGGESTIONS } from '../constants.js';
import type { Board, BoardSection } from '../entities.js';
import { boardPickerAdvertiserOptions, type ActingContext } from './acting-as.js';

// Surrogates (D800–DFFF) encode code points above FFFF, so they must sort after E000–FFFF.
const codePointRank = (unit: number): number => (unit >= 0xe000 ? unit - 0x800 : unit >= 0xd800 ? unit + 0x2000 : unit);

/**
 * Code-point order of two strings (not locale-aware, so the same everywhere). Negative, zero or positive.
 * Used by S0 §6 board and collaborator ordering.
 */
export function compareCodePoints(a: string, b: string): number {
  if (a === b) return 0;
  // note: `<` compares UTF-16 code units, which equals code-point order except surrogate vs E000–FFFF
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return x >= 0xd800 && y >= 0xd800 ? codePointRank(x) - codePointRank(y) : x - y;
  }
  return a.length - b.length;
}

/** S0 §6 case-insensitive sort key of a display name: trimmed, then `toLowerCase` (locale-independent). */
export function nameSortKey(name: string): string {
  return name.trim().toLowerCase();
}

/**
 * S0 §6 case-insensitive name order used by pickers and collaborator lists: code-point order of
 * {@link nameSortKey} (deterministic, no locale data involved).
 */
export function compareDisplayNames(a: string, b: string): number {
  return compareCodePoints(nameSortKey(a), nameSortKey(b));
}

const STARTS_WITH_DIGIT = /^\p{Nd}/u;

/** S0 §5: the board's trimmed name starts with a decimal digit (any script), so it is listed after the others. */
export function boardNameStartsWithDigit(name: string): boolean {
  return STARTS_WITH_DIGIT.test(name.trim());
}

/**
 * S0 §5/§6 board order of pickers: names not starting with a digit first, then those that do; within
 * each group case-insensitive code-point order ({@link compareDisplayNames}); ties keep input order.
 */
export function compareBoardsForPicker(a: Pick<Board, 'name'>, b: Pick<Board, 'name'>): number {
  const da = boardNameStartsWithDigit(a.name);
  const db = boardNameStartsWithDigit(b.name);
  if (da !== db) return da ? 1 : -1;
  return compareDisplayNames(a.name, b.name);
}

function hasCoverImage(board: Board): boolean {
  if (typeof board.image_cover_url === 'string' && board.image_cover_url.trim() !== '') return true;
  const covers = board.cover_images;
  if (covers == null) return false;
  const entries = Array.isArray(covers) ? covers : Object.values(covers);
  return entries.some((cover) => typeof cover?.url === 'string' && cover.url.trim() !== '');
}

/**
 * S0 §6: the viewer owns the board, or collaborates on it (`collaborated_by_me`, or listed in
 * `collaborating_users`; core-api.md Clarifications).
 */
export function isOwnedOrCollaboratedBy(board: Board, viewerId: string): boolean {
  if (board.collaborated_by_me === true) return true;
  if (viewerId === '') return false;
  if (board.owner?.id === viewerId) return true;
  return board.collaborating_users?.some((user) => user.id === viewerId) ?? false;
}

const isArchivedByViewer = (board: Board): boolean => typeof board.archived_by_me_at === 'string' && board.archived_by_me_at !== '';

/** Which of the viewer's boards a picker read asks for (S0 §3 request options, S0 §6 advertiser context). */
export interface PickerScope {
  /** S0 §6: only this advertiser's boards (the advertiser context). */
  readonly advertiserId?: string | null | undefined;
  /** S0 §3 `filter`: `protected` keeps only protected boards; any other value filters nothing. */
  readonly filter?: string | null | undefined;
}

/** A board with the advertiser it was made for, as the backends hold it (`advertiser_id`, S0 §3 create payload). */
export type PickerBoard = Board & { readonly advertiser_id?: string | null | undefined };

/**
 * S0 §6 a picker candidate: a board the viewer owns or collaborates on ({@link isOwnedOrCollaboratedBy}),
 * not archived by the viewer; in an advertiser context (S0 §6) one of that advertiser's boards;
 * with S0 §3 `filter: 'protected'` (sent with the advertiser context) a protected board. The
 * listing rule behind {@link pickerBoards} (which also wants a cover), and the row filter of the
 * server's picker read (`pickerCandidate` in `server/src/store/visibility.ts`).
 */
export function isPickerCandidate(board: PickerBoard, viewerId: string, scope: PickerScope = {}): boolean {
  if (!isOwnedOrCollaboratedBy(board, viewerId) || isArchivedByViewer(board)) return false;
  if (scope.advertiserId != null && (board.advertiser_id ?? null) !== scope.advertiserId) return false;
  return scope.filter !== BOARD_PICKER_ADVERTISER_FILTER || board.privacy === BOARD_PICKER_ADVERTISER_FILTER;
}

/**
 * S0 §2/§3 the picker's 'Top choices' (`boards_shortlist`): of `boards` (the picker's boards, in
 * their order), those the viewer has saved to (`lastSaved`: board id → time of the viewer's last save
 * there), most recently saved to first (ties keep `boards`' order), at most `size` (S0 §3
 * `shortlist_suggestions`, 2 by default; less than 0 counts as 0). One rule for the server and the
 * in-memory backend.
 */
export function shortlistBoards<B extends Board>(
  boards: readonly B[],
  lastSaved: ReadonlyMap<string, number>,
  size: number = SHORTLIST_SUGGESTIONS,
): B[] {
  const saved = boards.filter((board) => lastSaved.has(board.id));
  const at = (board: B): number => lastSaved.get(board.id) ?? 0;
  return saved.sort((a, b) => at(b) - at(a)).slice(0, Math.max(0, Math.floor(size)));
}

interface SortEntry {
  readonly board: Board;
  readonly key: string;
  readonly digit: boolean;
  /** The key has a UTF-16 unit ≥ D800, where code-unit and code-point order can disagree. */
  readonly high: boolean;
}

// note: char-code scans, not regexes: at 10k boards the two regex tests were a quarter of the time
const hasHighUnit = (key: string): boolean => {
  for (let i = 0; i < key.length; i++) if (key.charCodeAt(i) >= 0xd800) return true;
  return false;
};

const startsWithDigit = (key: string): boolean => {
  const first = key.charCodeAt(0);
  // ASCII first characters decide without the Unicode regex; others may be digits of any script
  return first < 0x80 ? first >= 0x30 && first <= 0x39 : STARTS_WITH_DIGIT.test(key);
};

const compareEntries = (a: SortEntry, b: SortEntry): number => {
  if (a.digit !== b.digit) return a.digit ? 1 : -1;
  // note: native `<` is code-point order unless both keys hold units ≥ D800 (see compareCodePoints)
  if (a.high && b.high) return compareCodePoints(a.key, b.key);
  // note: testing equality first saves a second full string compare on every "greater" answer
  return a.key === b.key ? 0 : a.key < b.key ? -1 : 1;
};

/**
 * S0 §6 boards a picker lists: owned or collaborated on by the viewer, not archived by the viewer,
 * with a cover image (non-empty `image_cover_url` or `cover_images`); sorted by name
 * case-insensitively (code-point order) with digit-leading names after all others; stable.
 */
export function pickerBoards(boards: readonly Board[], viewerId: string): Board[] {
  const entries: SortEntry[] = [];
  for (const board of boards) {
    if (!isPickerCandidate(board, viewerId) || !hasCoverImage(board)) continue;
    // note: keys are computed once per board; recomputing them per comparison triples the 10k-board time
    const key = nameSortKey(board.name);
    entries.push({ board, key, digit: startsWithDigit(key), high: hasHighUnit(key) });
  }
  return sortByBuckets(entries).map((entry) => entry.board);
}

/** Bucket of an entry: the digit group first, then the code-point rank of the key's first unit. */
const bucketOf = (entry: SortEntry): number => (entry.digit ? 0x10000 : 0) + codePointRank(entry.key.charCodeAt(0) || 0);

/**
 * Sorts entries by {@link compareEntries}, first spreading them into buckets by digit group and
 * first unit (one pass, input order kept), so each comparison sort runs on a small bucket.
 * note: at 10k boards this cuts the comparisons by about a third, the bulk of pickerBoards' time.
 */
function sortByBuckets(entries: readonly SortEntry[]): SortEntry[] {
  const buckets = new Map<number, SortEntry[]>();
  for (const entry of entries) {
    const bucket = bucketOf(entry);
    const list = buckets.get(bucket);
    if (list) list.push(entry);
    else buckets.set(bucket, [entry]);
  }
  const sorted: SortEntry[] = [];
  for (const bucket of [...buckets.keys()].sort((a, b) => a - b)) {
    for (const entry of (buckets.get(bucket) ?? []).sort(compareEntries)) sorted.push(entry);
  }
  return sorted;
}

/**
 * S0 §5 what a picker search field filters by: the trimmed, lower-cased query, or `''` (no filter)
 * when that is shorter than BOARD_FILTER_MIN_QUERY code points. Two queries with the same needle
 * show the same rows.
 */
export function pickerFilterNeedle(query: string): string {
  const needle = query.trim().toLowerCase();
  return [...needle].length < BOARD_FILTER_MIN_QUERY ? '' : needle;
}

/**
 * S0 §2/§5 the items whose name (read by `nameOf`) contains the query's {@link pickerFilterNeedle},
 * case-insensitively, order kept; no needle returns the items unchanged (as a new array). The one
 * filter behind every picker search field (boards, sections).
 */
export function filterByName<T>(items: readonly T[], query: string, nameOf: (item: T) => string): T[] {
  const needle = pickerFilterNeedle(query);
  if (needle === '') return items.slice();
  return items.filter((item) => nameOf(item).toLowerCase().includes(needle));
}

/**
 * S0 §5: boards whose name contains the trimmed query, case-insensitively, order kept; a trimmed
 * query shorter than BOARD_FILTER_MIN_QUERY code points returns the boards unchanged (as a new array).
 */
export function filterBoards(boards: readonly Board[], query: string): Board[] {
  return filterByName(boards, query, (board) => board.name);
}

/** S0 §3 the name a section is shown by: its `title`, else its `name`, else `''`. */
export function sectionDisplayName(section: Pick<BoardSection, 'title' | 'name'>): string {
  return section.title ?? section.name ?? '';
}

/**
 * S0 §2/§5 section picker search field: sections whose {@link sectionDisplayName} contains the
 * query, case-insensitively, order kept; the same threshold as {@link filterBoards}.
 */
export function filterSections(sections: readonly BoardSection[], query: string): BoardSection[] {
  return filterByName(sections, query, sectionDisplayName);
}

/** S0 §2/§9: a picker with FLAT_PICKER_MAX_BOARDS (3) boards or fewer is one flat list, else Top choices + All boards. */
export function pickerLayout(boardCount: number): 'flat' | 'shortlist' {
  return boardCount <= FLAT_PICKER_MAX_BOARDS ? 'flat' : 'shortlist';
}

/** S0 §3 BoardPickerBoardsResource read options. */
export interface BoardPickerRequestOptions {
  readonly pin_id?: string;
  readonly username?: string;
  readonly advertiser_id?: string;
  readonly filter?: 'protected';
  readonly isDesktop: boolean;
}

/**
 * S0 §3 board-picker request options: pin_id and username when known, advertiser_id with filter
 * protected in the advertiser context of S0 §6, isDesktop; field_set_key board_picker and
 * shortlist_suggestions 2 are the request schema's defaults (requests/boards.ts), filled on the wire.
 */
export function boardPickerRequestOptions(input: {
  readonly pinId?: string | null;
  readonly username?: string | null;
  readonly isDesktop: boolean;
  readonly acting: ActingContext;
}): BoardPickerRequestOptions {
  return {
    ...(input.pinId ? { pin_id: input.pinId } : {}),
    ...(input.username ? { username: input.username } : {}),
    ...boardPickerAdvertiserOptions(input.acting),
    isDesktop: input.isDesktop,
  };
}
