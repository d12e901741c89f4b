/**
 * `npm run serve`: the reference server on 127.0.0.1:${PORT:-4173}; stops cleanly on SIGTERM/SIGINT
 * and when its launcher goes; refuses to start on a data directory another server holds.
 */
import { configFromEnv } from './config.js';
import { DataDirLocked } from './db/lock.js';
import { watchLauncher } from './launcher.js';
import { startServer } from './server.js';

const config = configFromEnv();
let server: Awaited<ReturnType<typeof startServer>>;
try {
  server = await startServer({
    port: config.port,
    host: config.host,
    dataDir: config.dataDir,
    secureCookies: config.secureCookies,
    trustedProxies: config.trustedProxies,
    databaseUrl: config.databaseUrl,
    seed: config.seed,
    webDist: config.webDist,
  });
} catch (error) {
  if (!(error instanceof DataDirLocked)) throw error;
  console.error(error.message);
  process.exit(1);
}
console.log(`listening on ${server.url}`);

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
watchLauncher(() => stop('launcher exited'));
