/**
 * Browser journeys (issue 11 §3): the built app on the real server (PGlite, fresh data dir,
 * loopback), each journey at a desktop (1280×860) and a mobile (390×844, touch) viewport, in
 * Debian's Chromium (never a downloaded browser). Screenshots of every screen go to
 * `e2e-artifacts/screenshots/<project>/`, kept by CI as an artifact folder.
 * Journeys under `e2e/newcomer/` run against a server with an empty database (`PINSTACK_SEED=0`)
 * and sign up their own pinners (issue 20); the others use the demo seed.
 */
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env['E2E_PORT'] ?? '4391');
const newcomers = /newcomer\/.*\.test\.ts$/;
const chromium = { executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: ['--no-sandbox'] };

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 860 }, launchOptions: chromium };
const mobile = {
  ...devices['Pixel 7'],
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  launchOptions: chromium,
};
/** The server with an empty database (e2e/server.ts). */
const emptyServer = `http://127.0.0.1:${port + 1}`;

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
    { name: 'desktop', testIgnore: newcomers, use: desktop },
    { name: 'mobile', testIgnore: newcomers, use: mobile },
    { name: 'newcomer-desktop', testMatch: newcomers, use: { ...desktop, baseURL: emptyServer } },
    { name: 'newcomer-mobile', testMatch: newcomers, use: { ...mobile, baseURL: emptyServer } },
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
