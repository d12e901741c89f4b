/**
 * Browser journeys (issue 11 §3): the built app on the real server (PGlite, fresh data dir,
 * loopback), each journey at a desktop (1280×860) and a mobile (390×844, touch) viewport, in
 * Debian's Chromium (never a downloaded browser). Screenshots of every screen go to
 * `e2e-artifacts/screenshots/<project>/`, kept by CI as an artifact folder.
 */
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env['E2E_PORT'] ?? '4391');
const chromium = { executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: ['--no-sandbox'] };

export default defineConfig({
  testDir: './e2e',
  outputDir: './e2e-artifacts/results',
  fullyParallel: false,
  // note: 2 shared cores; one browser at a time keeps timings honest
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 860 }, launchOptions: chromium },
    },
    {
      name: 'mobile',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        launchOptions: chromium,
      },
    },
  ],
  webServer: {
    command: 'node --import tsx e2e/server.ts',
    url: `http://127.0.0.1:${port}/`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
