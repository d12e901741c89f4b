export { visualCompletenessMachine } from './visual-completeness.machine.js';
export { visualCompletenessSchema } from './visual-completeness.types.js';
export type {
  VisualCompletenessContext,
  VisualCompletenessEvent,
  VisualCompletenessInput,
  VisualCompletenessOutput,
  VisualCompletenessSchema,
} from './visual-completeness.types.js';
export { selectVisualCompleteness } from './visual-completeness.selectors.js';
export type { VisualCompletenessPhase, VisualCompletenessSnapshot, VisualCompletenessView } from './visual-completeness.selectors.js';
