import { addSectionFormActors, type PortsRuntime } from '@pinstack/core/actors';
import type { BoardSection } from '@pinstack/core';
import type { BoardService } from '@pinstack/core/ports';
import { addSectionFormMachine, selectAddSectionForm } from '@pinstack/core/machines';
import type { AddSectionFormEvent, AddSectionFormInput, AddSectionFormView } from '@pinstack/core/machines';
import { useBoundMachine } from '../provider/use-bound-machine.js';
import { useLatest } from '../provider/use-latest.js';

/** What {@link useAddSectionForm} gives its view. */
export interface AddSectionFormBinding {
  readonly view: AddSectionFormView;
  readonly send: (event: AddSectionFormEvent) => void;
}

/**
 * S0 §2/§4 binds `addSectionFormMachine` to the app's boards port: the view model of
 * `selectAddSectionForm` and the machine's `send`. `onCreated` runs once the section exists.
 */
export function useAddSectionForm(input: AddSectionFormInput, onCreated?: (section: BoardSection) => void): AddSectionFormBinding {
  const created = useLatest(onCreated);
  const { view, send } = useBoundMachine(
    'useAddSectionForm',
    (runtime: PortsRuntime<BoardService>) =>
      addSectionFormMachine.provide({
        actors: addSectionFormActors(runtime),
        actions: { sectionCreated: (_, params) => created.current?.(params.section) },
      }),
    { input, select: selectAddSectionForm },
  );
  return { view, send };
}
