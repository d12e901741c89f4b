/**
 * Builds the web app when its build is missing or stale. Stale means the build stamp
 * (`packages/web/dist/.build-stamp`, a SHA-256 of every source file the build reads: the web app,
 * the packages it bundles and the lock file) differs from the sources now.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The web app's package and its build output. */
export const webRoot = path.join(repoRoot, 'packages/web');
export const webDist = path.join(webRoot, 'dist');
const STAMP = path.join(webDist, '.build-stamp');

// What the build reads: the app and the sources of every package it bundles (tests and stories too,
// which is harmless: a changed test rebuilds once), plus the lock file for dependency versions.
const INPUTS = [
  'packages/web/src',
  'packages/web/index.html',
  'packages/web/vite.config.ts',
  'packages/web/app-icons.ts',
  'packages/web/chunks.ts',
  'packages/web/package.json',
  'packages/core/src',
  'packages/react-ui/src',
  'packages/http-adapter/src',
  'packages/fixtures/src',
  'package-lock.json',
];

function files(entry: string): string[] {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry)
    .sort()
    .flatMap((name) => files(path.join(entry, name)));
}

/** The stamp of the sources as they are now. */
export function sourceStamp(): string {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(path.join(repoRoot, input))) {
      hash.update(path.relative(repoRoot, file));
      hash.update('\0');
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

/** True when `dist` holds a build of the current sources. */
export function buildIsFresh(stamp: string = sourceStamp()): boolean {
  return existsSync(path.join(webDist, 'index.html')) && existsSync(STAMP) && readFileSync(STAMP, 'utf8').trim() === stamp;
}

/** Builds the web app (HTTP backend) unless the build is fresh; says which it did. */
export async function ensureWebBuild(log: (line: string) => void = console.log): Promise<'fresh' | 'built'> {
  const stamp = sourceStamp();
  if (buildIsFresh(stamp)) return 'fresh';
  log('building the web app (missing or stale build)…');
  const { build } = await import('vite');
  await build({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: webDist, emptyOutDir: true },
  });
  writeFileSync(STAMP, `${stamp}\n`);
  return 'built';
}
