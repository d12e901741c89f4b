import type { BoardPrivacy } from '@pinstack/core';
import type { Db } from '../db/db.js';
import { returned } from './returned.js';
import { editable, pickerCandidate } from './visibility.js';

/** A board with everything a Board of S0 §3 shows, as seen by one viewer. */
export interface BoardRow {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly description: string;
  readonly privacy: BoardPrivacy;
  readonly layout: string;
  readonly owner_id: string;
  readonly owner_username: string;
  readonly advertiser_id: string | null;
  readonly cover_url: string | null;
  readonly section_count: number;
  readonly pin_count: number;
  readonly collaborators: readonly { readonly id: string; readonly full_name: string; readonly username: string }[];
  readonly archived_at: Date | string | null;
  readonly last_saved_at: Date | string | null;
}

/**
 * The Board columns over a row source aliased `b` (a boards row); `$1` is always the viewer id
 * ('' when signed out).
 */
export const boardColumns = (from: string): string => `
SELECT b.id, b.name, b.slug, b.description, b.privacy, b.layout, b.owner_id, o.username AS owner_username,
  b.advertiser_id, b.cover_url, b.section_count, b.pin_count,
  CASE WHEN EXISTS (SELECT 1 FROM board_collaborators c WHERE c.board_id = b.id) THEN
    (SELECT json_agg(json_build_object('id', cu.id, 'full_name', cu.full_name, 'username', cu.username) ORDER BY c.added_at, cu.id)
     FROM board_collaborators c JOIN users cu ON cu.id = c.user_id WHERE c.board_id = b.id)
  ELSE '[]'::json END AS collaborators,
  (SELECT a.archived_at FROM board_archives a WHERE a.user_id = $1 AND a.board_id = b.id) AS archived_at,
  (SELECT bs.last_saved_at FROM board_saves bs WHERE bs.user_id = $1 AND bs.board_id = b.id) AS last_saved_at
FROM ${from} JOIN users o ON o.id = b.owner_id`;
// note: the viewer's archive and last save are key lookups per board (each table's key is the board
// and the user), not joins: PGlite runs no autovacuum, so its statistics stay as they were when the
// tables were small, and a join planned on them scanned all of board_saves for each of 5,000
// boards (6 s for the 5,000-board picker, issue 22's `npm run timing`)

const BOARD_SELECT = boardColumns('boards b');

/** One board by id, seen by `viewerId`. */
export async function boardById(db: Db, viewerId: string, boardId: string): Promise<BoardRow | undefined> {
  return (await db.query<BoardRow>(`${BOARD_SELECT} WHERE b.id = $2`, [viewerId, boardId]))[0];
}

/**
 * S0 §6 picker candidates of `$1` (`pickerCandidate` of store/visibility.ts, core
 * `isPickerCandidate`; `$2` the advertiser, `$3` the S0 §3 `filter`, each NULL for none). The rows
 * come from the boards `$1` owns, then those it collaborates on (an owner is never its own board's
 * collaborator), each branch an index lookup (`boards_owner_idx`, `board_collaborators_user_idx`)
 * instead of de-duplicating a UNION and scanning `boards`; the predicate decides which of them count.
 */
const MEMBER_ROWS = `(
    SELECT * FROM boards WHERE owner_id = $1
    UNION ALL
    SELECT cb.* FROM board_collaborators m JOIN boards cb ON cb.id = m.board_id WHERE m.user_id = $1 AND cb.owner_id <> $1
  )`;

const MEMBER_BOARDS = `${boardColumns(`${MEMBER_ROWS} b`)}
  WHERE ${pickerCandidate('b', '$1', '$2', '$3')}`;

/** Which picker candidates a read asks for: S0 §6 one advertiser's, S0 §3 `filter` ('protected'). */
export interface PickerScopeRow {
  readonly advertiserId?: string | undefined;
  readonly filter?: string | undefined;
}

/**
 * Boards `userId` may pick (S0 §6 picker candidates), in the scope the read asks for. The picker's
 * cover and order are core's `pickerBoards`, its shortlist core's `shortlistBoards`.
 * note: the rows come back as one JSON array (timestamps as ISO text): the picker is the hottest
 * read, and one JSON.parse beats PGlite decoding every field of every row.
 */
export async function boardsOfMember(db: Db, userId: string, scope: PickerScopeRow = {}): Promise<BoardRow[]> {
  const rows = await db.query<{ boards: BoardRow[] }>(`SELECT coalesce(json_agg(r), '[]'::json) AS boards FROM (${MEMBER_BOARDS}) r`, [
    userId,
    scope.advertiserId ?? null,
    scope.filter ?? null,
  ]);
  return rows[0]?.boards ?? [];
}

/** Fields of a new board. */
export interface NewBoard {
  readonly ownerId: string;
  readonly name: string;
  readonly slug: string;
  readonly description: string;
  readonly privacy: BoardPrivacy;
  readonly advertiserId: string | null;
}

/** Inserts a board and returns its id. */
export async function insertBoard(db: Db, board: NewBoard): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO boards (owner_id, name, slug, description, privacy, advertiser_id)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [board.ownerId, board.name, board.slug, board.description, board.privacy, board.advertiserId],
  );
  return returned(rows, 'insertBoard').id;
}

/** The slugs of an owner's boards (all but `exceptBoardId`), for `uniqueBoardSlug`. */
export async function slugsOfOwner(db: Db, ownerId: string, exceptBoardId: string | null = null): Promise<string[]> {
  const rows = await db.query<{ slug: string }>(`SELECT slug FROM boards WHERE owner_id = $1 AND ($2::text IS NULL OR id <> $2)`, [
    ownerId,
    exceptBoardId,
  ]);
  return rows.map((row) => row.slug);
}

/** Changes the given fields of a board. */
export async function updateBoard(
  db: Db,
  boardId: string,
  fields: { name?: string; slug?: string; privacy?: BoardPrivacy; description?: string },
): Promise<void> {
  await db.query(
    `UPDATE boards SET name = COALESCE($2, name), slug = COALESCE($3, slug), privacy = COALESCE($4, privacy),
       description = COALESCE($5, description), updated_at = now() WHERE id = $1`,
    [boardId, fields.name ?? null, fields.slug ?? null, fields.privacy ?? null, fields.description ?? null],
  );
}

/** Deletes a board with its sections and Pins. */
export async function deleteBoard(db: Db, boardId: string): Promise<void> {
  await db.query(`DELETE FROM boards WHERE id = $1`, [boardId]);
}

/** Adds a collaborator (no-op when already one). */
export async function addCollaborator(db: Db, boardId: string, userId: string): Promise<void> {
  await db.query(`INSERT INTO board_collaborators (board_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [boardId, userId]);
}

/** Marks a board archived for one user (S0 §3 `archived_by_me_at`). */
export async function archiveBoard(db: Db, boardId: string, userId: string): Promise<void> {
  await db.query(`INSERT INTO board_archives (board_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [boardId, userId]);
}

/** Issue #25: unarchives a board for one user (S0 §3 `archived_by_me_at` back to null). */
export async function unarchiveBoard(db: Db, boardId: string, userId: string): Promise<void> {
  await db.query(`DELETE FROM board_archives WHERE board_id = $1 AND user_id = $2`, [boardId, userId]);
}

/** Issue #25: keeps a board's old slug (a rename's), so its old URL still finds it (migration 70). */
export async function rememberOldSlug(db: Db, boardId: string, ownerId: string, slug: string): Promise<void> {
  await db.query(
    `INSERT INTO board_old_slugs (owner_id, slug, board_id) VALUES ($1, lower($2), $3)
     ON CONFLICT (owner_id, slug) DO UPDATE SET board_id = EXCLUDED.board_id, renamed_at = now()`,
    [ownerId, slug, boardId],
  );
}

/** Issue #25: the board an owner's old slug names (the latest rename away from it), if any. */
export async function boardIdOfOldSlug(db: Db, ownerId: string, slug: string): Promise<string | undefined> {
  return (
    await db.query<{ board_id: string }>(`SELECT board_id FROM board_old_slugs WHERE owner_id = $1 AND slug = lower($2)`, [ownerId, slug])
  )[0]?.board_id;
}

/** Names of every board `userId` owns or collaborates on, archived or not (issue #25 name suggestions). */
export async function boardNamesOfMember(db: Db, userId: string): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    // the member rows of the picker (index lookups), kept by `editable` (core `canWriteBoard`, store/visibility.ts)
    `SELECT DISTINCT b.name FROM ${MEMBER_ROWS} b WHERE ${editable('b', '$1')}`,
    [userId],
  );
  return rows.map((row) => row.name);
}

/**
 * Takes the board-action lock (S0 §8 code 2171): false when another action on the board holds
 * an unexpired lock. Locks live in the database so several server processes share them, and
 * expire by the database's clock: a process whose clock runs ahead must not take over a lock
 * another still holds, nor one whose clock lags wait on a crashed holder's lock past its time.
 */
export async function acquireBoardLock(db: Db, boardId: string, holder: string, ttlMs: number): Promise<boolean> {
  const rows = await db.query<{ holder: string }>(
    `INSERT INTO board_action_locks (board_id, holder, expires_at) VALUES ($1, $2, now() + $3 * interval '1 millisecond')
     ON CONFLICT (board_id) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
       WHERE board_action_locks.expires_at <= now()
     RETURNING holder`,
    [boardId, holder, ttlMs],
  );
  return rows.length === 1;
}

/** Releases a lock this holder took. */
export async function releaseBoardLock(db: Db, boardId: string, holder: string): Promise<void> {
  await db.query(`DELETE FROM board_action_locks WHERE board_id = $1 AND holder = $2`, [boardId, holder]);
}
