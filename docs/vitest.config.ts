import { defineProject } from 'vitest/config';

export default defineProject({
  // Limits, not expectations: the coverage check reads every test file, which takes long on a busy
  // machine; it fails only for taking far longer than that.
  test: { name: 'docs', include: ['*.test.ts'], testTimeout: 180_000 },
});
