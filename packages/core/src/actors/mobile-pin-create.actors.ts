/** Mobile Pin creation's actor (S0 §4) over the Pins port (S0 §7 Create-Pin action). */
import type { Pin } from '../entities.js';
import type { CreatePinInput } from '../machines/mobile-pin-create/mobile-pin-create.types.js';
import type { PinService } from '../ports/pins.js';
import { savePinCall } from './pin-save.js';
import type { PinSaveContext } from './pin-save.js';
import { portActor } from './run-port-call.js';
import type { PortActors, PortsRuntime } from './run-port-call.js';

/**
 * S0 §4 / §7 the `createPin` actor of `mobilePinCreateMachine` on `runtime`: repins a Pin with an
 * id (the mobile repin page), else creates it (`pinSaveRequest`, with `context`'s advertiser and
 * creation method).
 */
export function mobilePinCreateActors(
  runtime: PortsRuntime<PinService>,
  context: PinSaveContext = {},
): PortActors<{ readonly createPin: { readonly input: CreatePinInput; readonly output: Pin } }> {
  return {
    createPin: portActor(runtime, (input: CreatePinInput) => savePinCall(input, context)),
  };
}
