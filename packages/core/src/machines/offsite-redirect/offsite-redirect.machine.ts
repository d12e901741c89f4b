import { assign, fromPromise, setup } from 'xstate';
import { MESSAGES, OFFSITE_MESSAGES } from '../../messages.js';
import { linkHost } from '../../rules/link-host.js';
import { offsiteStep } from '../../rules/routes.js';
import { notProvided } from '../saving-support.js';
import type { OffsiteQuery, OffsiteRedirectCheck, OffsiteRedirectCheckInput, OffsiteRedirectContext } from './offsite-redirect.types.js';

const given = (value: string | null | undefined): value is string => typeof value === 'string' && value !== '';

/** S1 §7 the check the query asks for: its url, the Pin or the third-party flag, the token. */
export function offsiteCheckOptions({ url, pin, token, isThirdPartyAd }: OffsiteQuery): OffsiteRedirectCheckInput {
  return {
    check_only: true,
    ...(given(url) ? { url } : {}),
    ...(isThirdPartyAd === true ? { third_party_ad: true } : given(pin) ? { pin_id: pin } : {}),
    ...(given(token) ? { token } : {}),
  };
}

/** S0 §8 / S1 §8 what a failed check says: not a link (400), a Pin that is gone (404), or the generic message. */
export function offsiteFailureMessage(error: unknown): string {
  const status = typeof error === 'object' && error !== null ? (error as { readonly http_status?: unknown }).http_status : undefined;
  return status === 400 ? OFFSITE_MESSAGES.notALink : status === 404 ? MESSAGES.notFound : MESSAGES.genericError;
}

/**
 * S1 §2 / §5 / §7 the `/offsite/` redirect: without a url or a Pin it is not a link; otherwise it
 * checks (`checkOffsite`), then `offsiteStep` decides: a blocked status never opens (S1 §5); a link
 * the server vouches for is left at once (`navigate`, provided by the binding); any other link is
 * shown with its host and waits for the person's click. An answer whose address has no web host is
 * not a link.
 */
export const offsiteRedirectMachine = setup({
  types: {} as { context: OffsiteRedirectContext; input: OffsiteQuery },
  actors: {
    checkOffsite: fromPromise<OffsiteRedirectCheck, OffsiteRedirectCheckInput>(notProvided('checkOffsite')),
  },
  actions: {
    navigate: (_, _params: { readonly url: string }) => {},
  },
}).createMachine({
  id: 'offsiteRedirect',
  context: ({ input }) => ({ query: input, url: null, host: null, message: null }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: ({ context }) => given(context.query.url) || given(context.query.pin), target: 'checking' },
        { target: 'failed', actions: assign({ message: OFFSITE_MESSAGES.notALink }) },
      ],
    },
    checking: {
      invoke: {
        src: 'checkOffsite',
        input: ({ context }) => offsiteCheckOptions(context.query),
        onDone: [
          { guard: ({ event }) => offsiteStep(event.output) === 'blocked', target: 'blocked' },
          {
            guard: ({ event }) => linkHost(event.output.url) === null,
            target: 'failed',
            actions: assign({ message: OFFSITE_MESSAGES.notALink }),
          },
          {
            guard: ({ event }) => offsiteStep(event.output) === 'open',
            target: 'opening',
            actions: [
              assign({ url: ({ event }) => event.output.url }),
              { type: 'navigate', params: ({ event }) => ({ url: event.output.url }) },
            ],
          },
          { target: 'confirm', actions: assign({ url: ({ event }) => event.output.url, host: ({ event }) => linkHost(event.output.url) }) },
        ],
        onError: { target: 'failed', actions: assign({ message: ({ event }) => offsiteFailureMessage(event.error) }) },
      },
    },
    opening: {},
    confirm: {},
    blocked: {},
    failed: {},
  },
});
