import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    benchmark: { include: ['src/**/*.bench.ts'] },
    // One migrated PGlite template per run; suites copy it instead of running initdb.
    globalSetup: ['src/testing/global-setup.ts'],
    // The suites share no module state (no mocks, no globals; each starts its own server), so one
    // worker may keep core, effect and the server loaded between files instead of re-importing
    // them per file (~1 s each on this machine).
    isolate: false,
    // PGlite start-up and loopback HTTP are slower than unit tests on a shared machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
