import type { BoardSection } from '@pinstack/core';
import type { AddSectionFormInput } from '@pinstack/core/machines';
import { Modal } from '../primitives/Modal.js';
import { AddSectionForm } from './AddSectionForm.js';
import { useAddSectionForm } from './use-add-section-form.js';

/** Props of {@link AddSectionModal}. */
export interface AddSectionModalProps {
  /** The board the section is added to, and the Pins to put in it (S0 §7 initial_pins). */
  readonly input: AddSectionFormInput;
  /** Runs once the section exists (S0 §4); the owner closes the modal or moves on. */
  readonly onCreated: (section: BoardSection) => void;
  /** Escape, the close button or a click outside. */
  readonly onClose: () => void;
}

/** S0 §2 the standalone add section modal (`/board/{id}/create_section/`) over `addSectionFormMachine`. */
export function AddSectionModal({ input, onCreated, onClose }: AddSectionModalProps) {
  const { view, send } = useAddSectionForm(input, onCreated);
  return (
    <Modal
      title={view.title}
      onClose={() => {
        send({ type: 'FORM.CANCEL' });
        onClose();
      }}
    >
      <AddSectionForm view={view} send={send} />
    </Modal>
  );
}
