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

describe('migration 31: a repin records its origin', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPglite(undefined);
    await migrate(db, before(31));
  }, 60_000);
  afterAll(async () => {
    await db.close();
  });

  it('chains of repins are followed to their start; an origin that is gone still names the chain', async () => {
    const [{ id: owner }] = (await db.query<{ id: string }>(
      `INSERT INTO users (email, username, password_hash) VALUES ('o@example.com', 'o', 'x') RETURNING id`,
    )) as [{ id: string }];
    const [{ id: board }] = (await db.query<{ id: string }>(
      `INSERT INTO boards (owner_id, name, slug, privacy) VALUES ($1, 'B', 'b', 'public') RETURNING id`,
      [owner],
    )) as [{ id: string }];
    const pin = async (repinOf: string | null): Promise<string> =>
      (
        await db.query<{ id: string }>(
          `INSERT INTO pins (board_id, pinner_id, image_url, repin_of) VALUES ($1, $2, '/i.png', $3) RETURNING id`,
          [board, owner, repinOf],
        )
      )[0]!.id;
    const origin = await pin(null);
    const first = await pin(origin);
    const second = await pin(first);
    const third = await pin(second);
    const orphan = await pin('999999');
    const orphanRepin = await pin(orphan);

    await migrate(db);

    const repinOf = async (id: string) =>
      (await db.query<{ repin_of: string | null }>('SELECT repin_of FROM pins WHERE id = $1', [id]))[0]!.repin_of;
    expect(await repinOf(origin)).toBeNull();
    for (const id of [first, second, third]) expect(await repinOf(id)).toBe(origin);
    expect(await repinOf(orphan)).toBe('999999');
    expect(await repinOf(orphanRepin)).toBe('999999');
  });
});

describe('migration 90: invites are invitations the invitee accepts or declines (issue 25)', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPglite(undefined);
    await migrate(db, before(90));
  }, 60_000);
  afterAll(async () => {
    await db.close();
  });

  it('invites by e-mail that waited carry over as invitations (lower case, nobody joined); one per address and board, by id or e-mail', async () => {
    const [owner] = await db.query<{ id: string }>(
      `INSERT INTO users (email, username, password_hash) VALUES ('o@example.com', 'o', 'x') RETURNING id`,
    );
    const [board] = await db.query<{ id: string }>(
      `INSERT INTO boards (owner_id, name, slug, privacy) VALUES ($1, 'Shared', 'shared', 'public') RETURNING id`,
      [owner!.id],
    );
    await db.query(`INSERT INTO board_invites (board_id, email, invited_by) VALUES ($1, 'guest@example.com', $2)`, [board!.id, owner!.id]);

    await migrate(db);

    const rows = await db.query<{ email: string; invitee_id: string | null }>(`SELECT email, invitee_id FROM board_invitations`);
    expect(rows).toEqual([{ email: 'guest@example.com', invitee_id: null }]);
    expect(await db.query(`SELECT 1 FROM board_collaborators`)).toEqual([]);
    expect(await db.query(`SELECT to_regclass('board_invites') AS t`)).toEqual([{ t: null }]);
    const again = await db
      .query(`INSERT INTO board_invitations (board_id, email, invited_by) VALUES ($1, 'guest@example.com', $2)`, [board!.id, owner!.id])
      .catch((e: unknown) => e);
    expect(isPgError(again, UNIQUE_VIOLATION)).toBe(true);
    const neither = await db
      .query(`INSERT INTO board_invitations (board_id, invited_by) VALUES ($1, $2)`, [board!.id, owner!.id])
      .catch((e: unknown) => e);
    expect(neither).toBeInstanceOf(Error);
  });
});
