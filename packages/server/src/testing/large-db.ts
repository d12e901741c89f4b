/**
 * The large seed (seed-large.ts) as a PGlite data directory, built once per schema and seed code
 * and cached in the OS temp dir like the test template: loading 100,000 Pins takes about 3 minutes
 * on a busy machine, copying the directory seconds. Benchmarks copy it and start a server on the
 * copy. It takes ~1.1 GB, 0.9 GB of it WAL segments the bulk load left for reuse (PGlite keeps
 * them; lowering max_wal_size and a checkpoint did not drop them).
 */
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pgliteDir } from '../db/open.js';
import { type LargeSeedSize, seedLargeOnce } from '../seed-large.js';
import { startServer } from '../server.js';
import { cloneDataDir, templateDir } from './test-db.js';

function cacheDir(size: LargeSeedSize): string {
  const seedCode = readFileSync(fileURLToPath(new URL('../seed-large.ts', import.meta.url)), 'utf8');
  const key = createHash('sha256').update(templateDir()).update(seedCode).update(JSON.stringify(size)).digest('hex').slice(0, 16);
  return join(tmpdir(), `pinstack-pglite-large-${key}`);
}

/**
 * A fresh server data directory holding the large seed of `size` (its PGlite files only: the
 * seed's few images are not copied, and no benchmark reads them). Returns how long building the
 * cache took, 0 when it was there.
 */
export async function largeSeededDataDir(size: LargeSeedSize): Promise<{ dataDir: string; builtInMs: number; remove: () => void }> {
  const cached = cacheDir(size);
  let builtInMs = 0;
  if (!existsSync(cached)) {
    const started = Date.now();
    const scratch = await cloneDataDir();
    try {
      const server = await startServer({ dataDir: scratch.dataDir, port: 0, seed: false, passwordCost: 1024 });
      try {
        await seedLargeOnce(server.env, size);
      } finally {
        await server.close();
      }
      const building = `${cached}.building-${process.pid}-${randomBytes(4).toString('hex')}`;
      cpSync(pgliteDir(scratch.dataDir), building, { recursive: true });
      try {
        renameSync(building, cached);
      } catch {
        rmSync(building, { recursive: true, force: true });
      }
    } finally {
      scratch.remove();
    }
    builtInMs = Date.now() - started;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'pinstack-large-'));
  cpSync(cached, pgliteDir(dataDir), { recursive: true });
  return { dataDir, builtInMs, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}
