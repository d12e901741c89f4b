import { defineProject } from 'vitest/config';
import { browserTests } from './vitest.shared.js';

// Component tests (*.test.tsx) in Chromium. The stories run in vitest.storybook.config.ts.
export default defineProject(
  browserTests({ name: 'react-ui', include: ['src/**/*.test.tsx'], setupFiles: ['src/testing/component-setup.ts'] }),
);
