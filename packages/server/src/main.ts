/**
 * `npm run serve`: the reference server on 127.0.0.1:${PORT:-4173}; stops cleanly on SIGTERM/SIGINT
 * and when its launcher goes; refuses to start on a data directory another server holds.
 */
import { runServerProcess } from './run.js';

await runServerProcess(process.env, (server) => console.log(`listening on ${server.url}`));
