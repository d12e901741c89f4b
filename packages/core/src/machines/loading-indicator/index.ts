export { loadingIndicatorMachine } from './loading-indicator.machine.js';
export { LOADING_INDICATOR_DURATION_MS, loadingIndicatorSchema } from './loading-indicator.types.js';
export type {
  LoadingIndicatorContext,
  LoadingIndicatorEvent,
  LoadingIndicatorInput,
  LoadingIndicatorSchema,
} from './loading-indicator.types.js';
export { selectLoadingIndicator } from './loading-indicator.selectors.js';
export type { LoadingIndicatorSnapshot, LoadingIndicatorView } from './loading-indicator.selectors.js';
