/** The photo-service upsell's effect (S0 §4/§9) over the local-storage port. */
import { UPSELL_ID } from '../constants.js';
import type { LocalStorage } from '../ports/storage.js';
import { storedUpsellsSeen } from '../ports/storage.js';
import { runPortCall } from './run-port-call.js';
import type { PortsRuntime } from './run-port-call.js';

/**
 * S0 §4/§9 the `markSeen` action of `photoUpsellMachine` on `runtime`: adds UPSELL_ID to the seen
 * list in local storage (`claiming_upsells_seen`) when the upsell is displayed; storage that cannot
 * be used is logged and ignored (S1 §8), so the modal shows either way.
 */
export function photoUpsellActions(runtime: PortsRuntime<LocalStorage>): { readonly markSeen: () => void } {
  return {
    markSeen: () => {
      void runPortCall(runtime, storedUpsellsSeen.add(UPSELL_ID));
    },
  };
}
