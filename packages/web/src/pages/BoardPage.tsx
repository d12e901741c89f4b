/**
 * `/{username}/{slug}/`: a board — its sections (filter the Pins by one), its Pins in the masonry
 * grid, and for its owner and collaborators, select Pins and move them to another board or section
 * (react-ui `MovePins`, S0 §4/§5/§8: optimistic, back with the message on failure, identical
 * moves refused).
 */
import type { Board, BoardSection, Pin } from '@pinstack/core';
import { BoardService } from '@pinstack/core/ports';
import { type MoveTarget, MovePins } from '@pinstack/react-ui';
import { Effect } from 'effect';
import { useState } from 'react';
import { Link } from 'wouter';
import { PinGrid } from '../feed/PinGrid.js';
import type { Outcome, WebBackend } from '../ports/backend.js';
import type { BoardSummary } from '../ports/browse.js';
import { useSession } from '../session.js';
import { LoadFailure } from './LoadFailure.js';
import type { PageProps } from './page-props.js';
import { useRead } from './use-read.js';
import '../feed/feed.css';

const MAX_PAGES = 40;

/** The user's board with this slug, through their board list (UserBoardsResource); 404 when none. */
async function boardBySlug(backend: WebBackend, username: string, slug: string): Promise<Outcome<BoardSummary>> {
  let bookmark: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const outcome = await backend.browse.userBoards(username, bookmark);
    if (!outcome.ok) return outcome;
    const found = outcome.value.items.find((board) => board.slug === slug || board.id === slug);
    if (found !== undefined) return { ok: true, value: found };
    bookmark = outcome.value.bookmark;
    if (bookmark === null) break;
  }
  return { ok: false, message: "Sorry, we couldn't find that.", status: 404 };
}

interface BoardContent {
  readonly board: BoardSummary;
  readonly sections: readonly BoardSection[];
  readonly pins: readonly Pin[];
  /** Where the viewer may move Pins (their boards), empty when they may not edit this one. */
  readonly others: readonly Board[];
}

async function readBoard(
  backend: WebBackend,
  username: string,
  slug: string,
  sectionId: string | null,
  viewerId: string | null,
): Promise<Outcome<BoardContent>> {
  const board = await boardBySlug(backend, username, slug);
  if (!board.ok) return board;
  const boardId = board.value.id;
  const content = await backend.run(
    Effect.flatMap(BoardService, (boards) =>
      Effect.all({
        sections: boards.getSections({ board_id: boardId }),
        pins: boards.getBoardFeed({ board_id: boardId, ...(sectionId === null ? {} : { section_id: sectionId }) }),
        others:
          viewerId === null ? Effect.succeed<readonly Board[]>([]) : Effect.map(boards.getPickerBoards({}), (picker) => picker.all_boards),
      }),
    ),
  );
  if (!content.ok) return content;
  const editable = content.value.others.some((other) => other.id === boardId);
  return { ok: true, value: { board: board.value, ...content.value, others: editable ? content.value.others : [] } };
}

export default function BoardPage({ route, search }: PageProps) {
  const username = route.params['username'] ?? '';
  const slug = route.params['slug'] ?? '';
  const sectionId = new URLSearchParams(search).get('section');
  const { viewer } = useSession();
  const viewerId = viewer?.isAuth === true ? (viewer.id ?? null) : null;
  const [moving, setMoving] = useState(false);
  const content = useRead(`board:${username}:${slug}:${sectionId ?? ''}:${viewerId ?? ''}:${moving}`, (backend) =>
    readBoard(backend, username, slug, sectionId, viewerId),
  );
  if (content.status === 'loading')
    return (
      <p className="ps-loading" role="status">
        Loading…
      </p>
    );
  if (content.status === 'failed') return <LoadFailure message={content.message} httpStatus={content.httpStatus} code={content.code} />;
  const { board, sections, pins, others } = content.value;
  const base = `/${encodeURIComponent(username)}/${encodeURIComponent(slug)}/`;
  const here = { boardId: board.id, sectionId };
  const targets: MoveTarget[] = [
    ...(sectionId === null ? [] : [{ label: `${board.name} (no section)`, location: { boardId: board.id, sectionId: null } }]),
    ...sections
      .filter((s) => s.id !== sectionId)
      .map((s) => ({ label: `${board.name} › ${s.title ?? s.name ?? s.id}`, location: { boardId: board.id, sectionId: s.id } })),
    ...others.filter((b) => b.id !== board.id).map((b) => ({ label: b.name, location: { boardId: b.id, sectionId: null } })),
  ];
  return (
    <section className="ps-page" aria-labelledby="board-title">
      <h1 id="board-title">{board.name}</h1>
      <p className="ps-subtle">
        <Link href={`/${encodeURIComponent(username)}/`}>@{username}</Link> · {board.pin_count} {board.pin_count === 1 ? 'Pin' : 'Pins'}
        {board.privacy === 'secret' ? ' · Secret' : ''}
      </p>
      {sections.length === 0 ? null : (
        <nav aria-label="Sections">
          <ul className="ps-tabs">
            <li>
              <Link href={base} aria-current={sectionId === null ? 'page' : undefined}>
                All Pins
              </Link>
            </li>
            {sections.map((section) => (
              <li key={section.id}>
                <Link
                  href={`${base}?section=${encodeURIComponent(section.id)}`}
                  aria-current={section.id === sectionId ? 'page' : undefined}
                >
                  {section.title ?? section.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {others.length > 0 ? (
        <p>
          <button type="button" className="ps-link-button" aria-expanded={moving} onClick={() => setMoving((on) => !on)}>
            {moving ? 'Done moving' : 'Select Pins to move'}
          </button>
        </p>
      ) : null}
      {moving ? (
        <MovePins source={here} pins={pins} targets={targets} />
      ) : pins.length === 0 ? (
        <p>No Pins here yet.</p>
      ) : (
        <PinGrid pins={pins} label={`Pins on ${board.name}`} />
      )}
    </section>
  );
}
