import type { OffsiteLink } from '../../rules/routes.js';

/** S1 §5 / §7 an outbound link: where it leads, and what its last check said. */
export interface OutboundLinkContext {
  readonly link: OffsiteLink;
  /** The message shown when it did not open (S1 §5 blocked, S0 §8 generic), else `null`. */
  readonly message: string | null;
}

/** The link to check and open (S1 §2 `/offsite/` query). */
export interface OutboundLinkInput {
  readonly link: OffsiteLink;
}

/** Events: the viewer opens the link; the link itself changed (another Pin's link on the same view). */
export type OutboundLinkEvent = { readonly type: 'LINK.OPEN' } | { readonly type: 'LINK.SET'; readonly link: OffsiteLink };

/** S1 §7 `GET /v3/offsite/` (check only), as the `checkOffsite` actor receives it. */
export type OutboundLinkCheckInput = OffsiteLink;

/** Every state, event, action and actor name of outboundLinkMachine. */
export const outboundLinkSchema = {
  states: ['idle', 'checking', 'opened', 'blocked', 'failed'],
  events: ['LINK.OPEN', 'LINK.SET'],
  actions: ['openWindow'],
  actors: ['checkOffsite'],
} as const;

/** A state of outboundLinkMachine. */
export type OutboundLinkState = (typeof outboundLinkSchema.states)[number];
