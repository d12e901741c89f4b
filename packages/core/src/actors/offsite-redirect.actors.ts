/** The `/offsite/` redirect's check actor (S1 §7 `GET /v3/offsite/`, check only). */
import { Effect } from 'effect';
import type { OffsiteRedirectCheck, OffsiteRedirectCheckInput } from '../machines/offsite-redirect/offsite-redirect.types.js';
import { AdsService } from '../ports/ads.js';
import { portActor } from './run-port-call.js';
import type { PortActors, PortsRuntime } from './run-port-call.js';

/** S1 §7 the actor of `offsiteRedirectMachine` on `runtime`: the offsite check the query asks for. */
export function offsiteRedirectActors(runtime: PortsRuntime<AdsService>): PortActors<{
  readonly checkOffsite: { readonly input: OffsiteRedirectCheckInput; readonly output: OffsiteRedirectCheck };
}> {
  return {
    checkOffsite: portActor(
      runtime,
      (options: OffsiteRedirectCheckInput): Effect.Effect<OffsiteRedirectCheck, unknown, AdsService> =>
        Effect.flatMap(AdsService, (ads) => ads.checkOffsite(options)),
    ),
  };
}
