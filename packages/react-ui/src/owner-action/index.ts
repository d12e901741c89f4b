export { useOwnerAction } from './use-owner-action.js';
export type { OwnerActionBinding } from './use-owner-action.js';
