import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineProject } from 'vitest/config';
import { browserTests } from './vitest.shared.js';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Every story is a test in Chromium: it renders, its play function passes, and axe finds nothing.
const config = browserTests({ name: 'storybook' });
export default defineProject({ ...config, plugins: [...config.plugins, storybookTest({ configDir: path.join(dirname, '.storybook') })] });
