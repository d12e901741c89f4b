import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineProject } from 'vitest/config';
import { browser } from './vitest.config.js';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Every story is a test in Chromium: it renders, its play function passes, and axe finds nothing.
export default defineProject({
  plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
  test: { name: 'storybook', browser },
});
