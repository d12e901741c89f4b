/**
 * `/{username}/{slug}/`: a board — its sections (filter the Pins by one), its Pins in the masonry
 * grid, and for its owner and collaborators, select Pins and move them to another board or section
 * (react-ui `MovePins`, S0 §4/§5/§8: optimistic, back with the message on failure, identical
 * moves refused).
 */
import type { Board, BoardSection } from '@pinstack/core';
import { canManageBoard, canWriteBoard, isArchivedByMe, OWNING_MESSAGES } from '@pinstack/core/rules';
import { BoardService, type BoardSummary } from '@pinstack/core/ports';
import { BoardSettingsModal, Button, type MoveTarget, MovePins, SectionManager } from '@pinstack/react-ui';
import { Effect } from 'effect';
import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { FeedStatus } from '../feed/FeedStatus.js';
import { PinGrid } from '../feed/PinGrid.js';
import { usePagedList } from '../feed/use-paged-list.js';
import type { Outcome, WebBackend } from '../ports/backend.js';
import { useSession } from '../session.js';
import { BoardPeople } from './BoardPeople.js';
import { useRenamedRedirect } from './use-renamed-redirect.js';
import { LoadFailure } from './LoadFailure.js';
import type { PageProps } from './page-props.js';
import { useCachedRead } from '../cache/browse-cache.js';
import { useScrollMemory } from './use-scroll-memory.js';
import '../feed/feed.css';
import { usePageTitle } from '../shell/title.js';

interface BoardContent {
  readonly board: BoardSummary;
  readonly sections: readonly BoardSection[];
  /** Where the viewer may move Pins (their boards), empty when they may not edit this one. */
  readonly others: readonly Board[];
}

/** The board at `/{username}/{slug}/` (BoardResource by username and slug), its sections and the viewer's boards. */
async function readBoard(backend: WebBackend, username: string, slug: string, viewerId: string | null): Promise<Outcome<BoardContent>> {
  const board = await backend.browse.board(username, slug);
  if (!board.ok) return board;
  const boardId = board.value.id;
  const content = await backend.run(
    Effect.flatMap(BoardService, (boards) =>
      Effect.all({
        sections: boards.getSections({ board_id: boardId }),
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
  const { backend, viewer, setFlash } = useSession();
  const [, navigate] = useLocation();
  const viewerId = viewer?.isAuth === true ? (viewer.id ?? null) : null;
  const [moving, setMoving] = useState(false);
  const [settings, setSettings] = useState(false);
  const content = useCachedRead(['board', username, slug, viewerId], (b) => readBoard(b, username, slug, viewerId));
  const boardId = content.status === 'done' ? content.value.board.id : null;
  // the board's Pins, a page at a time as the page nears its end (BoardFeedResource, S1 §9)
  const fetchPage = useCallback(
    (bookmark: string | null) =>
      backend === null || boardId === null ? Promise.reject() : backend.browse.boardFeed(boardId, sectionId, bookmark),
    [backend, boardId, sectionId],
  );
  // note: moves change this list through the cache (`CHANGED_BY`), not by reading it again here
  const pins = usePagedList(['boardFeed', boardId, sectionId, viewerId], boardId === null ? null : fetchPage);
  useScrollMemory(content.status !== 'loading' && (pins.items.length > 0 || !pins.loading));
  usePageTitle(content.status === 'done' ? content.value.board.name : null);
  // issue 25: URLs follow a username change
  useRenamedRedirect(username, content.status === 'done' ? content.value.board.owner?.username : null);
  // issue #25: a renamed board's old URL finds it; the address bar moves to where it is now
  const movedTo = content.status === 'done' ? movedBoardUrl(content.value.board, slug) : null;
  useEffect(() => {
    if (movedTo !== null) navigate(`${movedTo}${search === '' ? '' : `?${search.replace(/^\?/, '')}`}`, { replace: true });
  }, [movedTo, navigate, search]);
  if (content.status === 'loading')
    return (
      <p className="ps-loading" role="status">
        Loading…
      </p>
    );
  if (content.status === 'failed') return <LoadFailure message={content.message} httpStatus={content.httpStatus} code={content.code} />;
  const { board, sections, others } = content.value;
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
        <Link href={`/${encodeURIComponent(username)}/`}>@{username}</Link>
        {board.privacy === 'secret' ? ' · Secret' : ''}
        {isArchivedByMe(board) ? ` · ${OWNING_MESSAGES.boardArchived}` : ''}
      </p>
      {board.description?.trim() ? <p>{board.description}</p> : null}
      {canManageBoard(board, viewerId) ? (
        <p>
          <Button onClick={() => setSettings(true)}>Board settings</Button>
        </p>
      ) : null}
      {settings ? (
        <BoardSettingsModal
          board={board}
          pinCount={board.pin_count}
          onClose={() => setSettings(false)}
          onSaved={(saved) => {
            setSettings(false);
            // a rename moves the board's URL (the cache reads it again: CHANGED_BY 'BoardResource.update')
            if (saved.url !== undefined && saved.url !== board.url) navigate(saved.url, { replace: true });
          }}
          onDeleted={() => {
            setSettings(false);
            setFlash(OWNING_MESSAGES.boardDeleted(board.name));
            navigate(`/${encodeURIComponent(username)}/`, { replace: true });
          }}
        />
      ) : null}
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
      {/* issue #25: the board's writers (S0 §6 owner or collaborator) manage its sections, archived or not */}
      {canWriteBoard(board, viewerId) ? <SectionManager boardId={board.id} sections={sections} onChanged={() => undefined} /> : null}
      {others.length > 0 ? (
        <p>
          <button type="button" className="ps-link-button" aria-expanded={moving} onClick={() => setMoving((on) => !on)}>
            {moving ? 'Done moving' : 'Select Pins to move'}
          </button>
        </p>
      ) : null}
      {moving ? (
        // MovePins keeps its own optimistic list from the Pins it starts with: start it once loaded
        pins.loading ? null : (
          <MovePins source={here} pins={pins.items} targets={targets} />
        )
      ) : (
        <PinGrid pins={pins.items} label={`Pins on ${board.name}`} />
      )}
      <FeedStatus list={pins} empty="No Pins here yet." />
      {viewerId === null ? null : <BoardPeople board={board} viewerId={viewerId} />}
    </section>
  );
}

/** Issue #25: where a board found by an old slug (a rename's) lives now, or `null` when the URL is its own. */
function movedBoardUrl(board: Board, slug: string): string | null {
  if (board.slug === undefined || board.url === undefined) return null;
  return board.slug.toLowerCase() === slug.toLowerCase() ? null : board.url;
}
