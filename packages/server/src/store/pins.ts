import { type Db, PLAN_EACH_CALL } from '../db/db.js';
import type { PinImages } from '@pinstack/core';
import { returned } from './returned.js';
import { listed, viewable, viewableByAnyone } from './visibility.js';

/** A Pin with its board and section names (a saved Pin carries both, wire-protocol.md). */
export interface PinRow {
  readonly id: string;
  readonly board_id: string;
  readonly board_name: string;
  readonly board_layout: string;
  readonly board_privacy: string;
  readonly board_owner_id: string;
  readonly section_id: string | null;
  readonly section_title: string | null;
  readonly pinner_id: string;
  readonly pinner_username: string;
  readonly pinner_full_name: string;
  readonly pinner_image_url: string | null;
  readonly board_slug: string;
  readonly board_owner_username: string;
  readonly title: string;
  readonly description: string;
  readonly link: string | null;
  readonly image_url: string | null;
  readonly image_width: number | null;
  readonly image_height: number | null;
  readonly color: string | null;
  /** Every variant of the image (issue 24), when it went through the image pipeline. */
  readonly images: PinImages | null;
  readonly guid: string | null;
  readonly method: string | null;
  readonly repin_of: string | null;
  readonly created_at: Date;
}

/** The PinRow columns over a row source aliased `p` (a pins row). */
export const pinColumns = (from: string): string => `
SELECT p.id, p.board_id, b.name AS board_name, b.layout AS board_layout, b.privacy AS board_privacy,
  b.owner_id AS board_owner_id, b.slug AS board_slug, bo.username AS board_owner_username, p.section_id,
  s.title AS section_title, p.pinner_id, pu.username AS pinner_username, pu.full_name AS pinner_full_name,
  pu.image_medium_url AS pinner_image_url, p.title, p.description,
  p.link, p.image_url, p.image_width, p.image_height, p.color, p.images, p.guid, p.method, p.repin_of, p.created_at
FROM ${from} JOIN boards b ON b.id = p.board_id LEFT JOIN board_sections s ON s.id = p.section_id
  JOIN users pu ON pu.id = p.pinner_id JOIN users bo ON bo.id = b.owner_id`;

const PIN_SELECT = pinColumns('pins p');

/**
 * SQL of core's `pinOrigin` over a pins row aliased `alias`: the Pin it is a repin of, else itself
 * (a repin records its source's origin, so this is one step; `pins_origin_idx` indexes it).
 */
export const pinOriginSql = (alias: string): string => `coalesce(${alias}.repin_of, ${alias}.id)`;

/** One Pin. */
export async function pinById(db: Db, pinId: string): Promise<PinRow | undefined> {
  return (await db.query<PinRow>(`${PIN_SELECT} WHERE p.id = $1`, [pinId]))[0];
}

/**
 * One Pin on a board `viewerId` may view (visibility.ts `viewable`, core `canViewBoard`), in one
 * statement: a cheap read waits behind at most one statement of a running search (issue 21 §2).
 */
export async function viewablePinById(db: Db, pinId: string, viewerId: string): Promise<PinRow | undefined> {
  return (await db.query<PinRow>(`${PIN_SELECT} WHERE p.id = $1 AND ${viewable('b', '$2')}`, [pinId, viewerId]))[0];
}

/** Several Pins by id (unknown ids are absent). */
export async function pinsByIds(db: Db, pinIds: readonly string[]): Promise<PinRow[]> {
  return db.query<PinRow>(`${PIN_SELECT} WHERE p.id = ANY($1::text[])`, [pinIds]);
}

/** The Pins of a board, or of one of its sections, newest first. */
export async function pinsOfBoard(db: Db, boardId: string, sectionId: string | undefined, limit: number): Promise<PinRow[]> {
  return db.query<PinRow>(
    `${PIN_SELECT} WHERE p.board_id = $1 AND ($2::text IS NULL OR p.section_id = $2)
     ORDER BY p.created_at DESC, p.id::bigint DESC LIMIT $3`,
    [boardId, sectionId ?? null, limit],
  );
}

/** Fields of a new Pin. */
export interface NewPin {
  readonly boardId: string;
  readonly sectionId: string | null;
  readonly pinnerId: string;
  readonly title: string;
  readonly description: string;
  readonly link: string | null;
  readonly imageUrl: string | null;
  readonly imageWidth: number | null;
  readonly imageHeight: number | null;
  readonly color: string | null;
  readonly guid: string | null;
  readonly method: string | null;
  readonly repinOf: string | null;
  /** The image's variants (issue 24). @default null */
  readonly images?: PinImages | null;
}

/**
 * Inserts a Pin and returns it as read back (save-Pin answers with the whole Pin, wire-protocol.md),
 * in one round trip. The board and section columns come from the snapshot before the insert; the
 * insert's trigger only touches the board's counters and cover, which a PinRow does not carry.
 */
export async function insertPin(db: Db, pin: NewPin): Promise<PinRow> {
  const rows = await db.query<PinRow>(
    `WITH p AS (
       INSERT INTO pins (board_id, section_id, pinner_id, title, description, link, image_url, image_width,
         image_height, color, guid, method, repin_of, images)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING *
     ) ${pinColumns('p')}`,
    [
      pin.boardId,
      pin.sectionId,
      pin.pinnerId,
      pin.title,
      pin.description,
      pin.link,
      pin.imageUrl,
      pin.imageWidth,
      pin.imageHeight,
      pin.color,
      pin.guid,
      pin.method,
      pin.repinOf,
      pin.images === null || pin.images === undefined ? null : JSON.stringify(pin.images),
    ],
  );
  return returned(rows, 'insertPin');
}

/** Moves Pins to a board and section (S0 §4 moving Pins). */
export async function movePins(db: Db, pinIds: readonly string[], boardId: string, sectionId: string | null): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `UPDATE pins SET board_id = $2, section_id = $3, updated_at = now() WHERE id = ANY($1::text[]) RETURNING id`,
    [pinIds, boardId, sectionId],
  );
  return rows.length;
}

/** Takes Pins out of their section; they stay on the board. */
export async function clearPinSection(db: Db, pinIds: readonly string[], sectionId: string): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `UPDATE pins SET section_id = NULL, updated_at = now() WHERE id = ANY($1::text[]) AND section_id = $2 RETURNING id`,
    [pinIds, sectionId],
  );
  return rows.length;
}

/** The ids among `boardIds` of boards holding a Pin of origin `origin` (S0 §8, the picker's `holds_pin`). */
export async function boardsHoldingOrigin(db: Db, origin: string, boardIds: readonly string[]): Promise<Set<string>> {
  if (boardIds.length === 0) return new Set();
  const rows = await db.query<{ board_id: string }>(
    `SELECT DISTINCT p.board_id FROM pins p WHERE ${pinOriginSql('p')} = $1 AND p.board_id = ANY($2::text[])`,
    [origin, boardIds],
  );
  return new Set(rows.map((row) => row.board_id));
}

/** The board this user most recently saved `pinId` (or a repin of it) to, for the already-saved check. */
export async function savedCopyOf(db: Db, userId: string, pinId: string): Promise<PinRow | undefined> {
  return (
    await db.query<PinRow>(
      `${PIN_SELECT} WHERE p.pinner_id = $1 AND (p.id = $2 OR p.repin_of = $2)
       ORDER BY p.created_at DESC, p.id::bigint DESC LIMIT 1`,
      [userId, pinId],
    )
  )[0];
}

/** Images of Pins linking to `url`, for FindPinImagesResource (we do not fetch other sites). */
export async function imagesForLink(db: Db, url: string, viewerId: string, limit: number): Promise<string[]> {
  const rows = await db.query<{ image_url: string }>(
    `SELECT DISTINCT p.image_url FROM pins p JOIN boards b ON b.id = p.board_id
     WHERE p.link = $1 AND p.image_url IS NOT NULL AND ${viewable('b', '$2')} LIMIT $3`,
    [url, viewerId, limit],
  );
  return rows.map((r) => r.image_url);
}

/**
 * Who may fetch a stored image (`/media/{file}`): `visible` when a Pin on a board the viewer may see
 * shows it, `public` when one on a non-secret board does (then shared caches may keep it); a
 * profile's avatar is both (issue 25: profiles are public).
 */
export async function mediaAccess(db: Db, imageUrl: string, viewerId: string): Promise<{ visible: boolean; public: boolean }> {
  const rows = await db.query<{ visible: boolean; public: boolean }>(
    `SELECT
       EXISTS (SELECT 1 FROM pins p JOIN boards b ON b.id = p.board_id WHERE p.image_url = $1 AND ${viewable('b', '$2')})
         OR EXISTS (SELECT 1 FROM users u WHERE u.image_medium_url = $1) AS visible,
       EXISTS (SELECT 1 FROM pins p JOIN boards b ON b.id = p.board_id WHERE p.image_url = $1 AND ${viewableByAnyone('b')})
         OR EXISTS (SELECT 1 FROM users u WHERE u.image_medium_url = $1) AS public`,
    [imageUrl, viewerId],
  );
  return rows[0] ?? { visible: false, public: false };
}

/**
 * The typeahead terms queries (S1 §7, S0 §5 hashtags): words starting with a prefix, the most Pins
 * first. They read `search_terms` only, which triggers keep on every write of Pins and boards
 * (migration 10): no request splits Pin text. A one- or two-character prefix is looked up in the
 * index on its first letters, in answer order; a longer one reads its range of the key and sorts it.
 */
export const TERMS_BY_PREFIX_SQL = {
  1: `SELECT term AS query, pin_count FROM search_terms WHERE left(term, 1) = $1 ORDER BY pin_count DESC, term LIMIT $2`,
  2: `SELECT term AS query, pin_count FROM search_terms WHERE left(term, 2) = $1 ORDER BY pin_count DESC, term LIMIT $2`,
  // A pattern's prefix is known only with its value: planned per call.
  longer: `${PLAN_EACH_CALL} SELECT term AS query, pin_count FROM search_terms WHERE term LIKE $1 ORDER BY pin_count DESC, term LIMIT $2`,
} as const;

/** Words of the titles and descriptions of Pins on public boards starting with `prefix`, with their Pin counts. */
export async function autocompleteTerms(db: Db, prefix: string, limit: number): Promise<{ query: string; pin_count: number }[]> {
  const wanted = prefix.toLowerCase();
  const length = [...wanted].length;
  if (length === 0) return [];
  if (length <= 2) return db.query<{ query: string; pin_count: number }>(TERMS_BY_PREFIX_SQL[length as 1 | 2], [wanted, limit]);
  const like = `${wanted.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db.query<{ query: string; pin_count: number }>(TERMS_BY_PREFIX_SQL.longer, [like, limit]);
}

/** Names of the boards other people saved this Pin to (board title suggestions, S0 §7). */
export async function boardNamesForPin(db: Db, pinId: string, limit: number): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `SELECT b.name FROM pins p JOIN boards b ON b.id = p.board_id
     WHERE (p.id = $1 OR p.repin_of = $1 OR p.id = (SELECT repin_of FROM pins WHERE id = $1)) AND ${listed('b', "''")}
     GROUP BY b.name ORDER BY count(*) DESC, b.name LIMIT $2`,
    [pinId, limit],
  );
  return rows.map((r) => r.name);
}

/** Issue #25: what a Pin's saver changes (left out: unchanged). */
export interface PinChanges {
  readonly title?: string;
  readonly description?: string;
  readonly link?: string | null;
  readonly boardId?: string;
  readonly sectionId?: string | null;
}

/**
 * Issue #25: writes a Pin's changes in one statement; the pins triggers keep the board counters,
 * covers, search text and typeahead terms (migrations 2, 10) as for a move.
 */
export async function updatePin(db: Db, pinId: string, changes: PinChanges): Promise<void> {
  await db.query(
    `UPDATE pins SET
       title = CASE WHEN $2 THEN $3 ELSE title END,
       description = CASE WHEN $4 THEN $5 ELSE description END,
       link = CASE WHEN $6 THEN $7 ELSE link END,
       board_id = CASE WHEN $8 THEN $9 ELSE board_id END,
       section_id = CASE WHEN $10 THEN $11 ELSE section_id END,
       updated_at = now()
     WHERE id = $1`,
    [
      pinId,
      changes.title !== undefined,
      changes.title ?? null,
      changes.description !== undefined,
      changes.description ?? null,
      changes.link !== undefined,
      changes.link ?? null,
      changes.boardId !== undefined,
      changes.boardId ?? null,
      changes.sectionId !== undefined,
      changes.sectionId ?? null,
    ],
  );
}

/** Issue #25: deletes a Pin; triggers take it out of its board's count and cover and of the search terms. */
export async function deletePin(db: Db, pinId: string): Promise<void> {
  await db.query(`DELETE FROM pins WHERE id = $1`, [pinId]);
}
