/**
 * Fast throwaway databases for tests. initdb of a new PGlite directory takes seconds, so one
 * migrated template directory is made per schema version (cached in the OS temp dir) and each
 * suite copies it; on a PostgreSQL server each suite gets its own database.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import type { Db } from '../db/db.js';
import { MIGRATIONS, migrate } from '../db/migrations.js';
import { pgliteDir } from '../db/open.js';
import { openPglite } from '../db/pglite.js';

// A data directory belongs to one PGlite build: the template is keyed by it and by the schema.
function pgliteVersion(): string {
  try {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    return (JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

function schemaHash(): string {
  return createHash('sha256')
    .update(pgliteVersion())
    .update(MIGRATIONS.map((m) => `${m.id}:${m.sql}`).join('\n'))
    .digest('hex')
    .slice(0, 16);
}

/** The migrated PGlite template directory for the current schema. */
export function templateDir(): string {
  return join(tmpdir(), `pinstack-pglite-template-${schemaHash()}`);
}

/** Creates the template once (concurrent callers race safely: the first rename wins). */
export async function ensureTemplate(): Promise<string> {
  const dir = templateDir();
  if (existsSync(dir)) return dir;
  const building = `${dir}.building-${process.pid}-${randomBytes(4).toString('hex')}`;
  const db = await openPglite(building);
  await migrate(db);
  await db.close();
  try {
    renameSync(building, dir);
  } catch {
    rmSync(building, { recursive: true, force: true });
  }
  return dir;
}

/** A fresh server data directory whose database is a copy of the migrated template. */
export async function cloneDataDir(): Promise<{ dataDir: string; remove: () => void }> {
  const template = await ensureTemplate();
  const dataDir = mkdtempSync(join(tmpdir(), 'pinstack-test-'));
  cpSync(template, pgliteDir(dataDir), { recursive: true });
  return { dataDir, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** `TEST_DATABASE_URL`, or `undefined` when no PostgreSQL server is configured for tests. */
export const testDatabaseUrl: string | undefined = process.env['TEST_DATABASE_URL'] || undefined;

/** Creates an empty database on the `TEST_DATABASE_URL` server; `drop` removes it. */
export async function throwawayPostgres(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `pinstack_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Every table holding product data, children before parents (not migrations nor secrets). */
export const DATA_TABLES_CHILDREN_FIRST = [
  'sessions', 'sign_in_attempts', 'campaigns', 'board_saves', 'pins', 'uploads', 'board_sections',
  'board_collaborators', 'board_archives', 'board_action_locks', 'boards', 'advertiser_members', 'advertisers',
  'business_profiles', 'follows', 'blocks', 'user_states', 'link_statuses', 'users',
] as const;

/**
 * Empties every data table: a fresh database in milliseconds, for suites that need one per test.
 * note: DELETE children first in one transaction; on PGlite TRUNCATE swaps files (~300 ms) and
 * cascading deletes run a foreign-key query per row (~15 ms), this ~5 ms.
 */
export async function resetDatabase(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of DATA_TABLES_CHILDREN_FIRST) await tx.exec(`DELETE FROM ${table}`);
  });
}
