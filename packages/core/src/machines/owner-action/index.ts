export { ownerActionMachine } from './owner-action.machine.js';
export { selectOwnerAction } from './owner-action.selectors.js';
export type { OwnerActionView } from './owner-action.selectors.js';
export { ownerActionSchema } from './owner-action.types.js';
export type {
  OwnerActionContext,
  OwnerActionEvent,
  OwnerActionInput,
  OwnerActionOutput,
  OwnerActionPayload,
  OwnerActionState,
} from './owner-action.types.js';
