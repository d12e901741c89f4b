import type { Board } from '@pinstack/core';
import type { BoardCreateFormInput } from '@pinstack/core/machines';
import { Modal } from '../primitives/Modal.js';
import { BoardCreateForm } from './BoardCreateForm.js';
import { useBoardCreateForm } from './use-board-create-form.js';

/** Props of {@link BoardCreateModal}. */
export interface BoardCreateModalProps {
  /** Who is acting (S0 §6) and a suggested name. */
  readonly input: BoardCreateFormInput;
  /** Runs once the board exists (S0 §4). */
  readonly onCreated: (board: Board) => void;
  /** Escape, the close button or a click outside. */
  readonly onClose: () => void;
}

/** S0 §2 the standalone `Create board` modal (`/board/create/`) over `boardCreateFormMachine`. */
export function BoardCreateModal({ input, onCreated, onClose }: BoardCreateModalProps) {
  const { view, send } = useBoardCreateForm(input, onCreated);
  return (
    <Modal
      title={view.title}
      onClose={() => {
        send({ type: 'FORM.CANCEL' });
        onClose();
      }}
    >
      <BoardCreateForm view={view} send={send} />
    </Modal>
  );
}
