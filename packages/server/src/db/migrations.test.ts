/**
 * Migrations that change existing data, run on a database at the schema before them (issue 20):
 * what the rows look like after, and that the constraint they add holds.
 */
import { numberedBoardSlug } from '@pinstack/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db.js';
import { isPgError, UNIQUE_VIOLATION } from './db.js';
import { MIGRATIONS, migrate } from './migrations.js';
import { openPglite } from './pglite.js';

const before = (id: number) => MIGRATIONS.filter((m) => m.id < id);

describe('migration 30: board slugs unique per owner', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPglite(undefined);
    await migrate(db, before(30));
  }, 60_000);
  afterAll(async () => {
    await db.close();
  });

  const user = async (username: string): Promise<string> =>
    (
      await db.query<{ id: string }>(`INSERT INTO users (email, username, password_hash) VALUES ($1, $1, 'x') RETURNING id`, [
        `${username}@example.com`,
      ])
    )[0]!.id;
  const board = async (owner: string, slug: string, privacy = 'public', createdAt = '2024-01-01'): Promise<string> =>
    (
      await db.query<{ id: string }>(
        `INSERT INTO boards (owner_id, name, slug, privacy, created_at) VALUES ($1, $2, $2, $3, $4) RETURNING id`,
        [owner, slug, privacy, createdAt],
      )
    )[0]!.id;
  const slugOf = async (id: string) => (await db.query<{ slug: string }>('SELECT slug FROM boards WHERE id = $1', [id]))[0]!.slug;

  it('the oldest keeps its slug, later ones take the next free number; other owners are untouched; then the index refuses a duplicate', async () => {
    const demo = await user('demo');
    const sam = await user('sam');
    const secret = await board(demo, 'secret-stash', 'secret', '2024-02-01');
    const older = await board(demo, 'secret-stash', 'public', '2024-01-01');
    const third = await board(demo, 'Secret-Stash', 'public', '2024-03-01');
    const numbered = await board(demo, 'secret-stash-2', 'public', '2023-01-01');
    const samStash = await board(sam, 'secret-stash');
    const long = 'x'.repeat(60);
    const longA = await board(demo, long, 'public', '2024-01-01');
    const longB = await board(demo, long, 'public', '2024-01-02');

    await migrate(db);

    expect(await slugOf(older)).toBe('secret-stash');
    // 'secret-stash-2' was taken by a board of that slug, so the next free numbers follow
    expect(await slugOf(numbered)).toBe('secret-stash-2');
    expect(await slugOf(secret)).toBe('secret-stash-3');
    expect(await slugOf(third)).toBe('secret-stash-4');
    expect(await slugOf(samStash)).toBe('secret-stash');
    expect(await slugOf(longA)).toBe(long);
    // the same numbering as core's rule, within 60 characters
    expect(await slugOf(longB)).toBe(numberedBoardSlug(long, 2));
    const error = await board(demo, 'SECRET-STASH').catch((e: unknown) => e);
    expect(isPgError(error, UNIQUE_VIOLATION)).toBe(true);
    expect(await board(sam, 'secret-stash-2')).toMatch(/^\d+$/);
  });
});
