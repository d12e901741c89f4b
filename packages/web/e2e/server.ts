/**
 * The server the journeys run against: the built web app (rebuilt when stale) on the real server
 * with PGlite in a fresh data directory, the demo seed, on a loopback port. Playwright starts it
 * (`webServer`) and stops it with SIGTERM; the data directory is removed then.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '@pinstack/server';
import { ensureWebBuild, webDist } from '../web-build.js';

const port = Number(process.env['E2E_PORT'] ?? '4391');
await ensureWebBuild();
const dataDir = mkdtempSync(path.join(tmpdir(), 'pinstack-e2e-'));
// Every journey signs up its own pinner from 127.0.0.1: one address standing for many people, so the
// per-address sign-up limit (10 an hour in production, #13) is raised here, and so are the writes
// of the demo account, which every journey shares (#21); sign-in and invite limits stay.
const raised = { max: 10_000, windowMs: 60 * 60 * 1000 };
const server = await startServer({
  port,
  dataDir,
  seed: true,
  webDist,
  passwordCost: 1024,
  rateLimits: {
    signUpAddress: raised,
    pinWritesAccount: raised,
    boardWritesAccount: raised,
    sectionWritesAccount: raised,
    userStateWritesAccount: raised,
  },
});
console.log(`e2e server at ${server.url} (data ${dataDir})`);

const stop = () => {
  server.close().finally(() => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
