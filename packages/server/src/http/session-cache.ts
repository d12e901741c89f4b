/**
 * An in-process cache of resolved sessions (token hash → session and user), so the hottest reads
 * (the S0 §6 board picker) skip the session query. Only safe where this process sees every write
 * to `sessions` and `users`: PGlite, which holds its data directory exclusively, behind the `Db`
 * returned by `watchSessionWrites`. Under `DATABASE_URL` another process may sign a user out, so
 * the server does not use it there.
 */
import type { Db, SqlParam } from '../db/db.js';
import type { SessionRow, UserRow } from '../store/index.js';

/** A session as resolved from the database. */
export type CachedSession = SessionRow & { readonly user: UserRow };

/** How many sessions stay cached; past it the least recently stored is dropped. @default 10000 */
export const SESSION_CACHE_MAX = 10_000;

/**
 * Sessions by token hash, emptied on every write that may change one. A read records the
 * generation before it queries and stores its row only if no write happened meanwhile, so a
 * row read before a sign-out can never be stored after it.
 */
export class SessionCache {
  readonly #entries = new Map<string, CachedSession>();
  #generation = 0;

  constructor(readonly max: number = SESSION_CACHE_MAX) {}

  /** The current generation; pass it back to `store`. */
  get generation(): number {
    return this.#generation;
  }

  /** The cached session, or `undefined`. Expiry is the caller's check (it has the clock). */
  get(tokenHash: string): CachedSession | undefined {
    return this.#entries.get(tokenHash);
  }

  /** Stores a session read when the generation was `readAt`, unless something was written since. */
  store(tokenHash: string, session: CachedSession, readAt: number): void {
    if (readAt !== this.#generation) return;
    if (this.#entries.size >= this.max && !this.#entries.has(tokenHash)) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    // Handlers share the cached user: freeze it so none can change what the next request sees.
    this.#entries.set(tokenHash, Object.freeze({ ...session, user: Object.freeze({ ...session.user }) }));
  }

  /** Forgets every session and invalidates reads in flight. */
  invalidate(): void {
    this.#generation++;
    this.#entries.clear();
  }

  /** How many sessions are cached (tests). */
  get size(): number {
    return this.#entries.size;
  }
}

/**
 * Statements that may change a cached session or its user: any change to `users` or `sessions`
 * (deleting a user cascades to its sessions), and any TRUNCATE. Inserting a session or a user
 * cannot change a cached one, but is counted too: it is rare, and one rule is easier to trust.
 */
const SESSION_WRITE =
  /\b(?:(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|ALTER\s+TABLE|DROP\s+TABLE)\s+(?:ONLY\s+)?(?:public\.)?"?(?:users|sessions)\b|TRUNCATE\b)/i;

/** True when running `sql` may change a cached session (see `SESSION_WRITE`). */
export function writesSessions(sql: string): boolean {
  return SESSION_WRITE.test(sql);
}

/**
 * `db`, invalidating `cache` around every statement that may change a session or a user, inside
 * transactions too, and every `exec` (migrations, bulk resets). Invalidating before the statement
 * discards reads in flight; after it (and after the transaction ends) drops what was read meanwhile.
 */
export function watchSessionWrites(db: Db, cache: SessionCache): Db {
  const watched = (inner: Db, inTransaction: { wrote: boolean } | undefined): Db => ({
    kind: inner.kind,
    query: async <Row extends object>(sql: string, params?: readonly SqlParam[]) => {
      if (!writesSessions(sql)) return inner.query<Row>(sql, params);
      if (inTransaction !== undefined) inTransaction.wrote = true;
      cache.invalidate();
      try {
        return await inner.query<Row>(sql, params);
      } finally {
        cache.invalidate();
      }
    },
    exec: async (sql) => {
      if (inTransaction !== undefined) inTransaction.wrote = true;
      cache.invalidate();
      try {
        await inner.exec(sql);
      } finally {
        cache.invalidate();
      }
    },
    transaction: async (fn) => {
      if (inTransaction !== undefined) return inner.transaction((tx) => fn(watched(tx, inTransaction)));
      const state = { wrote: false };
      try {
        return await inner.transaction((tx) => fn(watched(tx, state)));
      } finally {
        if (state.wrote) cache.invalidate();
      }
    },
    close: () => inner.close(),
  });
  return watched(db, undefined);
}
