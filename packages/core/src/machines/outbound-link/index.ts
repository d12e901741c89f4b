export { outboundLinkMachine } from './outbound-link.machine.js';
export type { OutboundLinkCheck } from './outbound-link.machine.js';
export { selectOutboundLink } from './outbound-link.selectors.js';
export type { OutboundLinkView } from './outbound-link.selectors.js';
export * from './outbound-link.types.js';
