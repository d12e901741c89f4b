export { quickPromoteMachine } from './quick-promote.machine.js';
export { quickPromoteSchema } from './quick-promote.types.js';
export type {
  QuickPromoteContext,
  QuickPromoteDraftRef,
  QuickPromoteEvent,
  QuickPromoteInput,
  QuickPromoteOutput,
  QuickPromoteSaveDraftInput,
  QuickPromoteSchema,
  QuickPromoteSubmitInput,
} from './quick-promote.types.js';
export { selectQuickPromote, selectQuickPromoteFormChecks } from './quick-promote.selectors.js';
export type { QuickPromoteFormChecks, QuickPromoteScreen, QuickPromoteSnapshot, QuickPromoteView } from './quick-promote.selectors.js';
