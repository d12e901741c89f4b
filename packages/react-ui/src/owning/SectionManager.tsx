import type { BoardSection } from '@pinstack/core';
import { MESSAGES } from '@pinstack/core';
import { canAddSection, OWNING_MESSAGES } from '@pinstack/core/rules';
import { BoardService } from '@pinstack/core/ports';
import { Effect } from 'effect';
import { useState } from 'react';
import { AddSectionForm } from '../add-section-form/AddSectionForm.js';
import { useAddSectionForm } from '../add-section-form/use-add-section-form.js';
import { Button } from '../primitives/Button.js';
import { Modal } from '../primitives/Modal.js';
import { TextField } from '../primitives/TextField.js';
import { ConfirmDelete } from './ConfirmDelete.js';
import styles from './Owning.module.css';
import { confirmingDelete, useOwnerAction } from '../owner-action/use-owner-action.js';

/** Props of {@link SectionManager}. */
export interface SectionManagerProps {
  readonly boardId: string;
  readonly sections: readonly BoardSection[];
  /** After a section was added, renamed or deleted (the page reads the board again). */
  readonly onChanged: (section: BoardSection | null) => void;
}

const titleOf = (section: BoardSection): string => section.title ?? section.name ?? section.id;

type Open = { readonly kind: 'add' } | { readonly kind: 'rename' | 'delete'; readonly section: BoardSection } | null;

/**
 * Issue #25 a board's sections for the people who save to it: `Add section` opens the S0 §2
 * add-section form (title 'Add section', label 'Name', placeholder Like "Lighting", 'Add'); each
 * section can be renamed (S0 §5 trimmed, non-blank) or deleted after a confirmation (its Pins stay
 * on the board).
 */
export function SectionManager({ boardId, sections, onChanged }: SectionManagerProps) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <section className={styles.form} aria-label="Sections of this board">
      <div className={styles.actions}>
        <Button onClick={() => setOpen({ kind: 'add' })}>{MESSAGES.addSection}</Button>
      </div>
      {sections.length === 0 ? null : (
        <ul className={styles.sections}>
          {sections.map((section) => (
            <li key={section.id} className={styles.section}>
              <span className={styles.sectionTitle}>{titleOf(section)}</span>
              <Button aria-label={`Rename section ${titleOf(section)}`} onClick={() => setOpen({ kind: 'rename', section })}>
                Rename
              </Button>
              <Button aria-label={`Delete section ${titleOf(section)}`} onClick={() => setOpen({ kind: 'delete', section })}>
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
      {open?.kind === 'add' ? (
        <AddSectionDialog
          boardId={boardId}
          onClose={close}
          onCreated={(section) => {
            close();
            onChanged(section);
          }}
        />
      ) : null}
      {open?.kind === 'rename' ? (
        <RenameSectionDialog
          section={open.section}
          onClose={close}
          onRenamed={(section) => {
            close();
            onChanged(section);
          }}
        />
      ) : null}
      {open?.kind === 'delete' ? (
        <DeleteSectionDialog
          section={open.section}
          onClose={close}
          onDeleted={() => {
            close();
            onChanged(null);
          }}
        />
      ) : null}
    </section>
  );
}

function AddSectionDialog({ boardId, onClose, onCreated }: { boardId: string; onClose: () => void; onCreated: (s: BoardSection) => void }) {
  const { view, send } = useAddSectionForm({ boardId }, onCreated);
  return (
    <Modal title={view.title} onClose={onClose}>
      <AddSectionForm view={view} send={send} />
    </Modal>
  );
}

function RenameSectionDialog({
  section,
  onClose,
  onRenamed,
}: {
  section: BoardSection;
  onClose: () => void;
  onRenamed: (s: BoardSection) => void;
}) {
  const [name, setName] = useState(titleOf(section));
  const rename = useOwnerAction(
    'SectionManager',
    () => Effect.flatMap(BoardService, (boards) => boards.updateSection({ section_id: section.id, name: name.trim() })),
    { onDone: (renamed) => onRenamed(renamed as BoardSection) },
  );
  const ready = canAddSection({ text: name, saving: rename.view.busy, error: null });
  return (
    <Modal title="Rename section" onClose={onClose}>
      <form
        className={styles.form}
        aria-busy={rename.view.busy}
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) rename.request({ section_id: section.id });
        }}
      >
        <TextField
          label={MESSAGES.sectionNameLabel}
          value={name}
          error={rename.view.error}
          autoComplete="off"
          data-autofocus
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <div className={styles.actions}>
          <Button onClick={onClose} disabled={rename.view.busy}>
            Cancel
          </Button>
          <Button variant="primary" type="submit" disabled={!ready}>
            Save
          </Button>
        </div>
      </form>
    </Modal>
  );
}

function DeleteSectionDialog({ section, onClose, onDeleted }: { section: BoardSection; onClose: () => void; onDeleted: () => void }) {
  const remove = useOwnerAction(
    'SectionManager',
    () => Effect.flatMap(BoardService, (boards) => boards.deleteSection({ section_id: section.id })),
    {
      confirm: true,
      onDone: () => onDeleted(),
    },
  );
  const question = OWNING_MESSAGES.sectionDeleteQuestion(titleOf(section));
  return (
    <Modal title={question} onClose={onClose}>
      <ConfirmDelete
        question={question}
        detail={OWNING_MESSAGES.sectionDeleteDetail}
        confirmLabel="Delete section"
        {...confirmingDelete(remove, { section_id: section.id })}
        onCancel={onClose}
      />
    </Modal>
  );
}
