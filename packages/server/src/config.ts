/**
 * Reads the server's settings from the environment: PORT, HOST, PINSTACK_DATA_DIR, DATABASE_URL,
 * PINSTACK_SEED, PINSTACK_SECURE_COOKIES, PINSTACK_TRUSTED_PROXIES, PINSTACK_FETCH_ALLOW_PRIVATE, PINSTACK_IMAGE_JOBS, PINSTACK_WEB_DIST, and the
 * media store's PINSTACK_S3_BUCKET, PINSTACK_S3_ENDPOINT, AWS_REGION, AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY.
 */
import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { S3MediaSettings } from './media/s3.js';

/** The server settings `npm run serve` uses. */
export interface ServerConfig {
  readonly port: number;
  /** HOST: the address to bind. @default '127.0.0.1' */
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  /** PINSTACK_SEED: '1' loads the demo seed into an empty database, '0' never; unset, on for PGlite and off under DATABASE_URL. */
  readonly seed: boolean;
  /** PINSTACK_SEED=large: the demo seed and then `seedLargeOnce` (100,000 Pins, 10,000 people; seed-large.ts). */
  readonly seedLarge: boolean;
  readonly webDist: string | undefined;
  /** PINSTACK_SECURE_COOKIES=1: mark cookies Secure (behind HTTPS). */
  readonly secureCookies: boolean;
  /** PINSTACK_TRUSTED_PROXIES: comma-separated proxy addresses whose X-Forwarded-For names the client. */
  readonly trustedProxies: readonly string[];
  /**
   * PINSTACK_FETCH_ALLOW_PRIVATE=1: the server may fetch users' URLs (website verification) on
   * private, loopback and link-local addresses too: for tests and intranet deployments only.
   */
  readonly fetchAllowPrivate: boolean;
  /** PINSTACK_IMAGE_JOBS: images processed at once in this process (issue 24). @default 1 */
  readonly imageParallel: number;
  /**
   * PINSTACK_S3_BUCKET: keep uploaded images in this S3 bucket (PINSTACK_S3_ENDPOINT for a store
   * other than AWS, path-style; AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY) instead of
   * `${dataDir}/media`. @default undefined (the local directory)
   */
  readonly s3: S3MediaSettings | undefined;
}

/** Default port. */
export const DEFAULT_PORT = 4173;
/** Default data directory, relative to where the command was started. */
export const DEFAULT_DATA_DIR = './.pinstack-data';

/**
 * Settings from `env`. Relative paths are taken from the directory the npm command was started in
 * (`INIT_CWD`), not the workspace npm switches to.
 */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const base = env['INIT_CWD'] ?? process.cwd();
  const port = env['PORT'] === undefined || env['PORT'] === '' ? DEFAULT_PORT : Number(env['PORT']);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be a port number, got ${env['PORT']}`);
  const dataDirSetting = env['PINSTACK_DATA_DIR'] || DEFAULT_DATA_DIR;
  const dataDir = isAbsolute(dataDirSetting) ? dataDirSetting : resolve(base, dataDirSetting);
  const webDist = env['PINSTACK_WEB_DIST'] || fileURLToPath(new URL('../../web/dist', import.meta.url));
  const databaseUrl = env['DATABASE_URL'] || undefined;
  const seedSetting = env['PINSTACK_SEED'];
  return {
    port,
    host: env['HOST'] || '127.0.0.1',
    dataDir,
    databaseUrl,
    // A shared PostgreSQL is someone's real data: demo accounts only when asked for.
    seed: seedSetting === '1' || seedSetting === 'large' || (seedSetting !== '0' && databaseUrl === undefined),
    seedLarge: seedSetting === 'large',
    webDist: existsSync(webDist) ? webDist : undefined,
    secureCookies: env['PINSTACK_SECURE_COOKIES'] === '1' || env['PINSTACK_SECURE_COOKIES'] === 'true',
    trustedProxies: (env['PINSTACK_TRUSTED_PROXIES'] ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter((address) => address !== ''),
    fetchAllowPrivate: env['PINSTACK_FETCH_ALLOW_PRIVATE'] === '1' || env['PINSTACK_FETCH_ALLOW_PRIVATE'] === 'true',
    imageParallel: imageParallelFrom(env['PINSTACK_IMAGE_JOBS']),
    s3: s3FromEnv(env),
  };
}

/** PINSTACK_IMAGE_JOBS: a whole number from 1 to 16, else the default 1. */
function imageParallelFrom(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 16) throw new Error(`PINSTACK_IMAGE_JOBS must be a whole number from 1 to 16, got ${value}`);
  return n;
}

/** The S3 media settings, when PINSTACK_S3_BUCKET names a bucket. */
function s3FromEnv(env: NodeJS.ProcessEnv): S3MediaSettings | undefined {
  const bucket = env['PINSTACK_S3_BUCKET'];
  if (bucket === undefined || bucket === '') return undefined;
  const endpoint = env['PINSTACK_S3_ENDPOINT'] || undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/]/.test(endpoint))
    throw new Error(`PINSTACK_S3_ENDPOINT must be an http(s) URL, got ${endpoint}`);
  const accessKeyId = env['AWS_ACCESS_KEY_ID'];
  const secretAccessKey = env['AWS_SECRET_ACCESS_KEY'];
  if ((accessKeyId === undefined || accessKeyId === '') !== (secretAccessKey === undefined || secretAccessKey === ''))
    throw new Error('Set both AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or neither (the SDK then looks for credentials itself).');
  return {
    bucket,
    endpoint,
    region: env['AWS_REGION'] || undefined,
    // Unset: the SDK's default chain (shared config files, an instance or task role).
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}
