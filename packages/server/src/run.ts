/**
 * Running the server as a process, for both entries (`npm run serve`: src/main.ts; `npm start`:
 * scripts/start.ts): every setting from the environment, a clear exit when another server holds
 * the data directory, and a clean stop on SIGTERM/SIGINT or when the launcher goes (#13.4).
 */
import { configFromEnv } from './config.js';
import type { ServerConfig } from './config.js';
import { DataDirLocked } from './db/lock.js';
import { MediaBucketUnavailable } from './media/s3.js';
import { currentLaunchers, watchLauncher } from './launcher.js';
import { startServer } from './server.js';
import type { RunningServer } from './server.js';

/** Starts the server from `env` and stops it with the process; `announce` prints how to reach it. */
export async function runServerProcess(
  env: NodeJS.ProcessEnv,
  announce: (server: RunningServer, config: ServerConfig) => void,
): Promise<RunningServer> {
  // Before the seconds of start-up, so a launcher gone meanwhile is still seen as gone.
  const launchers = currentLaunchers();
  const config = configFromEnv(env);
  let server: RunningServer;
  try {
    server = await startServer({
      port: config.port,
      host: config.host,
      dataDir: config.dataDir,
      s3: config.s3,
      secureCookies: config.secureCookies,
      trustedProxies: config.trustedProxies,
      fetchAllowPrivate: config.fetchAllowPrivate,
      imageParallel: config.imageParallel,
      databaseUrl: config.databaseUrl,
      seed: config.seed,
      seedLarge: config.seedLarge,
      webDist: config.webDist,
    });
  } catch (error) {
    if (!(error instanceof DataDirLocked || error instanceof MediaBucketUnavailable)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  announce(server, config);

  let stopping = false;
  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    server.close().then(
      () => {
        console.log(`stopped (${reason})`);
        process.exit(0);
      },
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  watchLauncher(() => stop('launcher exited'), undefined, launchers);
  return server;
}
