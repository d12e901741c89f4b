import type { Board } from '@pinstack/core';
import { boardCreateFormActors, collaboratorSelectionActors, type PortsRuntime } from '@pinstack/core/actors';
import {
  boardCreateFormMachine,
  boardCreateInviteChildren,
  boardCreateInviteMachine,
  collaboratorSelectionMachine,
  selectBoardCreateForm,
  selectCollaboratorSelection,
} from '@pinstack/core/machines';
import type { BoardCreateFormInput, BoardCreateInviteChildren } from '@pinstack/core/machines';
import type { BoardService, CollaboratorService } from '@pinstack/core/ports';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { CollaboratorPicker } from '../collaborator-selection/CollaboratorPicker.js';
import { Modal } from '../primitives/Modal.js';
import { useBoundMachine } from '../provider/use-bound-machine.js';
import { BoardCreateForm } from './BoardCreateForm.js';

/** The flow's two running children (`form`, `collaborators`). */
type Running = { readonly [K in keyof BoardCreateInviteChildren]: NonNullable<BoardCreateInviteChildren[K]> };

/** Props of {@link BoardCreateModal}. */
export interface BoardCreateModalProps {
  /** Who is acting (S0 §6) and a suggested name. */
  readonly input: BoardCreateFormInput;
  /** Runs once the board exists and its invites are done (S0 §4). */
  readonly onCreated: (board: Board) => void;
  /** Escape, the close button or a click outside. */
  readonly onClose: () => void;
}

/**
 * S0 §2/§4 the standalone `Create board` modal (`/board/create/`) over `boardCreateInviteMachine`:
 * the board create form and, when the viewer may invite (S0 §6), the collaborator typeahead; the
 * machine sends the invites once the board is saved, then `onCreated` runs.
 */
export function BoardCreateModal({ input, onCreated, onClose }: BoardCreateModalProps) {
  const { view: children } = useBoundMachine(
    'BoardCreateModal',
    (runtime: PortsRuntime<BoardService | CollaboratorService>) =>
      boardCreateInviteMachine.provide({
        actors: {
          boardCreateForm: boardCreateFormMachine.provide({ actors: boardCreateFormActors(runtime) }),
          collaboratorSelection: collaboratorSelectionMachine.provide({ actors: collaboratorSelectionActors(runtime) }),
        },
      }),
    { input, select: boardCreateInviteChildren, onFinish: (output) => output.board !== null && onCreated(output.board) },
  );
  // note: while the invites go out the saved form stays on screen (its last snapshot), as the typeahead does
  const shown = useRef<Running | null>(null);
  if (children.form !== null && children.collaborators !== null)
    shown.current = { form: children.form, collaborators: children.collaborators };
  return shown.current === null ? null : <Bound actors={shown.current} viewerId={input.acting.viewerId ?? null} onClose={onClose} />;
}

function Bound({
  actors,
  viewerId,
  onClose,
}: {
  readonly actors: Running;
  readonly viewerId: string | null;
  readonly onClose: () => void;
}) {
  const view = useSelector(actors.form, selectBoardCreateForm);
  const collaborators = useSelector(actors.collaborators, selectCollaboratorSelection);
  return (
    <Modal
      title={view.title}
      onClose={() => {
        actors.form.send({ type: 'FORM.CANCEL' });
        onClose();
      }}
    >
      <BoardCreateForm view={view} send={actors.form.send}>
        {view.canInviteCollaborators ? (
          <CollaboratorPicker view={collaborators} send={actors.collaborators.send} ownerId={viewerId} viewerId={viewerId} />
        ) : null}
      </BoardCreateForm>
    </Modal>
  );
}
