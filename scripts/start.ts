/**
 * `npm start`: the product on one command. Builds the web app when its build is missing or stale,
 * then starts the reference server on 127.0.0.1:${PORT:-4173} serving it with the API, the demo
 * seed in an empty database (PGlite under PINSTACK_DATA_DIR, or DATABASE_URL), and prints the URL
 * and the demo sign-in. Stops cleanly on SIGINT/SIGTERM (npm runs it with `exec`, so they reach it).
 */
import { DEMO_PASSWORD, DEMO_USERS, runServerProcess } from '@pinstack/server';
import { ensureWebBuild, webDist } from '../packages/web/web-build.ts';

await ensureWebBuild();
await runServerProcess({ ...process.env, PINSTACK_WEB_DIST: process.env['PINSTACK_WEB_DIST'] || webDist }, (server, config) => {
  const demo = DEMO_USERS[0];
  console.log(`Pinstack is running at ${server.url}/`);
  console.log(`data: ${config.databaseUrl === undefined ? config.dataDir : 'DATABASE_URL'}`);
  if (config.seed) console.log(`demo sign-in: ${demo.username} (or ${demo.email}) / ${DEMO_PASSWORD}`);
  console.log('stop with Ctrl+C');
});
