import { mkdirSync } from 'node:fs';
import type { Db } from './db.js';
import { lockDataDir } from './lock.js';
import { migrate } from './migrations.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';

/** Where the database lives: a PostgreSQL server when `databaseUrl` is set, else PGlite files. */
export interface DbLocation {
  /** PGlite files go to `${dataDir}/pgdata`. */
  readonly dataDir: string;
  /** `DATABASE_URL`: when set, PGlite is not used. */
  readonly databaseUrl?: string | undefined;
  /**
   * PGlite in memory, starting from this dump of a data directory (`dumpDataDir`), instead of
   * files under `dataDir`: a throwaway database without copying files (tests).
   */
  readonly pgliteSnapshot?: Blob | undefined;
}

/** Opens the database and runs pending migrations (idempotent). */
export async function openDatabase(location: DbLocation): Promise<Db> {
  let db: Db;
  if (location.databaseUrl !== undefined && location.databaseUrl !== '') {
    db = openPostgres(location.databaseUrl);
  } else if (location.pgliteSnapshot !== undefined) {
    db = await openPglite(undefined, location.pgliteSnapshot);
  } else {
    mkdirSync(location.dataDir, { recursive: true });
    // Before PGlite touches the files: a second server on them must not even open them.
    const release = lockDataDir(location.dataDir);
    try {
      const files = await openPglite(pgliteDir(location.dataDir));
      db = {
        ...files,
        close: async () => {
          try {
            await files.close();
          } finally {
            release();
          }
        },
      };
    } catch (error) {
      release();
      throw error;
    }
  }
  try {
    await migrate(db);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}

/** The PGlite data directory inside a server data directory. */
export function pgliteDir(dataDir: string): string {
  return `${dataDir}/pgdata`;
}
