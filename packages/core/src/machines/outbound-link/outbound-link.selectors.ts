import type { SnapshotFrom } from 'xstate';
import { offsiteUrl } from '../../rules/routes.js';
import type { outboundLinkMachine } from './outbound-link.machine.js';
import type { OutboundLinkState } from './outbound-link.types.js';

/** What an outbound link shows (S1 §5 / §7). */
export interface OutboundLinkView {
  /** `idle` before any open, `checking` while asked, then `opened`, `blocked` or `failed`. */
  readonly status: OutboundLinkState;
  /** The message to show when it did not open, else `null`. */
  readonly message: string | null;
  /** The `/offsite/` link (S1 §2): what the anchor's href is, so it also works without script. */
  readonly href: string;
}

/** S1 §5 / §7: projects an outbound-link snapshot to what the link view renders. */
export function selectOutboundLink(snapshot: SnapshotFrom<typeof outboundLinkMachine>): OutboundLinkView {
  return { status: snapshot.value as OutboundLinkState, message: snapshot.context.message, href: offsiteUrl(snapshot.context.link) };
}
