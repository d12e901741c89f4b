export { OutboundLink } from './OutboundLink.js';
export type { OutboundLinkProps } from './OutboundLink.js';
export { useOutboundLink } from './use-outbound-link.js';
export type { OutboundLinkState } from './use-outbound-link.js';
export { OffsiteRedirect } from './OffsiteRedirect.js';
export type { OffsiteRedirectProps } from './OffsiteRedirect.js';
export { useOffsiteRedirect } from './use-offsite-redirect.js';
export type { OffsiteQuery, OffsiteRedirectState } from './use-offsite-redirect.js';
