export { IMPRESSION_OBSERVER_THRESHOLDS, usePinImpression } from './use-pin-impression.js';
export type { UsePinImpressionOptions } from './use-pin-impression.js';
