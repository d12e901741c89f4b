/**
 * @pinstack/server: the reference backend of wire-protocol.md over PostgreSQL (embedded PGlite or
 * a server), enforcing the @pinstack/core rules of S0 §5/§6 and S1 §6.
 */
export { startServer, type RunningServer, type StartOptions } from './server.js';
export { createApp, ENDPOINTS, EXTRA_RESOURCES, type AppOptions } from './app.js';
export { configFromEnv, type ServerConfig } from './config.js';
export { runServerProcess } from './run.js';
export type { Db } from './db/db.js';
export { openDatabase } from './db/open.js';
export { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './seed.js';
export { makePng } from './png.js';
export { carriesExifOrPosition, gpsLatitudeBytes, makePhoto, type PhotoOptions } from './images/test-photo.js';
