import { defineConfig } from 'vitest/config';
import { projects } from './vitest.workspace.ts';

export default defineConfig({
  test: {
    projects,
    // vitest's default on two cores is one worker, so a server file waiting on its sockets or a
    // story waiting on Chromium leaves a core idle; two workers overlap them (115 s → 79 s here).
    maxWorkers: 2,
  },
});
