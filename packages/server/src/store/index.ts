/**
 * The data-access module: every SQL statement of the server, grouped by table. Each function takes
 * the `Db` (or transaction) to run on, so a handler composes them inside one transaction.
 */
export * from './users.js';
export * from './boards.js';
export * from './sections.js';
export * from './pins.js';
export * from './uploads.js';
export * from './social.js';
export * from './ads.js';
export * from './limits.js';
export * from './invitations.js';
export * from './images.js';
