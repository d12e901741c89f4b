/**
 * The reads of the pages a pinner browses (wire-protocol.md "Reads the web app needs"):
 * `HomeFeedResource`, `UserResource`, `UserBoardsResource`, `BoardResource` get (by id or by
 * `/{username}/{slug}/`), `BoardFeedResource` and `SearchResource`, their options decoded with the
 * core request schemas (`@pinstack/core` `requests/browse.ts`). Lists take `{ bookmark?, page_size? }`
 * (1–100, default 25) and answer a `ListPage`; every read applies the same visibility as the rest of
 * the server and the core rules (`isBoardListed` for lists, `canViewBoard` for one board).
 */
import {
  boardForSlug,
  boardReadRefusal,
  enforce,
  matchesPeopleSearch,
  pageSizeOf,
  searchResultKind,
  searchWords,
  type RequestOf,
} from '@pinstack/core';
import type { Call, Endpoints } from '../http/call.js';
import { HttpFailure, ListPage, notFound } from '../http/envelope.js';
import { laneOf } from '../http/lanes.js';
import * as store from '../store/index.js';
import * as browse from '../store/browse.js';
import { asMissing, viewableBoard } from './access.js';
import { boardView, pinView, userView } from './views.js';

/** The bookmark of the page starting at `offset` (opaque to clients: base64url of the offset). */
const bookmarkAt = (offset: number): string => Buffer.from(`o:${offset}`).toString('base64url');

/** The offset a bookmark names; a bookmark this server did not give is 400. */
function offsetOf(bookmark: string | undefined): number {
  if (bookmark === undefined || bookmark === '') return 0;
  const match = /^o:(\d{1,9})$/.exec(Buffer.from(bookmark, 'base64url').toString('utf8'));
  if (match === null) throw new HttpFailure(400, 'Invalid options.', 'bookmark: not a bookmark of this list');
  return Number(match[1]);
}

/** One page of `read` (asked for one row more, to know whether a next page exists). */
export async function page<Row, Item>(
  options: { readonly bookmark?: string | undefined; readonly page_size?: number | undefined },
  read: (limit: number, offset: number) => Promise<Row[]>,
  view: (row: Row) => Item,
): Promise<ListPage<Item>> {
  const size = pageSizeOf(options);
  const offset = offsetOf(options.bookmark);
  const rows = await read(size + 1, offset);
  return new ListPage(rows.slice(0, size).map(view), rows.length > size ? bookmarkAt(offset + size) : null);
}

const viewerIdOf = (call: Call): string => call.viewerOrNull()?.id ?? '';

async function userNamed(call: Call, username: string) {
  // issue 25: a name the user gave up still finds them; the answer carries the current username
  const user = await store.userByUsername(call.db, username);
  if (user === undefined) throw notFound('user');
  return user;
}

/** BoardResource get by `{ username, slug }`: the core rule picks among the owner's boards with that slug. */
async function boardBySlug(call: Call, username: string, slug: string, viewerId: string) {
  // note: a missing user and a missing board are the same 404, as a secret board is
  const user = await asMissing('board', () => userNamed(call, username));
  const views = (await browse.boardsWithSlug(call.db, viewerId, user.id, slug)).map((row) => boardView(row, viewerId));
  const board = boardForSlug(views, slug, viewerId);
  if (board === undefined) {
    // issue #25: a renamed board's old URL finds it (its own `slug` and `url` say where it is now)
    const renamed = await store.boardIdOfOldSlug(call.db, user.id, slug);
    if (renamed !== undefined) return boardView(await asMissing('board', () => viewableBoard(call.db, renamed, viewerId)), viewerId);
  }
  enforce(boardReadRefusal(board, viewerId));
  // note: boardReadRefusal refuses a missing board (404), so `board` is here
  return board as NonNullable<typeof board>;
}

async function boardFeed(call: Call, options: RequestOf<'BoardFeedResource.get'>) {
  const board = await viewableBoard(call.db, options.board_id, viewerIdOf(call));
  if (options.section_id !== undefined) {
    const section = await store.sectionById(call.db, options.section_id);
    if (section === undefined || section.board_id !== board.id) throw notFound('section');
  }
  return page(options, (limit, offset) => browse.boardFeedPins(call.db, board.id, options.section_id, limit, offset), pinView);
}

/** SearchResource get, one search at a time per lane (http/lanes.ts), so other reads never queue behind many. */
async function search(call: Call, options: RequestOf<'SearchResource.get'>) {
  return laneOf(call.env, 'search').run(() => searchNow(call, options));
}

async function searchNow(call: Call, options: RequestOf<'SearchResource.get'>) {
  const words = searchWords(options.query);
  const viewerId = viewerIdOf(call);
  switch (searchResultKind(options.scope)) {
    case 'boards':
      return page(
        options,
        (limit, offset) => browse.searchBoardRows(call.db, viewerId, words, limit, offset),
        (row) => boardView(row, viewerId),
      );
    case 'users': {
      // issue 25: each person found says whether the viewer follows them (the result offers Follow)
      let followed = new Set<string>();
      return page(
        options,
        // The core rule has the last word: never an e-mail match, nobody without words (issue 21).
        async (limit, offset) => {
          const rows = (await browse.searchPeople(call.db, words, limit, offset)).filter((u) => matchesPeopleSearch(u, words));
          if (viewerId !== '')
            followed = await store.followedAmong(
              call.db,
              viewerId,
              rows.map((row) => row.id),
            );
          return rows;
        },
        (row) => userView(row, followed.has(row.id)),
      );
    }
    case 'pins':
      return page(options, (limit, offset) => browse.searchPins(call.db, viewerId, words, limit, offset), pinView);
  }
}

/** The browse reads (port calls of `BrowseService`; BoardResource get and BoardFeedResource also serve `BoardService`). */
export const browseEndpoints = {
  'BoardResource.get': {
    access: 'optional',
    run: async (call, options) => {
      const viewerId = viewerIdOf(call);
      if ('board_id' in options) return boardView(await viewableBoard(call.db, options.board_id, viewerId), viewerId);
      return boardBySlug(call, options.username, options.slug, viewerId);
    },
  },
  'BoardFeedResource.get': { access: 'optional', run: boardFeed },
  'HomeFeedResource.get': {
    access: 'optional',
    run: async (call, options) => {
      const viewerId = viewerIdOf(call);
      return page(options, (limit, offset) => browse.feedPins(call.db, viewerId, limit, offset), pinView);
    },
  },
  'UserResource.get': {
    access: 'optional',
    run: async (call, options) => {
      const user = await userNamed(call, options.username);
      const viewerId = viewerIdOf(call);
      const followed = viewerId === '' ? false : (await store.followedAmong(call.db, viewerId, [user.id])).has(user.id);
      // issue 20: the profile offers Unblock to whoever blocked this user, also after a reload
      const blocked = viewerId === '' ? false : await store.hasBlocked(call.db, viewerId, user.id);
      return {
        ...userView(user, followed),
        followed_by_me: followed,
        blocked_by_me: blocked,
        ...(await browse.profileCounts(call.db, viewerId, user.id)),
        // issue 25: the rest of a profile
        about: user.about,
        website_url: user.listed_website_url,
        website_verified: user.website_verified_at !== null,
      };
    },
  },
  'UserBoardsResource.get': {
    access: 'optional',
    run: async (call, options) => {
      const user = await userNamed(call, options.username);
      const viewerId = viewerIdOf(call);
      return page(
        options,
        (limit, offset) => browse.visibleBoardsOf(call.db, viewerId, user.id, limit, offset),
        (row) => boardView(row, viewerId),
      );
    },
  },
  'UserPinsResource.get': {
    access: 'optional',
    run: async (call, options) => {
      const user = await userNamed(call, options.username);
      const viewerId = viewerIdOf(call);
      return page(options, (limit, offset) => browse.pinsOfUser(call.db, viewerId, user.id, limit, offset), pinView);
    },
  },
  'SearchResource.get': { access: 'optional', run: search },
} as const satisfies Endpoints;
