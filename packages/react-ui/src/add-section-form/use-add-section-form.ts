import { addSectionFormActors } from '@pinstack/core/actors';
import type { BoardSection } from '@pinstack/core';
import type { BoardService } from '@pinstack/core/ports';
import { addSectionFormMachine, selectAddSectionForm } from '@pinstack/core/machines';
import type { AddSectionFormEvent, AddSectionFormInput, AddSectionFormView } from '@pinstack/core/machines';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { usePortsRuntime } from '../provider/PinstackProvider.js';
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
  const runtime = usePortsRuntime<BoardService>('useAddSectionForm');
  const created = useLatest(onCreated);
  // note: made once per mount; useMachine keeps the first logic it is given
  const [machine] = useState(() =>
    addSectionFormMachine.provide({
      actors: addSectionFormActors(runtime),
      actions: { sectionCreated: (_, params) => created.current?.(params.section) },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input });
  return { view: selectAddSectionForm(snapshot), send };
}
