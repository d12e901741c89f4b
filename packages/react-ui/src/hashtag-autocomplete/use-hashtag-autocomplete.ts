import { hashtagAutocompleteActors, type PortsRuntime } from '@pinstack/core/actors';
import { hashtagAutocompleteMachine, selectHashtagAutocomplete } from '@pinstack/core/machines';
import type { HashtagAutocompleteEvent, HashtagAutocompleteView } from '@pinstack/core/machines';
import type { PinService } from '@pinstack/core/ports';
import { useBoundMachine } from '../provider/use-bound-machine.js';

/** What {@link useHashtagAutocomplete} gives its view. */
export interface HashtagAutocompleteBinding {
  readonly view: HashtagAutocompleteView;
  readonly send: (event: HashtagAutocompleteEvent) => void;
}

/** S0 §2/§5 binds `hashtagAutocompleteMachine` (starting from `initialText`) to the app's Pins port. */
export function useHashtagAutocomplete(initialText = ''): HashtagAutocompleteBinding {
  const { view, send } = useBoundMachine(
    'useHashtagAutocomplete',
    (runtime: PortsRuntime<PinService>) => hashtagAutocompleteMachine.provide({ actors: hashtagAutocompleteActors(runtime) }),
    { input: { text: initialText }, select: selectHashtagAutocomplete },
  );
  return { view, send };
}
