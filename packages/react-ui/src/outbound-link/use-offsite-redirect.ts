import { MESSAGES, OFFSITE_MESSAGES } from '@pinstack/core';
import { runPortCall } from '@pinstack/core/actors';
import { linkHost, offsiteStep } from '@pinstack/core/rules';
import { AdsService, ApiError } from '@pinstack/core/ports';
import { Effect } from 'effect';
import { useEffect, useState } from 'react';
import { usePortsRuntime } from '../provider/PinstackProvider.js';

/** The `/offsite/` query the redirect reads (S1 §2). */
export interface OffsiteQuery {
  readonly url?: string | null;
  readonly pin?: string | null;
  readonly token?: string | null;
  readonly isThirdPartyAd?: boolean;
}

/** Where the outbound redirect stands (S1 §2, §5, §7). */
export type OffsiteRedirectState =
  | { readonly status: 'checking' }
  /** A link the server vouches for: leaving without a click. */
  | { readonly status: 'opening'; readonly url: string }
  /** Any other allowed link: shown, opened only by the person's click. */
  | { readonly status: 'confirm'; readonly url: string; readonly host: string }
  | { readonly status: 'blocked' }
  | { readonly status: 'failed'; readonly message: string };

const given = (value: string | null | undefined): value is string => typeof value === 'string' && value !== '';

/** The message for a check that failed: not a link (400), a Pin that is gone (404), or the generic one. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.http_status === 400) return OFFSITE_MESSAGES.notALink;
  if (error instanceof ApiError && error.http_status === 404) return MESSAGES.notFound;
  return MESSAGES.genericError;
}

/**
 * S1 §2/§5/§7 the outbound redirect: checks the link (`GET /v3/offsite/`, with the Pin, token or
 * third-party flag the query names), then `offsiteStep` decides: a blocked status never opens; a
 * link the server vouches for is left for with `navigate`; anything else waits for a click.
 */
export function useOffsiteRedirect(query: OffsiteQuery, navigate: (url: string) => void): OffsiteRedirectState {
  const runtime = usePortsRuntime<AdsService>('useOffsiteRedirect');
  const [state, setState] = useState<OffsiteRedirectState>({ status: 'checking' });
  const { url, pin, token, isThirdPartyAd } = query;
  useEffect(() => {
    if (!given(url) && !given(pin)) {
      setState({ status: 'failed', message: OFFSITE_MESSAGES.notALink });
      return;
    }
    setState({ status: 'checking' });
    const controller = new AbortController();
    const options = {
      check_only: true,
      ...(given(url) ? { url } : {}),
      ...(isThirdPartyAd === true ? { third_party_ad: true } : given(pin) ? { pin_id: pin } : {}),
      ...(given(token) ? { token } : {}),
    };
    runPortCall(
      runtime,
      Effect.flatMap(AdsService, (ads) => ads.checkOffsite(options)),
      controller.signal,
    ).then(
      (result) => {
        if (controller.signal.aborted) return;
        const step = offsiteStep(result);
        const host = linkHost(result.url);
        if (step === 'blocked') setState({ status: 'blocked' });
        else if (host === null) setState({ status: 'failed', message: OFFSITE_MESSAGES.notALink });
        else if (step === 'open') {
          setState({ status: 'opening', url: result.url });
          navigate(result.url);
        } else setState({ status: 'confirm', url: result.url, host });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', message: failureMessage(error) });
      },
    );
    return () => controller.abort();
  }, [runtime, url, pin, token, isThirdPartyAd, navigate]);
  return state;
}
