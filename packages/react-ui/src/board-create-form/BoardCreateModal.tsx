import type { Board } from '@pinstack/core';
import type { BoardCreateFormInput } from '@pinstack/core/machines';
import { useEffect, useState } from 'react';
import { CollaboratorPicker } from '../collaborator-selection/CollaboratorPicker.js';
import { useCollaboratorSelection } from '../collaborator-selection/use-collaborator-selection.js';
import { Modal } from '../primitives/Modal.js';
import { useLatest } from '../provider/use-latest.js';
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

/**
 * S0 §2/§4 the standalone `Create board` modal (`/board/create/`) over `boardCreateFormMachine`, with
 * the collaborator typeahead (`collaboratorSelectionMachine`) when the viewer may invite (S0 §6):
 * the invites go out after the board is saved, then `onCreated` runs.
 */
export function BoardCreateModal({ input, onCreated, onClose }: BoardCreateModalProps) {
  const collaborators = useCollaboratorSelection();
  const [created, setCreated] = useState<Board | null>(null);
  const { view, send } = useBoardCreateForm(input, (board) => {
    setCreated(board);
    // S0 §4: invites go out only once the board is saved
    collaborators.send({ type: 'BOARD.SAVED', boardId: board.id });
  });
  const finish = useLatest(onCreated);
  useEffect(() => {
    if (created !== null && collaborators.done) finish.current(created);
  }, [created, collaborators.done, finish]);
  return (
    <Modal
      title={view.title}
      onClose={() => {
        send({ type: 'FORM.CANCEL' });
        onClose();
      }}
    >
      <BoardCreateForm view={view} send={send}>
        {view.canInviteCollaborators ? (
          <CollaboratorPicker
            view={collaborators.view}
            send={collaborators.send}
            ownerId={input.acting.viewerId ?? null}
            viewerId={input.acting.viewerId ?? null}
          />
        ) : null}
      </BoardCreateForm>
    </Modal>
  );
}
