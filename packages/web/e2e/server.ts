/**
 * The servers the journeys run against: the built web app (rebuilt when stale) on the real server
 * with PGlite in fresh data directories, on loopback ports. One server has the demo seed
 * (`E2E_PORT`, the `desktop` and `mobile` projects); one starts from an empty database
 * (`E2E_PORT + 1`, as `PINSTACK_SEED=0` does: the `newcomer-*` projects, whose journeys sign up
 * their own pinners). Playwright starts this process (`webServer`) and stops it with SIGTERM; the
 * data directories are removed then.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '@pinstack/server';
import { ensureWebBuild, webDist } from '../web-build.js';

const port = Number(process.env['E2E_PORT'] ?? '4391');
await ensureWebBuild();

const dataDirs: string[] = [];
/** One server on `at`, seeded or empty. */
async function serve(at: number, seed: boolean): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pinstack-e2e-'));
  dataDirs.push(dataDir);
  // Every journey signs up its own pinner from 127.0.0.1: one address standing for many people, so the
  // per-address sign-up limit (10 an hour in production, #13) is raised here, and so are the writes
  // of the demo account, which every journey shares (#21); sign-in and invite limits stay.
  const raised = { max: 10_000, windowMs: 60 * 60 * 1000 };
  const server = await startServer({
    port: at,
    dataDir,
    seed,
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
  console.log(`e2e server at ${server.url} (${seed ? 'demo seed' : 'empty database'}, data ${dataDir})`);
  return server;
}

// note: the empty one first; Playwright waits for the seeded one's URL, so both are up by then
const servers = [await serve(port + 1, false), await serve(port, true)];

const stop = () => {
  Promise.allSettled(servers.map((server) => server.close())).finally(() => {
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
