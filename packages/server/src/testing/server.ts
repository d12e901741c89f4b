/** Starts a server for one test suite on the migrated template (in memory), on a random loopback port. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer, type StartOptions } from '../server.js';
import { templateSnapshot } from './test-db.js';
import type { RateLimits } from '../http/limits.js';
import { exampleImageFetch } from './example-images.js';

/** A running test server and a way to stop it and remove its data. */
export interface TestServer extends RunningServer {
  readonly dataDir: string;
  /** Unexpected errors (500s) the server logged; a suite asserts it stays empty. */
  readonly errors: unknown[];
  /** Every wait the server asked for (the sign-in slow-down), in milliseconds; a test server never waits. */
  readonly delays: number[];
  /** Stops the server and deletes its data directory. */
  dispose(): Promise<void>;
}

const RAISED = { max: 10_000, windowMs: 60_000 } as const;

/** The limits test servers start with unless a suite passes its own: per address and per account writes raised. */
export const TEST_RATE_LIMITS: Partial<RateLimits> = {
  signUpAddress: RAISED,
  emailExistsAddress: RAISED,
  pinWritesAccount: RAISED,
  boardWritesAccount: RAISED,
  sectionWritesAccount: RAISED,
  userStateWritesAccount: RAISED,
};

/**
 * A fresh server (empty database unless `seed`), listening on 127.0.0.1:0: PGlite in memory from
 * the template's dump; uploads go to a temporary directory. Suites about files on disk (restarts,
 * the serve entry) use `startServer` on `cloneDataDir()` instead.
 */
export async function startTestServer(options: Partial<StartOptions> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pinstack-test-'));
  const remove = () => rmSync(dataDir, { recursive: true, force: true });
  const errors: unknown[] = [];
  const delays: number[] = [];
  // note: scrypt N = 1024 instead of 16384 keeps sign-up-heavy suites fast; the format is the same.
  const server = await startServer({
    seed: false,
    port: 0,
    passwordCost: 1024,
    logError: (error) => errors.push(error),
    delay: async (ms) => void delays.push(ms),
    pgliteSnapshot: await templateSnapshot(),
    fetchImage: exampleImageFetch({ allowPrivate: options.fetchAllowPrivate === true }),
    ...options,
    // Suites sign up many accounts from 127.0.0.1 and write in bulk; the limit suites pass the
    // real limits. Invites keep theirs: the contract suite checks that limit on both adapters.
    rateLimits: { ...TEST_RATE_LIMITS, ...options.rateLimits },
    dataDir,
  });
  return Object.assign(Object.create(null) as object, server, {
    dataDir,
    errors,
    delays,
    close: () => server.close(),
    dispose: async () => {
      await server.close();
      remove();
    },
  }) as TestServer;
}
