/** The outbound link's check actor (S1 §7 `GET /v3/offsite/`, check only). */
import { Effect } from 'effect';
import type { OutboundLinkCheck } from '../machines/outbound-link/outbound-link.machine.js';
import type { OutboundLinkCheckInput } from '../machines/outbound-link/outbound-link.types.js';
import { AdsService } from '../ports/ads.js';
import { portActor } from './run-port-call.js';
import type { PortActors, PortsRuntime } from './run-port-call.js';

/**
 * S1 §7 the actor of `outboundLinkMachine` on `runtime`: the offsite check of the link (a third-party
 * ad says so; a Pin's link names its Pin), check only.
 */
export function outboundLinkActors(runtime: PortsRuntime<AdsService>): PortActors<{
  readonly checkOffsite: { readonly input: OutboundLinkCheckInput; readonly output: OutboundLinkCheck };
}> {
  return {
    checkOffsite: portActor(
      runtime,
      ({ url, pin, isThirdPartyAd }: OutboundLinkCheckInput): Effect.Effect<OutboundLinkCheck, unknown, AdsService> =>
        Effect.flatMap(AdsService, (ads) =>
          ads.checkOffsite({
            url,
            check_only: true,
            ...(isThirdPartyAd === true ? { third_party_ad: true } : pin !== undefined ? { pin_id: pin } : {}),
          }),
        ),
    ),
  };
}
