import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';

// Component tests (Testing Library style, in Chromium). The stories run in vitest.storybook.config.ts.
// Debian's Chromium (installed by .ci/run with apt); never a downloaded browser.
const chromium = playwright({
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  },
});

export const browser = { enabled: true, headless: true, provider: chromium, instances: [{ browser: 'chromium' as const }] };

export default defineProject({
  plugins: [react()],
  test: {
    name: 'react-ui',
    include: ['src/**/*.test.tsx'],
    browser,
  },
});
