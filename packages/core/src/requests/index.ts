// Request schemas: every port call's options, decoded by the server, checked by the in-memory fake.
export * from './common.js';
export * from './boards.js';
export * from './pins.js';
export * from './uploads.js';
export * from './users.js';
export * from './collaborators.js';
export * from './ads.js';
export * from './auth.js';
export * from './search.js';
export * from './browse.js';
export * from './tracking.js';
