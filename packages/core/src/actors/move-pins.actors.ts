/** Moving Pins' actor (S0 §4) over the Pins port (S0 §7 BulkEditSelectAllResource update). */
import { Effect } from 'effect';
import type { MovePinsCallInput } from '../machines/move-pins/move-pins.types.js';
import { PinService } from '../ports/pins.js';
import { portActor } from './run-port-call.js';
import type { PortActors, PortsRuntime } from './run-port-call.js';

/**
 * S0 §4 / §7 the `movePins` actor of `movePinsMachine` on `runtime`: sends the payload the machine
 * built with `movePinsPayload` (source, target, Pin ids, orbac_subject_id of S0 §6) as is; a
 * failure reaches the machine as the `ApiError`, whose `api_error_code` picks the S0 §8 message.
 */
export function movePinsActors(
  runtime: PortsRuntime<PinService>,
): PortActors<{ readonly movePins: { readonly input: MovePinsCallInput; readonly output: unknown } }> {
  return {
    movePins: portActor(
      runtime,
      (payload: MovePinsCallInput): Effect.Effect<unknown, unknown, PinService> =>
        Effect.flatMap(PinService, (pins) => pins.moveAllPins(payload)),
    ),
  };
}
