import { assign, fromPromise, setup } from 'xstate';
import { MESSAGES, SERVER_MESSAGES } from '../../messages.js';
import { offsiteStep, offsiteUrl } from '../../rules/routes.js';
import { notProvided } from '../saving-support.js';
import type { OutboundLinkCheckInput, OutboundLinkContext, OutboundLinkEvent, OutboundLinkInput } from './outbound-link.types.js';

/** What the offsite check answers, as far as the link goes (S1 §7). */
export interface OutboundLinkCheck {
  readonly redirect_status?: string | null;
  readonly token?: string | null;
}

/**
 * S1 §2 / §5 / §7 an outbound link: its href is `/offsite/`; `LINK.OPEN` first asks the offsite
 * check (check only) and opens only when `offsiteStep` lets the redirect status through
 * (`blocked`, `suspicious` and `porn` never open, S1 §5): a link the server vouches for opens with
 * its token, any other `/offsite/` asks before leaving. Opening again while a check runs drops the
 * older check (its answer is never read); a failed check says the S0 §8 generic error.
 */
export const outboundLinkMachine = setup({
  types: {} as { context: OutboundLinkContext; events: OutboundLinkEvent; input: OutboundLinkInput },
  actors: {
    checkOffsite: fromPromise<OutboundLinkCheck, OutboundLinkCheckInput>(notProvided('checkOffsite')),
  },
  actions: {
    // the browser opens it (a new window): the binding provides it
    openWindow: (_, _params: { readonly href: string }) => {},
  },
}).createMachine({
  id: 'outboundLink',
  context: ({ input }) => ({ link: input.link, message: null }),
  initial: 'idle',
  on: {
    // re-entering drops a check still running, so only the newest click's answer counts
    'LINK.OPEN': { target: '.checking', reenter: true },
    'LINK.SET': { target: '.idle', actions: assign(({ event }) => ({ link: event.link, message: null })) },
  },
  states: {
    idle: {},
    checking: {
      entry: assign({ message: null }),
      invoke: {
        src: 'checkOffsite',
        input: ({ context }) => context.link,
        onDone: [
          {
            guard: ({ event }) => offsiteStep(event.output) === 'blocked',
            target: 'blocked',
            actions: assign({ message: SERVER_MESSAGES.linkBlocked }),
          },
          {
            target: 'opened',
            actions: {
              type: 'openWindow',
              // S1 §2: a link the server vouches for carries its token, so /offsite/ opens it without asking again
              params: ({ context, event }) => ({
                href:
                  offsiteStep(event.output) === 'open' && typeof event.output.token === 'string'
                    ? offsiteUrl({ ...context.link, token: event.output.token })
                    : offsiteUrl(context.link),
              }),
            },
          },
        ],
        onError: { target: 'failed', actions: assign({ message: MESSAGES.genericError }) },
      },
    },
    opened: {},
    blocked: {},
    failed: {},
  },
});
