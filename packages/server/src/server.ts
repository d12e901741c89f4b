/**
 * Starting and stopping the reference server: database (PGlite or PostgreSQL) with migrations,
 * the demo seed on an empty database, and an HTTP listener on loopback.
 */
import { pruneAttempts } from './store/limits.js';
import type { RateLimits } from './http/limits.js';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import type { Db } from './db/db.js';
import { openDatabase } from './db/open.js';
import { createApp } from './app.js';
import type { MediaStore } from './media/media-store.js';
import { openMediaStore } from './media/open.js';
import type { S3MediaSettings } from './media/s3.js';
import type { ServerEnv } from './http/call.js';
import { SessionCache, watchSessionWrites } from './http/session-cache.js';
import { seedDemoOnce } from './seed.js';
import { seedLargeOnce } from './seed-large.js';
import { serverSecret } from './store/index.js';
import { backfillImages, DEFAULT_IMAGE_PARALLEL, imageService, startImageWorker, type ImageWorker } from './images/jobs.js';
import { fetchImageBytes } from './images/remote.js';

/** How to start the server. */
export interface StartOptions {
  /** Files (uploads unless `s3`; the PGlite database unless `databaseUrl`). */
  readonly dataDir: string;
  /** Keep uploaded images in this S3 bucket instead of `${dataDir}/media` (PINSTACK_S3_BUCKET). */
  readonly s3?: S3MediaSettings | undefined;
  /** `DATABASE_URL`: use this PostgreSQL server instead of PGlite. */
  readonly databaseUrl?: string | undefined;
  /** Run PGlite in memory from this data-directory dump (see `DbLocation.pgliteSnapshot`). */
  readonly pgliteSnapshot?: Blob | undefined;
  /** @default 4173; 0 picks a free port */
  readonly port?: number;
  /** @default '127.0.0.1' */
  readonly host?: string;
  /** Load the demo seed into an empty database (under the migrations' lock: once, whoever starts first). @default true */
  readonly seed?: boolean;
  /** Then load the large generated data set (`seedLargeOnce`, PINSTACK_SEED=large) unless it is there. @default false */
  readonly seedLarge?: boolean;
  /** Built web app to serve, when present. */
  readonly webDist?: string | undefined;
  /** The clock. @default () => new Date() */
  readonly now?: () => Date;
  /** Mark cookies Secure. @default false */
  readonly secureCookies?: boolean;
  /** Where unexpected errors go. @default console.error */
  readonly logError?: (error: unknown) => void;
  /** Hold every board action this long (see `ServerEnv.boardActionDelayMs`). @default 0 */
  readonly boardActionDelayMs?: number | (() => number);
  /** scrypt N of new password hashes (tests lower it). @default 16384 */
  readonly passwordCost?: number;
  /** Reverse proxies whose `X-Forwarded-For` is believed (PINSTACK_TRUSTED_PROXIES). @default [] */
  readonly trustedProxies?: readonly string[];
  /** How often expired sessions and old rate-limit counters are deleted. @default 10 minutes */
  readonly pruneEveryMs?: number;
  /** Rate limits; each unset one is `DEFAULT_RATE_LIMITS`'s. */
  readonly rateLimits?: Partial<RateLimits>;
  /** Fetch users' URLs on non-public addresses too (PINSTACK_FETCH_ALLOW_PRIVATE). @default false */
  readonly fetchAllowPrivate?: boolean;
  /** How the server waits (see `ServerEnv.delay`). @default a timer */
  readonly delay?: (ms: number) => Promise<void>;
  /** Images processed at once in this process (PINSTACK_IMAGE_JOBS). @default 1 */
  readonly imageParallel?: number;
  /** Fetches another site's image. @default the safe fetcher (`fetchImageBytes`) */
  readonly fetchImage?: (url: string) => Promise<Buffer>;
  /** Bring images stored before the pipeline into it after start (issue 24). @default true */
  readonly backfillImages?: boolean;
}

/** A listening server. */
export interface RunningServer {
  /** `http://127.0.0.1:PORT` */
  readonly url: string;
  readonly port: number;
  readonly db: Db;
  readonly env: ServerEnv;
  /** This process's image worker (tests wait for it: `images.idle()`). */
  readonly images: ImageWorker;
  /** Stops accepting connections, lets in-flight requests finish, then closes the database. */
  close(): Promise<void>;
}

/** How long `close` waits for in-flight requests before cutting connections. */
const DRAIN_TIMEOUT_MS = 10_000;
/** How often `close` closes connections whose requests have finished meanwhile. */
const IDLE_SWEEP_MS = 25;

/** How often a server deletes expired sessions and old rate-limit counters. */
export const PRUNE_EVERY_MS = 10 * 60 * 1000;

/**
 * Deletes sessions that expired and rate-limit counters of windows long over (older than a day,
 * past every limit's window), by the database's clock, which every process shares. Returns how
 * many rows of each went.
 */
export async function prune(db: Db): Promise<{ sessions: number; attempts: number }> {
  const gone = await db.query<{ n: number }>(
    `WITH gone AS (DELETE FROM sessions WHERE expires_at <= now() RETURNING 1) SELECT count(*)::int AS n FROM gone`,
  );
  const attempts = await pruneAttempts(db, '1 day');
  return { sessions: gone[0]?.n ?? 0, attempts };
}

/** Opens the database, seeds it when asked and empty, and starts listening. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const opened = await openDatabase({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    pgliteSnapshot: options.pgliteSnapshot,
  });
  // PGlite holds its data directory exclusively, so every write passes through this Db and the
  // session cache can be kept exact; on a shared PostgreSQL another process may sign users out.
  const sessions = opened.kind === 'pglite' ? new SessionCache() : undefined;
  const db = sessions === undefined ? opened : watchSessionWrites(opened, sessions);
  let media: MediaStore | undefined;
  try {
    media = await openMediaStore(options);
    const now = options.now ?? (() => new Date());
    const images = imageService({
      ...(options.imageParallel !== undefined ? { parallel: options.imageParallel } : {}),
      fetchImage: options.fetchImage ?? ((url) => fetchImageBytes(url, { allowPrivate: options.fetchAllowPrivate === true })),
    });
    const env: ServerEnv = {
      images,
      db,
      dataDir: options.dataDir,
      media,
      now,
      uploadSecret: await serverSecret(db, 'upload_signing', randomBytes(32).toString('base64url')),
      offsiteSecret: await serverSecret(db, 'offsite_signing', randomBytes(32).toString('base64url')),
      secureCookies: options.secureCookies ?? false,
      boardActionDelayMs:
        typeof options.boardActionDelayMs === 'function'
          ? options.boardActionDelayMs
          : () => (options.boardActionDelayMs as number | undefined) ?? 0,
      ...(options.passwordCost !== undefined ? { passwordCost: options.passwordCost } : {}),
      ...(options.rateLimits !== undefined ? { rateLimits: options.rateLimits } : {}),
      ...(options.delay !== undefined ? { delay: options.delay } : {}),
      ...(options.fetchAllowPrivate !== undefined ? { fetchAllowPrivate: options.fetchAllowPrivate } : {}),
      ...(options.trustedProxies !== undefined ? { trustedProxies: options.trustedProxies } : {}),
      ...(sessions !== undefined ? { sessions } : {}),
    };
    const logError = options.logError ?? console.error;
    const worker = startImageWorker(env, { parallel: options.imageParallel ?? DEFAULT_IMAGE_PARALLEL, logError });
    images.attach(worker);
    if (options.seed ?? true) await seedDemoOnce(env);
    if (options.seedLarge === true) await seedLargeOnce(env);
    const app = createApp(env, { webDist: options.webDist, ...(options.logError ? { logError: options.logError } : {}) });
    const host = options.host ?? '127.0.0.1';
    const server = await new Promise<Server>((resolve, reject) => {
      const s = serve({ fetch: app.fetch, port: options.port ?? 4173, hostname: host }, () => resolve(s as Server));
      (s as Server).once('error', reject);
    });
    const port = (server.address() as AddressInfo).port;
    const pruning = setInterval(() => {
      prune(db).catch((error: unknown) => (options.logError ?? console.error)(error));
    }, options.pruneEveryMs ?? PRUNE_EVERY_MS);
    pruning.unref();
    const backfill = (options.backfillImages ?? true) ? backfillImages(env, worker).catch(logError) : Promise.resolve();
    let closing: Promise<void> | undefined;
    return {
      url: `http://${host}:${port}`,
      port,
      db,
      env,
      images: worker,
      close: () =>
        (closing ??= (async () => {
          await new Promise<void>((resolve) => {
            const force = setTimeout(() => server.closeAllConnections(), DRAIN_TIMEOUT_MS);
            // Keep-alive sockets with no request in flight would hold close() open, including
            // those that finish their last request after close() began (else up to the 5 s
            // keep-alive timeout).
            const idle = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
            server.close(() => {
              clearTimeout(force);
              clearInterval(idle);
              resolve();
            });
            server.closeIdleConnections();
          });
          clearInterval(pruning);
          await backfill;
          await worker.close();
          await env.media.close();
          await db.close();
        })()),
    };
  } catch (error) {
    await media?.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    throw error;
  }
}
