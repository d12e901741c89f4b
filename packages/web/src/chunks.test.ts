/**
 * Issue #23: a `chunks.ts` pattern that matches no file gathers nothing, and the module it meant to
 * group (renamed, moved) silently falls back to Rolldown's own chunking, which `npm run size` only
 * notices once it costs bytes. Every pattern must match a file the web build can see: a source file
 * of the packages, or a file of a package the web app depends on (hoisted in `node_modules`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { CHUNK_GROUPS, CHUNK_PATTERNS } from '../chunks.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Every file below `dir`, as a path from the repository's root with `/` separators. */
function filesBelow(dir: string, skip: (name: string) => boolean = () => false): string[] {
  const out: string[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      if (skip(entry.name)) continue;
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  if (existsSync(dir)) walk(dir);
  return out;
}

/** The packages the web app depends on, with theirs (hoisted to the root `node_modules`). */
function dependencyClosure(): string[] {
  const seen = new Set<string>();
  const visit = (manifest: string) => {
    const { dependencies = {} } = JSON.parse(readFileSync(manifest, 'utf8')) as { dependencies?: Record<string, string> };
    for (const name of Object.keys(dependencies)) {
      if (seen.has(name) || name.startsWith('@pinstack/')) continue;
      seen.add(name);
      const own = path.join(root, 'node_modules', name, 'package.json');
      if (existsSync(own)) visit(own);
    }
  };
  visit(path.join(root, 'packages/web/package.json'));
  return [...seen];
}

const sources = ['core', 'http-adapter', 'react-ui', 'web'].flatMap((name) =>
  filesBelow(path.join(root, 'packages', name, 'src'), (entry) => entry === 'node_modules'),
);
const dependencies = dependencyClosure().flatMap((name) =>
  filesBelow(path.join(root, 'node_modules', name), (entry) => entry === 'node_modules'),
);
const files = [...sources, ...dependencies];

describe('chunks.ts (issue #22 chunk groups, issue #23 no dead pattern)', () => {
  test('the packages and their dependencies are where the test looks', () => {
    expect(sources.some((file) => file === 'packages/web/src/App.tsx')).toBe(true);
    expect(dependencies.some((file) => file.startsWith('node_modules/xstate/'))).toBe(true);
  });

  for (const [group, parts] of Object.entries(CHUNK_PATTERNS))
    for (const part of parts)
      test(`${group}: ${part} matches a file`, () => {
        const pattern = new RegExp(part);
        expect(files.find((file) => pattern.test(file)) ?? null, `no file matches ${part}`).not.toBeNull();
      });

  test('each group gathers a file by its whole test (not only a barrel, not only the lazy list)', () => {
    for (const { name, test: gathers } of CHUNK_GROUPS) expect(files.some(gathers), name).toBe(true);
  });
});
