export { quickPromoteMachine } from './quick-promote.machine.js';
export { QUICK_PROMOTE_PAGE_STEPS, quickPromoteSchema } from './quick-promote.types.js';
export type {
  QuickPromoteContext,
  QuickPromoteDraftRef,
  QuickPromoteEvent,
  QuickPromoteFlowStep,
  QuickPromoteInput,
  QuickPromotePageStep,
  QuickPromoteReading,
  QuickPromoteOutput,
  QuickPromoteSaveDraftInput,
  QuickPromoteSchema,
  QuickPromoteSubmitInput,
} from './quick-promote.types.js';
export {
  QUICK_PROMOTE_TITLES,
  quickPromotePanel,
  quickPromoteTitle,
  quickPromoteReadingSteps,
  quickPromoteShownSteps,
  selectQuickPromote,
  selectQuickPromoteFormChecks,
} from './quick-promote.selectors.js';
export type {
  QuickPromoteFormChecks,
  QuickPromotePanel,
  QuickPromoteWhere,
  QuickPromoteScreen,
  QuickPromoteShownStepsInput,
  QuickPromoteSnapshot,
  QuickPromoteView,
} from './quick-promote.selectors.js';
