/**
 * S0 §2 `/board/create/` (mobile): the board create form as a page. It carries the Pin being saved
 * as navigation state; once the board exists the create-Pin page opens again for that Pin, with
 * the new board at the top of its picker. Without a Pin, the new board's page opens.
 */
import type { Board } from '@pinstack/core';
import { createPinPagePath, type CreatePinPageRequest } from '@pinstack/core/rules';
import { BoardCreateForm, useBoardCreateForm } from '@pinstack/react-ui';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useReadySession } from '../session.js';
import { carriedPin } from './carried-pin.js';
import type { PageProps } from './page-props.js';

export default function BoardCreatePage(_: PageProps) {
  const session = useReadySession();
  const [location, navigate] = useLocation();
  const viewer = session?.viewer;
  useEffect(() => {
    if (viewer !== undefined && !viewer.isAuth) navigate(`/login/?next=${encodeURIComponent(location)}`, { replace: true });
  }, [viewer, location, navigate]);
  if (viewer === undefined || !viewer.isAuth || viewer.id === undefined) return null;
  return <Form viewerId={viewer.id} pin={carriedPin()} onDone={(to) => navigate(to, { replace: true })} />;
}

function Form({ viewerId, pin, onDone }: { viewerId: string; pin: CreatePinPageRequest | null; onDone: (to: string) => void }) {
  const after = (board: Board) => onDone(pin === null ? (board.url ?? '/') : createPinPagePath(pin));
  const { view, send } = useBoardCreateForm({ acting: { isAuth: true, viewerId } }, after);
  return (
    <section className="ps-page" aria-labelledby="board-create-title">
      <h1 id="board-create-title">{view.title}</h1>
      <BoardCreateForm view={view} send={send} />
    </section>
  );
}
