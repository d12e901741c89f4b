/**
 * The reads of the pages a pinner browses (wire-protocol.md "Reads the web app needs"), over the
 * core `BrowseService` port: the same calls, options schema and answers whichever adapter the app
 * runs on (the HTTP adapter against the server, or the in-memory adapter of the demo build). Each
 * list answer is one page and the bookmark of the next (`null` on the last page).
 */
import type { Pin } from '@pinstack/core';
import { BrowseService, type BoardSummary, type Profile, type SearchResults } from '@pinstack/core/ports';
import { BROWSE_PAGE_SIZE, type ListPage, type SearchScope } from '@pinstack/core/rules';
import { type Context, Effect } from 'effect';
import type { Outcome } from './backend.js';

export type { BoardSummary, ListPage, Profile, SearchResults };

const paging = (bookmark: string | null) => ({ page_size: BROWSE_PAGE_SIZE, ...(bookmark === null ? {} : { bookmark }) });

/** The browse reads a backend answers. */
export interface BrowseReads {
  readonly homeFeed: (bookmark: string | null) => Promise<Outcome<ListPage<Pin>>>;
  readonly profile: (username: string) => Promise<Outcome<Profile>>;
  readonly userBoards: (username: string, bookmark: string | null) => Promise<Outcome<ListPage<BoardSummary>>>;
  /** A page of the Pins that user saved (the viewer's own, for the quick-promote choose step), newest first. */
  readonly userPins: (username: string, bookmark: string | null) => Promise<Outcome<ListPage<Pin>>>;
  /** The board at `/{username}/{slug}/` (404 for a missing one and for a secret one the viewer may not see). */
  readonly board: (username: string, slug: string) => Promise<Outcome<BoardSummary>>;
  /** A page of the board's (or one section's) Pins, newest first. */
  readonly boardFeed: (boardId: string, sectionId: string | null, bookmark: string | null) => Promise<Outcome<ListPage<Pin>>>;
  readonly search: (query: string, scope: SearchScope, bookmark: string | null) => Promise<Outcome<SearchResults>>;
}

/** Runs one call of the browse port. */
export type RunBrowse = <A, E>(effect: Effect.Effect<A, E, BrowseService>) => Promise<Outcome<A>>;

/** The browse reads over a backend's runtime. */
export function browseReads(run: RunBrowse): BrowseReads {
  const call = <A, E>(use: (service: Context.Service.Shape<typeof BrowseService>) => Effect.Effect<A, E>) =>
    run(Effect.flatMap(BrowseService, use));
  return {
    homeFeed: (bookmark) => call((browse) => browse.homeFeed(paging(bookmark))),
    profile: (username) => call((browse) => browse.user({ username })),
    userBoards: (username, bookmark) => call((browse) => browse.userBoards({ username, ...paging(bookmark) })),
    userPins: (username, bookmark) => call((browse) => browse.userPins({ username, ...paging(bookmark) })),
    board: (username, slug) => call((browse) => browse.board({ username, slug })),
    boardFeed: (boardId, sectionId, bookmark) =>
      call((browse) =>
        browse.boardFeed({ board_id: boardId, ...(sectionId === null ? {} : { section_id: sectionId }), ...paging(bookmark) }),
      ),
    search: (query, scope, bookmark) => call((browse) => browse.search({ query, scope, ...paging(bookmark) })),
  };
}
