import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, SqlParam } from './db.js';

function txDb(tx: Transaction): Db {
  const db: Db = {
    kind: 'pglite',
    query: async <Row extends object>(sql: string, params: readonly SqlParam[] = []) =>
      (await tx.query<Row>(sql, [...params])).rows,
    exec: async (sql) => {
      await tx.exec(sql);
    },
    // PGlite has no nested transactions; the outer one already gives all-or-nothing.
    transaction: (fn) => fn(db),
    close: () => Promise.reject(new Error('close() inside a transaction')),
  };
  return db;
}

/**
 * Opens (or, the first time, initialises: initdb takes seconds) an embedded PostgreSQL in
 * `dataDir`; `undefined` keeps the database in memory.
 */
export async function openPglite(dataDir: string | undefined): Promise<Db> {
  const pg = dataDir === undefined ? await PGlite.create() : await PGlite.create(dataDir);
  return {
    kind: 'pglite',
    query: async <Row extends object>(sql: string, params: readonly SqlParam[] = []) =>
      (await pg.query<Row>(sql, [...params])).rows,
    exec: async (sql) => {
      await pg.exec(sql);
    },
    transaction: (fn) => pg.transaction((tx) => fn(txDb(tx))),
    close: () => pg.close(),
  };
}
