import type { SnapshotFrom } from 'xstate';
import type { mobilePinCreateMachine } from './mobile-pin-create.machine.js';
import type { MobilePinCreateState } from './mobile-pin-create.types.js';

/** S0 §4 what the mobile create-Pin page shows. */
export interface MobilePinCreateView {
  readonly state: MobilePinCreateState;
  /** S0 §4 spinner while creating. */
  readonly spinner: boolean;
  /** The board picker stays usable only while idle. */
  readonly canCreate: boolean;
}

/** S0 §4: projects a mobilePinCreateMachine snapshot to what the page needs. */
export function selectMobilePinCreate(snapshot: SnapshotFrom<typeof mobilePinCreateMachine>): MobilePinCreateView {
  const state = snapshot.value as MobilePinCreateState;
  return { state, spinner: state === 'creating', canCreate: state === 'idle' };
}
