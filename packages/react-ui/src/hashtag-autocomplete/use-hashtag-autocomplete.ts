import { hashtagAutocompleteActors } from '@pinstack/core/actors';
import { hashtagAutocompleteMachine, selectHashtagAutocomplete } from '@pinstack/core/machines';
import type { HashtagAutocompleteEvent, HashtagAutocompleteView } from '@pinstack/core/machines';
import type { PinService } from '@pinstack/core/ports';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { usePortsRuntime } from '../provider/PinstackProvider.js';

/** What {@link useHashtagAutocomplete} gives its view. */
export interface HashtagAutocompleteBinding {
  readonly view: HashtagAutocompleteView;
  readonly send: (event: HashtagAutocompleteEvent) => void;
}

/** S0 §2/§5 binds `hashtagAutocompleteMachine` (starting from `initialText`) to the app's Pins port. */
export function useHashtagAutocomplete(initialText = ''): HashtagAutocompleteBinding {
  const runtime = usePortsRuntime<PinService>('useHashtagAutocomplete');
  const [machine] = useState(() => hashtagAutocompleteMachine.provide({ actors: hashtagAutocompleteActors(runtime) }));
  const [snapshot, send] = useMachine(machine, { input: { text: initialText } });
  return { view: selectHashtagAutocomplete(snapshot), send };
}
