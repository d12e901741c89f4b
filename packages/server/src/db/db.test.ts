import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db.js';
import { isPgError, UNIQUE_VIOLATION } from './db.js';
import { MIGRATIONS, migrate } from './migrations.js';
import { openDatabase } from './open.js';
import { cloneDataDir, DATA_TABLES_CHILDREN_FIRST, templateSnapshot, throwawayPostgres } from '../testing/test-db.js';
import { onPostgres } from '../testing/on-postgres.js';

function dbContract(name: string, open: () => Promise<{ db: Db; cleanup: () => Promise<void> }>): void {
  describe(name, () => {
    let db: Db;
    let cleanup: () => Promise<void>;
    beforeAll(async () => {
      ({ db, cleanup } = await open());
    });
    afterAll(async () => {
      await cleanup();
    });

    it('migrations are idempotent: a second run applies nothing', async () => {
      expect(await migrate(db)).toEqual([]);
      const rows = await db.query<{ id: number }>('SELECT id FROM pinstack_migrations ORDER BY id');
      expect(rows.map((r) => r.id)).toEqual(MIGRATIONS.map((m) => m.id));
    });

    it('the test reset knows every data table (a new table must be added to it)', async () => {
      const rows = await db.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
      );
      const tables = rows.map((r) => r.table_name).filter((t) => t !== 'pinstack_migrations' && t !== 'server_secrets');
      expect([...tables].sort()).toEqual([...DATA_TABLES_CHILDREN_FIRST].sort());
    });

    it('binds parameters and returns typed rows', async () => {
      const rows = await db.query<{ a: string; b: number; c: string[] }>('SELECT $1::text AS a, $2::int AS b, $3::text[] AS c', [
        'x',
        3,
        ['p', 'q'],
      ]);
      expect(rows).toEqual([{ a: 'x', b: 3, c: ['p', 'q'] }]);
    });

    it('a transaction that throws leaves nothing behind', async () => {
      await expect(
        db.transaction(async (tx) => {
          await tx.query(`INSERT INTO link_statuses (host, redirect_status) VALUES ('rolled.example', 'blocked')`);
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect(await db.query(`SELECT 1 FROM link_statuses WHERE host = 'rolled.example'`)).toEqual([]);
    });

    it('a committed transaction is visible afterwards', async () => {
      await db.transaction((tx) => tx.query(`INSERT INTO link_statuses (host, redirect_status) VALUES ('kept.example', 'ok')`));
      expect(await db.query(`SELECT redirect_status FROM link_statuses WHERE host = 'kept.example'`)).toEqual([{ redirect_status: 'ok' }]);
    });

    // The PGlite Db prepares each statement text once and re-binds it: values of every SqlParam
    // kind must come back the same on the first run and on later (prepared) runs.
    it('re-running one statement binds fresh parameters of every kind each time', async () => {
      const sql =
        'SELECT $1::text AS t, $2::int AS i, $3::boolean AS b, $4::timestamptz AS d, $5::text[] AS a, $6::bytea AS y, $7::text AS n';
      const at = new Date('2024-05-06T07:08:09.000Z');
      for (let i = 0; i < 8; i++) {
        const rows = await db.query<{ t: string; i: number; b: boolean; d: Date; a: string[]; y: Uint8Array; n: null }>(sql, [
          `v${i}`,
          i,
          i % 2 === 0,
          new Date(at.getTime() + i),
          [`p${i}`, 'q'],
          new Uint8Array([i, 255]),
          null,
        ]);
        expect(rows).toHaveLength(1);
        const row = rows[0]!;
        expect([row.t, row.i, row.b, row.d.getTime(), row.a, [...row.y], row.n]).toEqual([
          `v${i}`,
          i,
          i % 2 === 0,
          at.getTime() + i,
          [`p${i}`, 'q'],
          [i, 255],
          null,
        ]);
      }
    });

    it('a statement that failed (bad SQL, bad value) leaves the connection and the statement usable', async () => {
      await expect(db.query('SELEC nonsense')).rejects.toBeDefined();
      const sql = 'SELECT $1::int + 1 AS n';
      expect(await db.query(sql, [1])).toEqual([{ n: 2 }]);
      await expect(db.query(sql, ['not a number'])).rejects.toMatchObject({ code: '22P02' });
      expect(await db.query(sql, [41])).toEqual([{ n: 42 }]);
    });

    it('concurrent statements each get their own rows', async () => {
      const sql = 'SELECT $1::int * 2 AS n';
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => db.query<{ n: number }>(sql, [i])));
      expect(results.map((rows) => rows[0]?.n)).toEqual(Array.from({ length: 20 }, (_, i) => i * 2));
    });

    it('a statement outside a transaction waits for it and sees only committed work', async () => {
      const sql = `SELECT count(*)::int AS n FROM link_statuses WHERE host = $1`;
      expect(await db.query(sql, ['waits.example'])).toEqual([{ n: 0 }]);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const tx = db.transaction(async (t) => {
        await t.query(`INSERT INTO link_statuses (host, redirect_status) VALUES ($1, 'ok')`, ['waits.example']);
        expect(await t.query(sql, ['waits.example'])).toEqual([{ n: 1 }]);
        await held;
        throw new Error('rolled back');
      });
      const outside = db.query(sql, ['waits.example']);
      release();
      await expect(tx).rejects.toThrow('rolled back');
      expect(await outside).toEqual([{ n: 0 }]);
    });

    it('unique violations carry SQLSTATE 23505', async () => {
      const error = await db
        .query(`INSERT INTO link_statuses (host, redirect_status) VALUES ('kept.example', 'ok')`)
        .catch((e: unknown) => e);
      expect(isPgError(error, UNIQUE_VIOLATION)).toBe(true);
    });
  });
}

dbContract('Db on PGlite (template clone)', async () => {
  const { dataDir, remove } = await cloneDataDir();
  const db = await openDatabase({ dataDir });
  return {
    db,
    cleanup: async () => {
      await db.close();
      remove();
    },
  };
});

// What most server suites run on (testing/server.ts): the same template, loaded into memory.
dbContract('Db on PGlite (in memory from the template dump)', async () => {
  const db = await openDatabase({ dataDir: '/nonexistent', pgliteSnapshot: await templateSnapshot() });
  return { db, cleanup: () => db.close() };
});

onPostgres('Db on PostgreSQL', (serverUrl) => {
  dbContract('Db on PostgreSQL (TEST_DATABASE_URL, throwaway database)', async () => {
    const { url, drop } = await throwawayPostgres(serverUrl);
    const db = await openDatabase({ dataDir: '/nonexistent', databaseUrl: url });
    return {
      db,
      cleanup: async () => {
        await db.close();
        await drop();
      },
    };
  });
});
