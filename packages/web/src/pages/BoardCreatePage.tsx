/**
 * S0 §2 `/board/create/` (mobile): the board create form as a page. It carries the Pin being saved
 * as navigation state; once the board exists the Pin is saved to it (S0 §4 mobile Pin creation:
 * the toast, then back past the create-Pin page). Without a Pin, the new board's page opens.
 */
import type { Board } from '@pinstack/core';
import type { CreatePinPageRequest } from '@pinstack/core/rules';
import { BoardCreateForm, useBoardCreateForm } from '@pinstack/react-ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useReadySession } from '../session.js';
import { carriedPin } from './carried-pin.js';
import type { PageProps } from './page-props.js';
import { useMobilePinCreate } from './use-mobile-pin-create.js';

export default function BoardCreatePage(_: PageProps) {
  const session = useReadySession();
  const [, navigate] = useLocation();
  const [pin] = useState(carriedPin);
  const viewer = session?.viewer;
  if (viewer === undefined || !viewer.isAuth || viewer.id === undefined) return null;
  return pin === null ? (
    <Form viewerId={viewer.id} onCreated={(board) => navigate(board.url ?? '/', { replace: true })} />
  ) : (
    <FormSavingPin viewerId={viewer.id} pin={pin} />
  );
}

function FormSavingPin({ viewerId, pin }: { readonly viewerId: string; readonly pin: CreatePinPageRequest }) {
  const save = useMobilePinCreate(pin, true);
  return <Form viewerId={viewerId} onCreated={(board) => save.send({ type: 'PIN.CREATE', boardId: board.id, boardName: board.name })} />;
}

function Form({ viewerId, onCreated }: { readonly viewerId: string; readonly onCreated: (board: Board) => void }) {
  const { view, send } = useBoardCreateForm({ acting: { isAuth: true, viewerId } }, onCreated);
  return (
    <section className="ps-page" aria-labelledby="board-create-title">
      <h1 id="board-create-title">{view.title}</h1>
      <BoardCreateForm view={view} send={send} />
    </section>
  );
}
