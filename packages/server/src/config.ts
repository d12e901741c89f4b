/** Reads the server's settings from the environment (PORT, PINSTACK_DATA_DIR, DATABASE_URL, PINSTACK_SEED). */
import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server settings `npm run serve` uses. */
export interface ServerConfig {
  readonly port: number;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly seed: boolean;
  readonly webDist: string | undefined;
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
  return {
    port,
    dataDir,
    databaseUrl: env['DATABASE_URL'] || undefined,
    seed: env['PINSTACK_SEED'] !== '0',
    webDist: existsSync(webDist) ? webDist : undefined,
  };
}
