export { useLoadingIndicator } from './use-loading-indicator.js';
export type { LoadingIndicatorBinding } from './use-loading-indicator.js';
