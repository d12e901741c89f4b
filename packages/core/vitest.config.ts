import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'core',
    // Limits, not expectations: no test here may depend on the machine being fast (CI runs beside
    // other work), so a test or hook only fails for taking far longer than it would on a busy machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    benchmark: { include: ['src/**/*.bench.ts'] },
    // No test here holds module state between files, so one worker keeps core, xstate, effect and
    // fast-check loaded instead of re-importing them for each of ~80 files.
    isolate: false,
    // Type-level tests (`expectTypeOf`) live in *.test-d.ts: vitest runs them through tsc, so they fail.
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
