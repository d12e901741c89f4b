export { OutboundLink } from './OutboundLink.js';
export type { OutboundLinkProps } from './OutboundLink.js';
export { useOutboundLink } from './use-outbound-link.js';
export type { OutboundLinkState } from './use-outbound-link.js';
