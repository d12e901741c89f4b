export { businessProfileMachine } from './business-profile.machine.js';
export { businessProfileSchema } from './business-profile.types.js';
export type {
  BusinessProfileContext,
  BusinessProfileEvent,
  BusinessProfileInput,
  BusinessProfileSchema,
} from './business-profile.types.js';
export { selectBusinessProfile } from './business-profile.selectors.js';
export type { BusinessProfileOption, BusinessProfileSnapshot, BusinessProfileView } from './business-profile.selectors.js';
