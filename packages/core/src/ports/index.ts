// Ports: the Effect services adapters implement, their tagged errors and the wire schemas.
export * from './calls.js';
export * from './errors.js';
export * from './schemas.js';
export * from './requests.js';
export * from './routes.js';
export * from '../requests/index.js';
export * from './boards.js';
export * from './pins.js';
export * from './uploads.js';
export * from './users.js';
export * from './collaborators.js';
export * from './ads.js';
export * from './auth.js';
export * from './search.js';
export * from './tracking.js';
export * from './storage.js';
export * from './backend.js';
