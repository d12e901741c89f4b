import type { SnapshotFrom } from 'xstate';
import { MESSAGES } from '../../messages.js';
import type { offsiteRedirectMachine } from './offsite-redirect.machine.js';

/** Where the outbound redirect stands (S1 §2, §5, §7). */
export type OffsiteRedirectView =
  | { readonly status: 'checking' }
  /** A link the server vouches for: leaving without a click. */
  | { readonly status: 'opening'; readonly url: string }
  /** Any other allowed link: shown, opened only by the person's click. */
  | { readonly status: 'confirm'; readonly url: string; readonly host: string }
  | { readonly status: 'blocked' }
  | { readonly status: 'failed'; readonly message: string };

/** S1 §2 / §5 / §7: projects an offsite-redirect snapshot to what the `/offsite/` screen shows. */
export function selectOffsiteRedirect(snapshot: SnapshotFrom<typeof offsiteRedirectMachine>): OffsiteRedirectView {
  const { url, host, message } = snapshot.context;
  if (snapshot.matches('opening') && url !== null) return { status: 'opening', url };
  if (snapshot.matches('confirm') && url !== null && host !== null) return { status: 'confirm', url, host };
  if (snapshot.matches('blocked')) return { status: 'blocked' };
  if (snapshot.matches('failed')) return { status: 'failed', message: message ?? MESSAGES.genericError };
  return { status: 'checking' };
}
