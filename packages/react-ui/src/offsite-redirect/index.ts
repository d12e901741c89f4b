export { OffsiteRedirect } from './OffsiteRedirect.js';
export type { OffsiteRedirectProps } from './OffsiteRedirect.js';
export { useOffsiteRedirect } from './use-offsite-redirect.js';
export type { OffsiteQuery, OffsiteRedirectState } from './use-offsite-redirect.js';
