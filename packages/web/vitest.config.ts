import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    // Limits, not expectations: no test here may depend on the machine being fast (CI runs beside
    // other work), so a test or hook only fails for taking far longer than it would on a busy machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    include: ['src/**/*.test.ts'],
    isolate: false,
  },
});
