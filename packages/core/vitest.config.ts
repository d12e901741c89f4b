import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'core',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    benchmark: { include: ['src/**/*.bench.ts'] },
    isolate: false,
  },
});
