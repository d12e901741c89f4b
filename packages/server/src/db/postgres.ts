import pg from 'pg';
import type { Db, SqlParam } from './db.js';

function clientDb(client: pg.PoolClient): Db {
  const db: Db = {
    kind: 'postgres',
    query: async <Row extends object>(sql: string, params: readonly SqlParam[] = []) =>
      (await client.query<Row & pg.QueryResultRow>(sql, [...params])).rows,
    exec: async (sql) => {
      await client.query(sql);
    },
    transaction: (fn) => fn(db),
    close: () => Promise.reject(new Error('close() inside a transaction')),
  };
  return db;
}

/**
 * Connects a pool to a PostgreSQL server (`DATABASE_URL`); several stateless server processes
 * may share one database this way.
 */
export function openPostgres(connectionString: string, options: { max?: number } = {}): Db {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  return {
    kind: 'postgres',
    query: async <Row extends object>(sql: string, params: readonly SqlParam[] = []) =>
      (await pool.query<Row & pg.QueryResultRow>(sql, [...params])).rows,
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(clientDb(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
