/**
 * The one seam between the server and PostgreSQL: every SQL statement the server runs goes
 * through a `Db`, whether it is an embedded PGlite or a `pg` pool on a real server.
 */

/** A value that can be bound to a `$n` placeholder. */
export type SqlParam = string | number | boolean | null | Date | readonly string[] | Uint8Array;

/** A PostgreSQL connection (or a transaction on one) speaking plain SQL with `$n` parameters. */
export interface Db {
  /** Which engine answers; tests and the benchmark report it. */
  readonly kind: 'pglite' | 'postgres';
  /** Runs one parameterised statement and returns its rows. */
  query<Row extends object>(sql: string, params?: readonly SqlParam[]): Promise<Row[]>;
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it rejects.
   * Inside, use only the `tx` it receives (PGlite has one connection: the outer `Db` would wait
   * for the transaction to end, forever).
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Ends every connection; pending statements finish first. */
  close(): Promise<void>;
}

/**
 * Put in a statement's text: the statement is planned for each call's parameters, never from a
 * cached generic plan. Search's `LIKE $n` needs it: "kitchen" (most Pins) wants the newest-first
 * index, a rare word the trigram index, and a generic plan picks one for both (PGlite prepares
 * statements, and PostgreSQL switches a prepared statement to a generic plan after five calls;
 * node-postgres sends unnamed statements, planned per call already).
 */
export const PLAN_EACH_CALL = '/* plan each call */';

/** PostgreSQL SQLSTATE of a unique-constraint violation. */
export const UNIQUE_VIOLATION = '23505';

/** True when `error` is a PostgreSQL error with the given SQLSTATE (both drivers set `code`). */
export function isPgError(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === code;
}
