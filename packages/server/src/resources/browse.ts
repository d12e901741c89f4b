/**
 * The reads of the pages a pinner browses (wire-protocol.md "Reads the web app needs"):
 * `HomeFeedResource`, `UserResource`, `UserBoardsResource`, `SearchResource`. Lists take
 * `{ bookmark?, page_size? }` (1–100, default 25) and answer a `ListPage`; every read applies the
 * same visibility as the rest of the server (secret and protected boards only for their members).
 */
import { parseSearchQuery, SEARCH_SCOPES } from '@pinstack/core';
import { Schema } from 'effect';
import type { Call, ResourceTable } from '../http/call.js';
import { decodeOrFail } from '../http/decode.js';
import { HttpFailure, ListPage, notFound } from '../http/envelope.js';
import * as store from '../store/index.js';
import * as browse from '../store/browse.js';
import { boardView, pinView, userView } from './views.js';

/** Default and largest page of a list read (wire-protocol.md). */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

const Paging = {
  bookmark: Schema.optional(Schema.String.pipe(Schema.maxLength(64))),
  page_size: Schema.optional(Schema.Int.pipe(Schema.between(1, MAX_PAGE_SIZE))),
};
const HomeFeedGet = Schema.Struct(Paging);
const UserGet = Schema.Struct({ username: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(100)) });
const UserBoardsGet = Schema.Struct({ username: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(100)), ...Paging });
const SearchGet = Schema.Struct({
  query: Schema.String.pipe(Schema.maxLength(500)),
  scope: Schema.optional(Schema.String.pipe(Schema.maxLength(40))),
  ...Paging,
});

/** The bookmark of the page after `offset + size` (opaque to clients: base64url of the offset). */
const bookmarkAt = (offset: number): string => Buffer.from(`o:${offset}`).toString('base64url');

/** The offset a bookmark names; a bookmark this server did not give is 400. */
function offsetOf(bookmark: string | undefined): number {
  if (bookmark === undefined || bookmark === '') return 0;
  const match = /^o:(\d{1,9})$/.exec(Buffer.from(bookmark, 'base64url').toString('utf8'));
  if (match === null) throw new HttpFailure(400, 'Invalid options.', 'bookmark: not a bookmark of this list');
  return Number(match[1]);
}

/** One page of `read` (asked for one row more, to know whether a next page exists). */
async function page<Row, Item>(
  options: { readonly bookmark?: string | undefined; readonly page_size?: number | undefined },
  read: (limit: number, offset: number) => Promise<Row[]>,
  view: (row: Row) => Item,
): Promise<ListPage> {
  const size = options.page_size ?? DEFAULT_PAGE_SIZE;
  const offset = offsetOf(options.bookmark);
  const rows = await read(size + 1, offset);
  return new ListPage(rows.slice(0, size).map(view), rows.length > size ? bookmarkAt(offset + size) : null);
}

const viewerIdOf = (call: Call): string => call.viewerOrNull()?.id ?? '';

async function userNamed(call: Call, username: string) {
  const user = await store.userByLogin(call.db, username);
  // note: userByLogin also takes an e-mail; a profile is found by its username only
  if (user === undefined || user.username.toLowerCase() !== username.toLowerCase()) throw notFound('user');
  return user;
}

/** S1 §3 the words of a query: lower-cased, split on white space, at most 8. */
const wordsOf = (query: string): string[] =>
  query
    .toLowerCase()
    .split(/\s+/u)
    .filter((word) => word !== '')
    .slice(0, 8);

/** The browse reads, as resource actions beyond the port calls. */
export const browseResources: ResourceTable = {
  HomeFeedResource: {
    get: {
      access: 'optional',
      run: async (call, input) => {
        const options = decodeOrFail(HomeFeedGet, input);
        const viewerId = viewerIdOf(call);
        return page(options, (limit, offset) => browse.feedPins(call.db, viewerId, limit, offset), pinView);
      },
    },
  },
  UserResource: {
    get: {
      access: 'optional',
      run: async (call, input) => {
        const { username } = decodeOrFail(UserGet, input);
        const user = await userNamed(call, username);
        const viewerId = viewerIdOf(call);
        const followed = viewerId === '' ? false : (await store.followedAmong(call.db, viewerId, [user.id])).has(user.id);
        return {
          ...userView(user, followed),
          followed_by_me: followed,
          ...(await browse.profileCounts(call.db, viewerId, user.id)),
        };
      },
    },
  },
  UserBoardsResource: {
    get: {
      access: 'optional',
      run: async (call, input) => {
        const options = decodeOrFail(UserBoardsGet, input);
        const user = await userNamed(call, options.username);
        const viewerId = viewerIdOf(call);
        return page(
          options,
          (limit, offset) => browse.visibleBoardsOf(call.db, viewerId, user.id, limit, offset),
          (row) => boardView(row, viewerId),
        );
      },
    },
  },
  SearchResource: {
    get: {
      access: 'optional',
      run: async (call, input) => {
        const options = decodeOrFail(SearchGet, input);
        // S1 §3: the scope is parseSearchQuery's (unknown → pins); boards and users have their own lists
        const scope = parseSearchQuery(`/search/?scope=${encodeURIComponent(options.scope ?? 'pins')}`).scope;
        if (!(SEARCH_SCOPES as readonly string[]).includes(scope)) throw new HttpFailure(400, 'Invalid options.', 'scope');
        const words = wordsOf(options.query);
        const viewerId = viewerIdOf(call);
        if (scope === 'boards')
          return page(
            options,
            (limit, offset) => browse.searchBoardRows(call.db, viewerId, words, limit, offset),
            (row) => boardView(row, viewerId),
          );
        if (scope === 'users')
          return page(
            options,
            (limit, offset) => browse.searchPeople(call.db, words, limit, offset),
            (row) => userView(row),
          );
        return page(options, (limit, offset) => browse.searchPins(call.db, viewerId, words, limit, offset), pinView);
      },
    },
  },
};
