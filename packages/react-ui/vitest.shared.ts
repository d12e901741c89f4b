import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import type { ViteUserConfig } from 'vitest/config';

// Debian's Chromium (installed by .ci/run with apt); never a downloaded browser.
const chromium = playwright({
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  },
});

/**
 * A browser-mode project of react-ui. `isolate: false`: the files of one project share a page, so
 * React, the core barrel and axe are imported once, not per file (each test cleans up its render).
 */
export function browserTests(options: { readonly name: string; readonly include?: string[]; readonly setupFiles?: string[] }) {
  return {
    plugins: [react()],
    // note: pre-bundled up front; a dependency found mid-run makes Vite reload the page and fail the
    // files that were running (seen on a clean clone)
    optimizeDeps: {
      include: [
        'react',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        'react-dom',
        'react-dom/client',
        'react-window',
        'canvas-confetti',
        'xstate',
        '@xstate/react',
        'effect',
        'fast-check',
        'vitest-browser-react/pure',
        'axe-core',
      ],
    },
    test: {
      name: options.name,
      ...(options.include ? { include: options.include } : {}),
      ...(options.setupFiles ? { setupFiles: options.setupFiles } : {}),
      isolate: false,
      // Limits, not expectations: no test may depend on the machine being fast (CI runs beside other
      // work), so a test or hook only fails for taking far longer than it would on a busy machine.
      testTimeout: 60_000,
      hookTimeout: 120_000,
      // A UI waits on its machine's actors: `expect.poll`/`expect.element` give them 10 s, not the 1 s
      // default, so a busy machine is slower, never failing (#23 §4; a passing wait ends at once).
      expect: { poll: { timeout: 10_000 } },
      browser: { enabled: true, headless: true, provider: chromium, instances: [{ browser: 'chromium' as const }] },
    },
  } satisfies ViteUserConfig;
}
