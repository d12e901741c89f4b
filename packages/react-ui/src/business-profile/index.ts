export { BusinessProfileSwitcher } from './BusinessProfileSwitcher.js';
export type { BusinessProfileSwitcherProps } from './BusinessProfileSwitcher.js';
export { useBusinessProfile } from './use-business-profile.js';
export type { BusinessProfileBinding } from './use-business-profile.js';
