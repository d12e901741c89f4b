/** `npm run serve`: the reference server on 127.0.0.1:${PORT:-4173}; stops cleanly on SIGTERM/SIGINT. */
import { configFromEnv } from './config.js';
import { startServer } from './server.js';

const config = configFromEnv();
const server = await startServer({
  port: config.port,
  dataDir: config.dataDir,
  databaseUrl: config.databaseUrl,
  seed: config.seed,
  webDist: config.webDist,
});
console.log(`listening on ${server.url}`);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  server.close().then(
    () => {
      console.log(`stopped (${signal})`);
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
