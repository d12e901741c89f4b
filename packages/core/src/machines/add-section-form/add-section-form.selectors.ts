import type { SnapshotFrom } from 'xstate';
import type { BoardSection } from '../../entities.js';
import { MESSAGES } from '../../messages.js';
import { canAddSection } from '../../rules/board.js';
import type { addSectionFormMachine } from './add-section-form.machine.js';
import type { AddSectionFormState } from './add-section-form.types.js';

/** S0 §2 what the add section form shows. */
export interface AddSectionFormView {
  readonly state: AddSectionFormState;
  /** S0 §2 'Add section'. */
  readonly title: string;
  /** S0 §2 'Name'. */
  readonly label: string;
  /** S0 §2 'Like "Lighting"'. */
  readonly placeholder: string;
  /** S0 §2 'Add'. */
  readonly buttonLabel: string;
  readonly name: string;
  /** S0 §8 failure text under the name field. */
  readonly error: string | null;
  /** S0 §5 Add is enabled only for a non-blank trimmed name, not saving and no error. */
  readonly canAdd: boolean;
  readonly saving: boolean;
  readonly section: BoardSection | null;
}

/** S0 §2/§5: projects an addSectionFormMachine snapshot to what the view needs. */
export function selectAddSectionForm(snapshot: SnapshotFrom<typeof addSectionFormMachine>): AddSectionFormView {
  const { context } = snapshot;
  const state = snapshot.value as AddSectionFormState;
  const saving = state === 'saving';
  return {
    state,
    title: MESSAGES.addSection,
    label: MESSAGES.sectionNameLabel,
    placeholder: MESSAGES.sectionNamePlaceholder,
    buttonLabel: MESSAGES.add,
    name: context.name,
    error: context.error,
    canAdd: state === 'editing' && canAddSection({ text: context.name, saving, error: context.error }),
    saving,
    section: context.section,
  };
}
