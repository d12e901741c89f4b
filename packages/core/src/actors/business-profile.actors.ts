/**
 * Business profile switching's actors (S1 §4) over the ads port (S1 §7 business access profiles)
 * and session storage (S1 §4 the selected profile).
 */
import { Effect, Option } from 'effect';
import type { BusinessAccessProfile } from '../entities.js';
import { AdsService } from '../ports/ads.js';
import type { SessionStorage } from '../ports/storage.js';
import { storedBusinessProfile } from '../ports/storage.js';
import { portActor } from './run-port-call.js';
import type { PortActors, PortsRuntime } from './run-port-call.js';

/**
 * S1 §4 / §7 the actors of `businessProfileMachine` on `runtime`: `loadProfiles` (GET
 * /vx/business_access/profiles/), `readSelectedProfile` / `writeSelectedProfile` through
 * `storedBusinessProfile` (S1 §8 storage failures are logged and ignored there: a read gives `null`).
 */
export function businessProfileActors(runtime: PortsRuntime<AdsService | SessionStorage>): PortActors<{
  readonly loadProfiles: { readonly input: void; readonly output: readonly BusinessAccessProfile[] };
  readonly readSelectedProfile: { readonly input: void; readonly output: string | null };
  readonly writeSelectedProfile: { readonly input: { readonly profileId: string }; readonly output: void };
}> {
  return {
    loadProfiles: portActor(runtime, (_: void) => Effect.flatMap(AdsService, (ads) => ads.getBusinessProfiles())),
    readSelectedProfile: portActor(runtime, (_: void) => storedBusinessProfile.read().pipe(Effect.map(Option.getOrNull))),
    writeSelectedProfile: portActor(runtime, ({ profileId }: { readonly profileId: string }) => storedBusinessProfile.write(profileId)),
  };
}
