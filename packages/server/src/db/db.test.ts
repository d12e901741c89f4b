import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db.js';
import { isPgError, UNIQUE_VIOLATION } from './db.js';
import { MIGRATIONS, migrate } from './migrations.js';
import { openDatabase } from './open.js';
import { cloneDataDir, DATA_TABLES_CHILDREN_FIRST, testDatabaseUrl, throwawayPostgres } from '../testing/test-db.js';

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
      expect(await db.query(`SELECT redirect_status FROM link_statuses WHERE host = 'kept.example'`)).toEqual([
        { redirect_status: 'ok' },
      ]);
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

if (testDatabaseUrl === undefined) {
  describe('Db on PostgreSQL', () => {
    it.skip('skipped: TEST_DATABASE_URL is not set (CI sets it; see .ci/run)', () => undefined);
  });
} else {
  const serverUrl = testDatabaseUrl;
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
}
