/**
 * Reads of the pages a pinner browses (wire-protocol.md "Reads the web app needs"): the home feed,
 * a profile and its boards, search. Every list shows only the boards core `isBoardListed` lets its
 * viewer see (`listed` of store/visibility.ts; $1 is the viewer, '' signed out).
 */
import { type Db, PLAN_EACH_CALL, type SqlParam } from '../db/db.js';
import { type BoardRow, boardColumns } from './boards.js';
import { type PinRow, pinColumns, pinOriginSql } from './pins.js';
import type { UserRow } from './users.js';
import { listed } from './visibility.js';

/** SQL: board `board` is listed for viewer `$1` (core `isBoardListed`, `listed` of store/visibility.ts). */
const listedToViewer = (board: string): string => listed(board, '$1');

/** SQL: board `b` is listed for viewer `$1`. */
const LISTED = listedToViewer('b');

/** SQL: board `b` is on user `$2`'s profile: they own it or joined it (accepted an invitation, issue 25). */
const OWNED_OR_JOINED = `(b.owner_id = $2 OR EXISTS (SELECT 1 FROM board_collaborators jc WHERE jc.board_id = b.id AND jc.user_id = $2))`;

const PINS = pinColumns('pins p');
const BOARDS = boardColumns('boards b');

/** An SQL condition over a Pin (its alias) and its board (its alias). */
type PinCondition = (pin: string, board: string) => string;

/**
 * One Pin per origin (core's `onePerPin`) among the Pins `where` leaves: of each origin the oldest
 * such copy, at its own place, newest first. Written as "no older copy of the same origin passes
 * `where`" (an index lookup on `pins_origin_idx` per row read), so a page stops after its rows
 * instead of sorting every visible Pin by origin (a DISTINCT ON over 100,000 Pins cost ~45 ms a read).
 */
const ONE_PER_PIN = (where: PinCondition): string => `
${PINS} WHERE ${where('p', 'b')} AND NOT EXISTS (
  SELECT 1 FROM pins q JOIN boards qb ON qb.id = q.board_id
  WHERE ${pinOriginSql('q')} = ${pinOriginSql('p')} AND (q.created_at, q.id::bigint) < (p.created_at, p.id::bigint)
    AND ${where('q', 'qb')}
) ORDER BY p.created_at DESC, p.id::bigint DESC`;

/** Pins the viewer may see, newest first, a repinned Pin once (issue 20: same-pin.ts). */
export async function feedPins(db: Db, viewerId: string, limit: number, offset: number): Promise<PinRow[]> {
  return db.query<PinRow>(`${ONE_PER_PIN((_, board) => listedToViewer(board))} LIMIT $2 OFFSET $3`, [viewerId, limit, offset]);
}

/** A user's boards the viewer may see, by name (not archived by their owner, when the viewer is the owner). */
export async function visibleBoardsOf(db: Db, viewerId: string, ownerId: string, limit: number, offset: number): Promise<BoardRow[]> {
  return db.query<BoardRow>(`${BOARDS} WHERE ${OWNED_OR_JOINED} AND ${LISTED} ORDER BY lower(b.name), b.id LIMIT $3 OFFSET $4`, [
    viewerId,
    ownerId,
    limit,
    offset,
  ]);
}

/** The Pins a user saved (any board) that the viewer may see, newest first. */
export async function pinsOfUser(db: Db, viewerId: string, userId: string, limit: number, offset: number): Promise<PinRow[]> {
  return db.query<PinRow>(`${PINS} WHERE p.pinner_id = $2 AND ${LISTED} ORDER BY p.created_at DESC, p.id::bigint DESC LIMIT $3 OFFSET $4`, [
    viewerId,
    userId,
    limit,
    offset,
  ]);
}

/** Counts on a profile, as the viewer may see them. */
export async function profileCounts(
  db: Db,
  viewerId: string,
  userId: string,
): Promise<{ board_count: number; pin_count: number; follower_count: number; following_count: number }> {
  const rows = await db.query<{ board_count: number; pin_count: number; follower_count: number; following_count: number }>(
    `SELECT
       (SELECT count(*)::int FROM boards b WHERE ${OWNED_OR_JOINED} AND ${LISTED}) AS board_count,
       (SELECT count(*)::int FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.owner_id = $2 AND ${LISTED}) AS pin_count,
       (SELECT count(*)::int FROM follows f WHERE f.followee_id = $2) AS follower_count,
       (SELECT count(*)::int FROM follows f WHERE f.follower_id = $2) AS following_count`,
    [viewerId, userId],
  );
  return rows[0] ?? { board_count: 0, pin_count: 0, follower_count: 0, following_count: 0 };
}

/** `text` as a LIKE pattern matching it anywhere, its wildcards taken literally. */
const contains = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Search reads (migration 10 made their indexes): trigram GIN indexes answer `LIKE '%word%'` for a
// rare word, b-tree indexes in the answer's order let a common word stop after one page. Which
// one wins depends on the word, so each statement is planned per call (PLAN_EACH_CALL).

/** pg_trgm narrows `LIKE '%word%'` only by a word of three letters or digits or more. */
const narrowsByTrigrams = (words: readonly string[]): boolean => words.some((word) => /[\p{L}\p{N}]{3}/u.test(word));

/** The parts of a search statement over boards or people, `matchedPage` decides them. */
interface PageQuery {
  readonly with: string;
  readonly where: string;
  readonly window: string;
  /** Run with sequential scans priced out (see `matchedPage`). */
  readonly narrow: boolean;
}

/**
 * Boards and people (tables of thousands of rows, not Pins' hundred thousands). With a word of 3
 * characters the matches come from the trigram index, are ordered by their sort key alone, and only
 * the page is joined to what a row shows: left to itself the planner walked the name order through
 * 17,000 boards for a word it guessed common, or read all 10,000 people to LIKE each (a cheap
 * operator, it believes), where the index finds none in a lookup. Shorter words are in most rows:
 * walking the order stops early.
 */
function matchedPage(words: readonly string[], table: string, alias: string, where: string, order: string, window: string): PageQuery {
  if (!narrowsByTrigrams(words)) return { with: '', where, window, narrow: false };
  return {
    with: `WITH matched AS MATERIALIZED (SELECT ${alias}.* FROM ${table} ${alias} WHERE ${where}),
      page AS MATERIALIZED (SELECT ${alias}.id FROM matched ${alias} ORDER BY ${order} ${window})`,
    where: `${alias}.id IN (SELECT id FROM page)`,
    window: '',
    narrow: true,
  };
}

/** Runs a search statement; a narrow one with sequential scans priced out, so the trigram index is used. */
async function runPage<Row extends object>(db: Db, page: PageQuery, sql: string, params: readonly SqlParam[]): Promise<Row[]> {
  if (!page.narrow) return db.query<Row>(sql, params);
  return db.transaction(async (tx) => {
    await tx.exec('SET LOCAL enable_seqscan = off');
    return tx.query<Row>(sql, params);
  });
}

/**
 * S1 §3 Pins whose title, description or board name hold every word, newest first, a repinned Pin
 * once. `search_text` is that text lower-cased, kept by triggers, so a word's LIKE reads an index,
 * not every Pin.
 */
export async function searchPins(db: Db, viewerId: string, words: readonly string[], limit: number, offset: number): Promise<PinRow[]> {
  const match = (pin: string): string => words.map((_, i) => `${pin}.search_text LIKE $${i + 4}`).join(' AND ') || 'true';
  const where: PinCondition = (pin, board) => `${listedToViewer(board)} AND ${match(pin)}`;
  return db.query<PinRow>(`${PLAN_EACH_CALL} ${ONE_PER_PIN(where)} LIMIT $2 OFFSET $3`, [viewerId, limit, offset, ...words.map(contains)]);
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
  const order = 'lower(b.name), b.id';
  const page = matchedPage(words, 'boards', 'b', `${LISTED} AND ${match || 'true'}`, order, 'LIMIT $2 OFFSET $3');
  return runPage<BoardRow>(db, page, `${PLAN_EACH_CALL} ${page.with} ${BOARDS} WHERE ${page.where} ORDER BY ${order} ${page.window}`, [
    viewerId,
    limit,
    offset,
    ...words.map(contains),
  ]);
}

/** S1 §7 typeahead: boards whose name holds `term` that the viewer may see, by name. */
export async function typeaheadBoards(db: Db, viewerId: string, term: string, limit: number): Promise<BoardRow[]> {
  const order = 'lower(b.name), b.id';
  const page = matchedPage([term], 'boards', 'b', `lower(b.name) LIKE $2 AND ${LISTED}`, order, 'LIMIT $3');
  return runPage<BoardRow>(db, page, `${PLAN_EACH_CALL} ${page.with} ${BOARDS} WHERE ${page.where} ORDER BY ${order} ${page.window}`, [
    viewerId,
    contains(term),
    limit,
  ]);
}

/**
 * S1 §3 people whose username or name hold every word (core `matchesPeopleSearch`): never the
 * e-mail, and nobody for a query without words (no listing of every account). By username (unique).
 */
export async function searchPeople(db: Db, words: readonly string[], limit: number, offset: number): Promise<UserRow[]> {
  if (words.length === 0) return [];
  const match = words.map((_, i) => `(lower(u.username) LIKE $${i + 3} OR lower(u.full_name) LIKE $${i + 3})`).join(' AND ');
  const order = 'lower(u.username)';
  const page = matchedPage(words, 'users', 'u', match, order, 'LIMIT $1 OFFSET $2');
  return runPage<UserRow>(
    db,
    page,
    `${PLAN_EACH_CALL} ${page.with} SELECT u.* FROM users u WHERE ${page.where} ORDER BY ${order} ${page.window}`,
    [limit, offset, ...words.map(contains)],
  );
}

/** S1 §7 typeahead: people whose username or name holds `term` (core `matchesPeopleTypeahead`), never by e-mail. */
export async function typeaheadPeople(db: Db, term: string, limit: number): Promise<UserRow[]> {
  const wanted = term.trim();
  if (wanted === '') return [];
  const order = 'lower(u.full_name), u.id';
  const page = matchedPage([wanted], 'users', 'u', '(lower(u.username) LIKE $1 OR lower(u.full_name) LIKE $1)', order, 'LIMIT $2');
  return runPage<UserRow>(
    db,
    page,
    `${PLAN_EACH_CALL} ${page.with} SELECT u.* FROM users u WHERE ${page.where} ORDER BY ${order} ${page.window}`,
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
