/**
 * Fast throwaway databases for tests. initdb of a new PGlite directory takes seconds, so one
 * migrated template is made per schema version (cached in the OS temp dir): a directory that
 * suites needing files (restarts, the serve entry) copy, and a dump of it that the other suites
 * load into an in-memory PGlite (copying 40 MB of files took 1.5–2.5 s per suite on a busy
 * machine, loading the dump ~0.5 s). On a PostgreSQL server each suite gets its own database.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import type { Db } from '../db/db.js';
import { MIGRATIONS, migrate } from '../db/migrations.js';
import { pgliteDir } from '../db/open.js';
import { openPglite, PGLITE_EXTENSIONS } from '../db/pglite.js';

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

/** The dump (`dumpDataDir` tarball) of the migrated template. */
export function snapshotFile(): string {
  return `${templateDir()}.tar`;
}

/**
 * Creates the template directory and its dump once (concurrent callers race safely: the first
 * rename wins). The dump is taken from an in-memory copy, so the directory is never opened twice.
 */
export async function ensureTemplate(): Promise<string> {
  const dir = templateDir();
  if (!existsSync(dir)) {
    const building = `${dir}.building-${process.pid}-${randomBytes(4).toString('hex')}`;
    const db = await openPglite(building);
    await migrate(db);
    await db.close();
    try {
      renameSync(building, dir);
    } catch {
      rmSync(building, { recursive: true, force: true });
    }
  }
  const tar = snapshotFile();
  if (!existsSync(tar)) {
    const building = `${tar}.building-${process.pid}-${randomBytes(4).toString('hex')}`;
    const scratch = mkdtempSync(join(tmpdir(), 'pinstack-snapshot-'));
    try {
      cpSync(dir, join(scratch, 'pgdata'), { recursive: true });
      const pg = await PGlite.create(join(scratch, 'pgdata'), { extensions: PGLITE_EXTENSIONS });
      const dump = await pg.dumpDataDir('none');
      await pg.close();
      writeFileSync(building, new Uint8Array(await dump.arrayBuffer()));
      renameSync(building, tar);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
      rmSync(building, { force: true });
    }
  }
  return dir;
}

let snapshot: Promise<Blob> | undefined;

/** The migrated template as a dump for `pgliteSnapshot`, read once per test worker. */
export function templateSnapshot(): Promise<Blob> {
  snapshot ??= ensureTemplate().then(() => new Blob([readFileSync(snapshotFile())]));
  return snapshot;
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
  'sessions',
  'rate_limits',
  'campaigns',
  'board_saves',
  'pins',
  'search_terms',
  'uploads',
  'board_sections',
  'board_collaborators',
  'board_archives',
  'board_action_locks',
  'board_invitations',
  'board_old_slugs',
  'boards',
  'advertiser_members',
  'advertisers',
  'business_profiles',
  'follows',
  'blocks',
  'user_states',
  'link_statuses',
  'users',
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
