import { MESSAGES, SERVER_MESSAGES } from '@pinstack/core';
import { runPortCall } from '@pinstack/core/actors';
import { offsiteStep, offsiteUrl } from '@pinstack/core/rules';
import type { OffsiteLink } from '@pinstack/core/rules';
import { AdsService } from '@pinstack/core/ports';
import { Effect } from 'effect';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePortsRuntime } from '../provider/PinstackProvider.js';

/** Where an outbound link stands (S1 §5 / §7). */
export interface OutboundLinkState {
  readonly status: 'idle' | 'checking' | 'opened' | 'blocked' | 'failed';
  /** The message to show when it did not open. */
  readonly message: string | null;
  /** The `/offsite/` link (S1 §2). */
  readonly href: string;
}

/**
 * S1 §2 / §5 / §7 an outbound link: `/offsite/` as its href; `open()` first asks the offsite check
 * (`GET /v3/offsite/`, check only) and opens only when `offsiteStep` lets the redirect status
 * through (`blocked`, `suspicious` and `porn` never open); a link the server vouches for opens
 * with its `token`, any other `/offsite/` asks before leaving.
 */
export function useOutboundLink(link: OffsiteLink, openWindow: (href: string) => void): OutboundLinkState & { readonly open: () => void } {
  const runtime = usePortsRuntime<AdsService>('useOutboundLink');
  const href = offsiteUrl(link);
  const [state, setState] = useState<Omit<OutboundLinkState, 'href'>>({ status: 'idle', message: null });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const open = useCallback(() => {
    const { url, pin, isThirdPartyAd } = link;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ status: 'checking', message: null });
    runPortCall(
      runtime,
      Effect.flatMap(AdsService, (ads) =>
        ads.checkOffsite({
          url,
          check_only: true,
          ...(isThirdPartyAd === true ? { third_party_ad: true } : pin !== undefined ? { pin_id: pin } : {}),
        }),
      ),
      current.signal,
    ).then(
      (result) => {
        if (current.signal.aborted) return;
        const step = offsiteStep(result);
        if (step === 'blocked') setState({ status: 'blocked', message: SERVER_MESSAGES.linkBlocked });
        else {
          setState({ status: 'opened', message: null });
          // S1 §2: a link the server vouches for carries its token, so /offsite/ opens it without asking again
          openWindow(step === 'open' && result.token !== undefined ? offsiteUrl({ ...link, token: result.token }) : href);
        }
      },
      () => {
        if (!current.signal.aborted) setState({ status: 'failed', message: MESSAGES.genericError });
      },
    );
  }, [runtime, link, href, openWindow]);
  return { ...state, href, open };
}
