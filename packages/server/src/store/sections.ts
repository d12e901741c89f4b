import type { Db } from '../db/db.js';
import { returned } from './returned.js';

/** A board section with its preview Pins (S0 §3). */
export interface SectionRow {
  readonly id: string;
  readonly board_id: string;
  readonly title: string;
  readonly slug: string;
  readonly name_source: number;
  readonly pin_count: number;
  readonly preview_urls: readonly string[];
}

const SECTION_SELECT = `
SELECT s.id, s.board_id, s.title, s.slug, s.name_source,
  (SELECT count(*)::int FROM pins p WHERE p.section_id = s.id) AS pin_count,
  COALESCE(ARRAY(SELECT p.image_url FROM pins p WHERE p.section_id = s.id AND p.image_url IS NOT NULL
    ORDER BY p.created_at DESC, p.id::bigint DESC LIMIT 3), '{}') AS preview_urls
FROM board_sections s`;

/** One section. */
export async function sectionById(db: Db, sectionId: string): Promise<SectionRow | undefined> {
  return (await db.query<SectionRow>(`${SECTION_SELECT} WHERE s.id = $1`, [sectionId]))[0];
}

/** The sections of a board, oldest first. */
export async function sectionsOfBoard(db: Db, boardId: string): Promise<SectionRow[]> {
  return db.query<SectionRow>(`${SECTION_SELECT} WHERE s.board_id = $1 ORDER BY s.created_at, s.id::bigint`, [boardId]);
}

/** Inserts a section; returns its id. */
export async function insertSection(
  db: Db,
  section: { boardId: string; title: string; slug: string; nameSource: number },
): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO board_sections (board_id, title, slug, name_source) VALUES ($1, $2, $3, $4) RETURNING id`,
    [section.boardId, section.title, section.slug, section.nameSource],
  );
  return returned(rows, 'insertSection').id;
}

/** Deletes a section; its Pins stay on the board without a section. */
export async function deleteSection(db: Db, sectionId: string): Promise<void> {
  await db.query(`DELETE FROM board_sections WHERE id = $1`, [sectionId]);
}

/** Issue #25: renames a section (its slug follows the name). */
export async function renameSection(db: Db, sectionId: string, title: string, slug: string): Promise<void> {
  await db.query(`UPDATE board_sections SET title = $2, slug = $3 WHERE id = $1`, [sectionId, title, slug]);
}
