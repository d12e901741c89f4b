/**
 * Reads of the pages a pinner browses (wire-protocol.md "Reads the web app needs"): the home feed,
 * a profile and its boards, search. Every read sees only what its viewer may: public boards, and
 * secret or protected ones only for their owner and collaborators ($1 is the viewer, '' signed out).
 */
import { type Db, PLAN_EACH_CALL } from '../db/db.js';
import { type BoardRow, boardColumns } from './boards.js';
import { type PinRow, pinColumns } from './pins.js';
import type { UserRow } from './users.js';

/** SQL: board `b` is visible to viewer `$1`. */
const VISIBLE = `(b.privacy = 'public' OR b.owner_id = $1
  OR EXISTS (SELECT 1 FROM board_collaborators vc WHERE vc.board_id = b.id AND vc.user_id = $1))`;

const PINS = pinColumns('pins p');
const BOARDS = boardColumns('boards b');

/** Pins the viewer may see, newest first. */
export async function feedPins(db: Db, viewerId: string, limit: number, offset: number): Promise<PinRow[]> {
  return db.query<PinRow>(`${PINS} WHERE ${VISIBLE} ORDER BY p.created_at DESC, p.id::bigint DESC LIMIT $2 OFFSET $3`, [
    viewerId,
    limit,
    offset,
  ]);
}

/** A user's boards the viewer may see, by name (not archived by their owner, when the viewer is the owner). */
export async function visibleBoardsOf(db: Db, viewerId: string, ownerId: string, limit: number, offset: number): Promise<BoardRow[]> {
  return db.query<BoardRow>(`${BOARDS} WHERE b.owner_id = $2 AND ${VISIBLE} ORDER BY lower(b.name), b.id LIMIT $3 OFFSET $4`, [
    viewerId,
    ownerId,
    limit,
    offset,
  ]);
}

/** Counts on a profile, as the viewer may see them. */
export async function profileCounts(
  db: Db,
  viewerId: string,
  userId: string,
): Promise<{ board_count: number; pin_count: number; follower_count: number }> {
  const rows = await db.query<{ board_count: number; pin_count: number; follower_count: number }>(
    `SELECT
       (SELECT count(*)::int FROM boards b WHERE b.owner_id = $2 AND ${VISIBLE}) AS board_count,
       (SELECT count(*)::int FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.owner_id = $2 AND ${VISIBLE}) AS pin_count,
       (SELECT count(*)::int FROM follows f WHERE f.followee_id = $2) AS follower_count`,
    [viewerId, userId],
  );
  return rows[0] ?? { board_count: 0, pin_count: 0, follower_count: 0 };
}

/** `text` as a LIKE pattern matching it anywhere, its wildcards taken literally. */
const contains = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Search reads (migration 10 made their indexes): trigram GIN indexes answer `LIKE '%word%'` for a
// rare word, b-tree indexes in the answer's order let a common word stop after one page. Which
// one wins depends on the word, so each statement is planned per call (PLAN_EACH_CALL).

/**
 * S1 §3 Pins whose title, description or board name hold every word, newest first. `search_text`
 * is that text lower-cased, kept by triggers, so a word's LIKE reads an index, not every Pin.
 */
export async function searchPins(db: Db, viewerId: string, words: readonly string[], limit: number, offset: number): Promise<PinRow[]> {
  const match = words.map((_, i) => `p.search_text LIKE $${i + 4}`).join(' AND ');
  return db.query<PinRow>(
    `${PLAN_EACH_CALL} ${PINS} WHERE ${VISIBLE} AND ${match || 'true'} ORDER BY p.created_at DESC, p.id::bigint DESC LIMIT $2 OFFSET $3`,
    [viewerId, limit, offset, ...words.map(contains)],
  );
}

/** S1 §3 boards whose name or description hold every word, by name. */
export async function searchBoardRows(
  db: Db,
  viewerId: string,
  words: readonly string[],
  limit: number,
  offset: number,
): Promise<BoardRow[]> {
  const match = words.map((_, i) => `lower(b.name || ' ' || b.description) LIKE $${i + 4}`).join(' AND ');
  return db.query<BoardRow>(
    `${PLAN_EACH_CALL} ${BOARDS} WHERE ${VISIBLE} AND ${match || 'true'} ORDER BY lower(b.name), b.id LIMIT $2 OFFSET $3`,
    [viewerId, limit, offset, ...words.map(contains)],
  );
}

/** S1 §7 typeahead: boards whose name holds `term` that the viewer may see, by name. */
export async function typeaheadBoards(db: Db, viewerId: string, term: string, limit: number): Promise<BoardRow[]> {
  return db.query<BoardRow>(
    `${PLAN_EACH_CALL} ${BOARDS} WHERE lower(b.name) LIKE $2 AND ${VISIBLE} ORDER BY lower(b.name), b.id LIMIT $3`,
    [viewerId, contains(term), limit],
  );
}

/**
 * S1 §3 people whose username or name hold every word (core `matchesPeopleSearch`): never the
 * e-mail, and nobody for a query without words (no listing of every account). By username (unique).
 */
export async function searchPeople(db: Db, words: readonly string[], limit: number, offset: number): Promise<UserRow[]> {
  if (words.length === 0) return [];
  const match = words.map((_, i) => `(lower(u.username) LIKE $${i + 3} OR lower(u.full_name) LIKE $${i + 3})`).join(' AND ');
  return db.query<UserRow>(`${PLAN_EACH_CALL} SELECT u.* FROM users u WHERE ${match} ORDER BY lower(u.username) LIMIT $1 OFFSET $2`, [
    limit,
    offset,
    ...words.map(contains),
  ]);
}

/** S1 §7 typeahead: people whose username or name holds `term` (core `matchesPeopleTypeahead`), never by e-mail. */
export async function typeaheadPeople(db: Db, term: string, limit: number): Promise<UserRow[]> {
  const wanted = term.trim();
  if (wanted === '') return [];
  return db.query<UserRow>(
    `${PLAN_EACH_CALL} SELECT u.* FROM users u WHERE lower(u.username) LIKE $1 OR lower(u.full_name) LIKE $1
     ORDER BY lower(u.full_name), u.id LIMIT $2`,
    [contains(wanted), limit],
  );
}

/** One owner's boards with this slug (case-insensitively), oldest first: the candidates of `/{username}/{slug}/`. */
export async function boardsWithSlug(db: Db, viewerId: string, ownerId: string, slug: string): Promise<BoardRow[]> {
  return db.query<BoardRow>(`${BOARDS} WHERE b.owner_id = $2 AND lower(b.slug) = lower($3) ORDER BY b.created_at, b.id::bigint`, [
    viewerId,
    ownerId,
    slug,
  ]);
}

/** The Pins of a board (or of one of its sections), newest first, one window of them. */
export async function boardFeedPins(
  db: Db,
  boardId: string,
  sectionId: string | undefined,
  limit: number,
  offset: number,
): Promise<PinRow[]> {
  return db.query<PinRow>(
    `${PINS} WHERE p.board_id = $1 AND ($2::text IS NULL OR p.section_id = $2)
     ORDER BY p.created_at DESC, p.id::bigint DESC LIMIT $3 OFFSET $4`,
    [boardId, sectionId ?? null, limit, offset],
  );
}
