import { businessProfileActors, type PortsRuntime } from '@pinstack/core/actors';
import { businessProfileMachine, selectBusinessProfile } from '@pinstack/core/machines';
import type { BusinessProfileEvent, BusinessProfileInput, BusinessProfileView } from '@pinstack/core/machines';
import type { AdsService, SessionStorage } from '@pinstack/core/ports';
import { useBoundMachine } from '../provider/use-bound-machine.js';

/** What {@link useBusinessProfile} gives the header. */
export interface BusinessProfileBinding {
  readonly view: BusinessProfileView;
  readonly send: (event: BusinessProfileEvent) => void;
}

/**
 * S1 §4 / §6 / §7 binds `businessProfileMachine` to the ads port (the viewer's business access
 * profiles) and session storage (the selected profile): the view model of `selectBusinessProfile`.
 */
export function useBusinessProfile(input: BusinessProfileInput): BusinessProfileBinding {
  const { view, send } = useBoundMachine(
    'useBusinessProfile',
    (runtime: PortsRuntime<AdsService | SessionStorage>) => businessProfileMachine.provide({ actors: businessProfileActors(runtime) }),
    { input, select: selectBusinessProfile },
  );
  return { view, send };
}
