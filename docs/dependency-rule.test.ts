/**
 * The dependency rule (README, DEVELOPERS' guide) is enforced by biome.json's import restrictions.
 * This test proves the configuration itself: it lints probe files, laid out like the packages, in a
 * scratch copy of the project's configuration, and expects each boundary to fail with its message.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const biome = path.join(repoRoot, 'node_modules/.bin/biome');

interface Probe {
  readonly file: string;
  readonly source: string;
  /** The `message` (imports) or rule category (globals) expected; `null` when the file is allowed. */
  readonly expected: string | null;
}

const RULES = 'dependency rule (core/rules)';
const MACHINES = 'dependency rule (core/machines)';
const CORE = 'dependency rule (core)';
const REACT_UI = 'dependency rule (react-ui)';
const TEST_SUPPORT = 'dependency rule (test support)';
const GLOBALS = 'lint/style/noRestrictedGlobals';

const PROBES: readonly Probe[] = [
  { file: 'packages/core/src/rules/probe-1.ts', source: "import { BoardService } from '../ports/boards.js';", expected: RULES },
  { file: 'packages/core/src/rules/probe-2.ts', source: "import { savePinMachine } from '../machines/index.js';", expected: RULES },
  { file: 'packages/core/src/rules/probe-3.ts', source: "import { savePinActors } from '../actors/save-pin.actors.js';", expected: RULES },
  { file: 'packages/core/src/rules/probe-4.ts', source: "import * as core from '../index.js';", expected: RULES },
  { file: 'packages/core/src/machines/x/probe.ts', source: "import { PinService } from '../../ports/pins.js';", expected: MACHINES },
  { file: 'packages/core/src/ports/probe-1.ts', source: "import { useState } from 'react';", expected: CORE },
  { file: 'packages/core/src/ports/probe-2.ts', source: "import { readFile } from 'node:fs';", expected: CORE },
  { file: 'packages/core/src/ports/probe-3.ts', source: "import { arbBoard } from '@pinstack/fixtures';", expected: CORE },
  { file: 'packages/core/src/ports/probe-4.ts', source: 'export const get = () => fetch("/x");', expected: GLOBALS },
  {
    file: 'packages/core/src/rules/probe-5.ts',
    source: "import { Schema } from 'effect';\nimport { MESSAGES } from '../messages.js';",
    expected: null,
  },
  {
    file: 'packages/core/src/machines/x/probe-ok.ts',
    source: "import { setup } from 'xstate';\nimport { pickerBoards } from '../../rules/picker.js';",
    expected: null,
  },
  { file: 'packages/core/src/rules/probe.test.ts', source: "import { BoardService } from '../ports/boards.js';", expected: null },
  { file: 'packages/react-ui/src/x/probe-1.tsx', source: "import { makeHttpAdapter } from '@pinstack/http-adapter';", expected: REACT_UI },
  { file: 'packages/react-ui/src/x/probe-2.tsx', source: 'export const load = () => fetch("/resource/");', expected: GLOBALS },
  {
    file: 'packages/react-ui/src/x/probe-3.stories.tsx',
    source: "import { makeInMemoryAdapter } from '@pinstack/fixtures';",
    expected: null,
  },
  { file: 'packages/server/src/probe.ts', source: "import { startTestServer } from './testing/server.js';", expected: TEST_SUPPORT },
  {
    file: 'packages/web/src/probe.tsx',
    source: "import { recordingFetch } from '@pinstack/http-adapter/testing';",
    expected: TEST_SUPPORT,
  },
  { file: 'packages/server/src/probe.test.ts', source: "import { startTestServer } from './testing/server.js';", expected: null },
];

interface Diagnostic {
  readonly message: string;
  readonly category: string;
  readonly location: { readonly path: string };
}

let scratch = '';
let diagnostics: readonly Diagnostic[] = [];

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'pinstack-lint-'));
  const config = JSON.parse(readFileSync(path.join(repoRoot, 'biome.json'), 'utf8')) as Record<string, unknown>;
  delete config.$schema;
  // The scratch folder is no git work tree; every probe file is linted.
  config.vcs = { enabled: false };
  writeFileSync(path.join(scratch, 'biome.json'), JSON.stringify(config));
  for (const probe of PROBES) {
    mkdirSync(path.dirname(path.join(scratch, probe.file)), { recursive: true });
    writeFileSync(path.join(scratch, probe.file), `${probe.source}\n`);
  }
  let output: string;
  try {
    output = execFileSync(biome, ['lint', '--reporter=json', '--max-diagnostics=none', 'packages'], { cwd: scratch, encoding: 'utf8' });
  } catch (error) {
    // biome exits 1 when it reports errors, which is what most probes expect.
    output = String((error as { stdout?: unknown }).stdout ?? '');
  }
  diagnostics = (JSON.parse(output) as { diagnostics: Diagnostic[] }).diagnostics;
}, 30_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('biome.json enforces the dependency rule', () => {
  it.each(PROBES.map((p) => [p.file, p] as const))('%s', (_file, probe) => {
    const boundary = diagnostics
      .filter((d) => d.location.path.replaceAll('\\', '/') === probe.file)
      .filter((d) => d.category === GLOBALS || d.category === 'lint/style/noRestrictedImports')
      .map((d) => (d.category === GLOBALS ? GLOBALS : d.message));
    if (probe.expected === null) expect(boundary).toEqual([]);
    else expect(boundary.some((m) => m.startsWith(probe.expected ?? ''))).toBe(true);
  });
});
