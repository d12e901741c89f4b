import type { Board } from '@pinstack/core';
import { boardPrivacyChoices, isArchivedByMe, OWNING_MESSAGES, validateBoardName } from '@pinstack/core/rules';
import { BoardService } from '@pinstack/core/ports';
import { Effect } from 'effect';
import { useId, useState } from 'react';
import { Button } from '../primitives/Button.js';
import { Modal } from '../primitives/Modal.js';
import { TextField } from '../primitives/TextField.js';
import { ConfirmDelete } from './ConfirmDelete.js';
import styles from './Owning.module.css';
import { confirmingDelete, useOwnerAction } from '../owner-action/use-owner-action.js';

/** Props of {@link BoardSettingsModal}. */
export interface BoardSettingsModalProps {
  /** The board; the page shows its settings to its owner only (`canManageBoard`). */
  readonly board: Board;
  /** How many Pins the board holds: the delete confirmation names them. */
  readonly pinCount: number;
  /** The board as saved (renamed: its new `url`), archived or unarchived. */
  readonly onSaved: (board: Board) => void;
  readonly onDeleted: () => void;
  readonly onClose: () => void;
}

/**
 * Issue #25 (beyond the spec: expected by users) a board's settings for its owner: name (S0 §5
 * rule; the URL follows), description, secret or public (S0 §6: a protected advertiser board stays
 * protected and says so), archive / unarchive (S0 §3 `archived_by_me_at`: it leaves the pickers),
 * and delete, which asks first and names how many Pins go with it.
 */
export function BoardSettingsModal({ board, pinCount, onSaved, onDeleted, onClose }: BoardSettingsModalProps) {
  const [name, setName] = useState(board.name);
  const [description, setDescription] = useState(board.description ?? '');
  const [secret, setSecret] = useState(board.privacy === 'secret');
  const [deleting, setDeleting] = useState(false);
  const descriptionId = useId();
  const privacy = boardPrivacyChoices(board);
  const archived = isArchivedByMe(board);
  const save = useOwnerAction(
    'BoardSettingsModal',
    (payload) => Effect.flatMap(BoardService, (boards) => boards.updateBoard({ board_id: board.id, ...payload })),
    { onDone: (saved) => onSaved(saved as Board) },
  );
  const archive = useOwnerAction(
    'BoardSettingsModal',
    () =>
      Effect.flatMap(BoardService, (boards) =>
        archived ? boards.unarchiveBoard({ board_id: board.id }) : boards.archiveBoard({ board_id: board.id }),
      ),
    { onDone: (saved) => onSaved(saved as Board) },
  );
  const remove = useOwnerAction(
    'BoardSettingsModal',
    () => Effect.flatMap(BoardService, (boards) => boards.deleteBoard({ board_id: board.id })),
    {
      confirm: true,
      onDone: () => onDeleted(),
    },
  );
  const nameError = validateBoardName(name);
  const busy = save.view.busy || archive.view.busy || remove.view.busy;
  const error = save.view.error ?? archive.view.error;

  if (deleting) {
    return (
      <Modal title={OWNING_MESSAGES.boardDeleteQuestion(board.name)} onClose={onClose}>
        <ConfirmDelete
          question={OWNING_MESSAGES.boardDeleteQuestion(board.name)}
          detail={OWNING_MESSAGES.boardDeleteDetail(pinCount)}
          confirmLabel={OWNING_MESSAGES.boardDeleteButton(pinCount)}
          {...confirmingDelete(remove, { board_id: board.id })}
          onCancel={() => {
            remove.cancel();
            setDeleting(false);
          }}
        />
      </Modal>
    );
  }

  return (
    <Modal title="Board settings" onClose={onClose}>
      <form
        className={styles.form}
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault();
          if (nameError !== null || busy) return;
          const wanted = secret ? 'secret' : 'public';
          const changes = {
            ...(name.trim() !== board.name ? { name: name.trim() } : {}),
            ...(description.trim() !== (board.description ?? '').trim() ? { description: description.trim() } : {}),
            ...(privacy !== null && wanted !== board.privacy ? { privacy: wanted } : {}),
          };
          if (Object.keys(changes).length === 0) onClose();
          else save.request(changes);
        }}
      >
        <TextField
          label="Name"
          value={name}
          error={nameError}
          autoComplete="off"
          data-autofocus
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <div className={styles.field}>
          <label className={styles.label} htmlFor={descriptionId}>
            Description
          </label>
          <textarea
            id={descriptionId}
            className={styles.textarea}
            value={description}
            maxLength={5000}
            onChange={(event) => setDescription(event.currentTarget.value)}
          />
        </div>
        {privacy === null ? (
          <p className={styles.note}>Protected board: it stays protected and is not listed on your profile.</p>
        ) : (
          <label className={styles.check}>
            <input type="checkbox" checked={secret} onChange={(event) => setSecret(event.currentTarget.checked)} />
            Keep this board secret
          </label>
        )}
        {error === null ? null : (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <Button onClick={() => archive.request({ board_id: board.id })} disabled={busy}>
            {archived ? 'Unarchive board' : 'Archive board'}
          </Button>
          <Button
            className={styles.danger}
            onClick={() => {
              setDeleting(true);
              remove.request({ board_id: board.id });
            }}
            disabled={busy}
          >
            Delete board
          </Button>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant="primary" type="submit" disabled={busy || nameError !== null}>
            {save.view.busy ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
