export { socialSdkMachine } from './social-sdk.machine.js';
export { isEmptySocialProfile, SOCIAL_SDK_SCRIPT_HOST, socialSdkSchema, socialSdkScriptUrl } from './social-sdk.types.js';
export type {
  SocialProfileData,
  SocialSdkContext,
  SocialSdkEvent,
  SocialSdkInput,
  SocialSdkLogEntry,
  SocialSdkLogReason,
  SocialSdkOutput,
  SocialSdkSchema,
} from './social-sdk.types.js';
export { selectSocialSdk } from './social-sdk.selectors.js';
export type { SocialSdkSnapshot, SocialSdkView } from './social-sdk.selectors.js';
