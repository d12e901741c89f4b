import { businessProfileActors } from '@pinstack/core/actors';
import { businessProfileMachine, selectBusinessProfile } from '@pinstack/core/machines';
import type { BusinessProfileEvent, BusinessProfileInput, BusinessProfileView } from '@pinstack/core/machines';
import type { AdsService, SessionStorage } from '@pinstack/core/ports';
import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { usePortsRuntime } from '../provider/PinstackProvider.js';

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
  const runtime = usePortsRuntime<AdsService | SessionStorage>('useBusinessProfile');
  const [machine] = useState(() => businessProfileMachine.provide({ actors: businessProfileActors(runtime) }));
  const [snapshot, send] = useMachine(machine, { input });
  return { view: useMemo(() => selectBusinessProfile(snapshot), [snapshot]), send };
}
