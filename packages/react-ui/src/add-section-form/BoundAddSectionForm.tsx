import { selectAddSectionForm } from '@pinstack/core/machines';
import type { addSectionFormMachine } from '@pinstack/core/machines';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { AddSectionForm } from './AddSectionForm.js';

/** Props of {@link BoundAddSectionForm}. */
export interface BoundAddSectionFormProps {
  /** A running add section form (the save picker's `Create section` step). */
  readonly actor: ActorRefFrom<typeof addSectionFormMachine>;
}

/** S0 §4 the add section form bound to a running `addSectionFormMachine` actor (re-renders on its snapshots). */
export function BoundAddSectionForm({ actor }: BoundAddSectionFormProps) {
  const view = useSelector(actor, selectAddSectionForm);
  return <AddSectionForm view={view} send={actor.send} />;
}
