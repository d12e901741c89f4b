export { impressionMachine } from './impression.machine.js';
export {
  IMPRESSION_FULL_VIEW_PERCENT,
  IMPRESSION_ONSCREEN_PERCENT,
  IMPRESSION_SEEN_SECONDS,
  IMPRESSION_VIEWABLE_PERCENT,
  impressionSchema,
} from './impression.types.js';
export type {
  ImpressionContext,
  ImpressionEvent,
  ImpressionInput,
  ImpressionKind,
  ImpressionRecord,
  ImpressionSchema,
} from './impression.types.js';
export { selectImpression } from './impression.selectors.js';
export type { ImpressionSnapshot, ImpressionView } from './impression.selectors.js';
