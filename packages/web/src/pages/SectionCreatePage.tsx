/**
 * S0 §2 `/board/{id}/create_section/` (mobile): the add section form as a page. It carries the Pin
 * being saved as navigation state; once the section exists the Pin is saved into it (S0 §4 mobile
 * Pin creation: the toast, then back to where the save began).
 */
import type { BoardSection } from '@pinstack/core';
import { BoardService } from '@pinstack/core/ports';
import type { CreatePinPageRequest } from '@pinstack/core/rules';
import { AddSectionForm, useAddSectionForm } from '@pinstack/react-ui';
import { Effect } from 'effect';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useReadySession } from '../session.js';
import { carriedPin } from './carried-pin.js';
import { LoadFailure } from './LoadFailure.js';
import type { PageProps } from './page-props.js';
import { useMobilePinCreate } from './use-mobile-pin-create.js';
import { useRead } from './use-read.js';

export default function SectionCreatePage({ route }: PageProps) {
  const session = useReadySession();
  const [, navigate] = useLocation();
  const [pin] = useState(carriedPin);
  const boardId = route.params['id'] ?? '';
  const viewer = session?.viewer;
  const board = useRead(`board:${boardId}`, (backend) =>
    backend.run(Effect.flatMap(BoardService, (boards) => boards.getBoard({ board_id: boardId }))),
  );
  if (viewer === undefined || !viewer.isAuth || board.status === 'loading') return null;
  if (board.status === 'failed') return <LoadFailure message={board.message} httpStatus={board.httpStatus} code={board.code} />;
  const title = `Create section in ${board.value.name}`;
  return pin === null ? (
    <Form boardId={boardId} title={title} onCreated={() => navigate(board.value.url ?? '/', { replace: true })} />
  ) : (
    <FormSavingPin boardId={boardId} boardName={board.value.name} title={title} pin={pin} />
  );
}

interface SavingProps {
  readonly boardId: string;
  readonly boardName: string;
  readonly title: string;
  readonly pin: CreatePinPageRequest;
}

function FormSavingPin({ boardId, boardName, title, pin }: SavingProps) {
  const save = useMobilePinCreate(pin, false);
  return (
    <Form
      boardId={boardId}
      title={title}
      onCreated={(section) => save.send({ type: 'PIN.CREATE', boardId, boardName, sectionId: section.id })}
    />
  );
}

function Form({
  boardId,
  title,
  onCreated,
}: {
  readonly boardId: string;
  readonly title: string;
  readonly onCreated: (section: BoardSection) => void;
}) {
  const { view, send } = useAddSectionForm({ boardId }, onCreated);
  return (
    <section className="ps-page" aria-labelledby="section-create-title">
      <h1 id="section-create-title">{title}</h1>
      <AddSectionForm view={view} send={send} />
    </section>
  );
}
