import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import type { Plugin } from 'vite';
import { defineProject } from 'vitest/config';
import { browserTests } from './vitest.shared.js';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * The Storybook plugin replaces `test.include` with the story files; add the component tests back
 * after it, so stories and component tests share one Chromium and one Vite server (half the CPU of
 * two browser projects). `src/testing/component-setup.ts` unmounts whatever a file left rendered.
 */
const alsoComponentTests: Plugin = {
  name: 'pinstack:also-component-tests',
  enforce: 'post',
  config(config) {
    const test = (config as { test?: { include?: string[] } }).test;
    if (test) test.include = [...(test.include ?? []), 'src/**/*.test.tsx'];
  },
};

// Every story is a test in Chromium (it renders, its play function passes, axe finds nothing), and
// every component test runs beside them.
const config = browserTests({ name: 'react-ui', setupFiles: ['src/testing/component-setup.ts'] });
export default defineProject({
  ...config,
  plugins: [...config.plugins, storybookTest({ configDir: path.join(dirname, '.storybook') }), alsoComponentTests],
});
