import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineProject } from 'vitest/config';
import { browserTests } from './vitest.shared.js';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// The storybook plugin sets `include` to the stories; this adds the component tests after it, so
// one Chromium and one dev server run both kinds (a second project costs a second of each).
const componentTests = {
  name: 'pinstack:component-tests',
  enforce: 'post' as const,
  config: () => ({ test: { include: ['src/**/*.test.tsx'] } }),
};

// Every story is a test (it renders, its play function passes, axe finds nothing), and so is every
// component test (*.test.tsx), in Debian's Chromium.
const config = browserTests({ name: 'react-ui', setupFiles: ['src/testing/component-setup.ts'] });
export default defineProject({
  ...config,
  plugins: [...config.plugins, storybookTest({ configDir: path.join(dirname, '.storybook') }), componentTests],
});
