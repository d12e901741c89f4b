/** The browse reads over HTTP (wire-protocol.md "Reads the web app needs"), decoded at the boundary. */
import { BoardSchema, MESSAGES, PinSchema, UserSchema } from '@pinstack/core';
import { Schema } from 'effect';
import type { Outcome } from './backend.js';
import type { BrowseReads, ListPage } from './browse.js';

const PAGE_SIZE = 25;

const Failure = Schema.Struct({
  resource_response: Schema.Struct({
    error: Schema.Struct({ http_status: Schema.Number, message: Schema.String, api_error_code: Schema.optional(Schema.Number) }),
  }),
});

const BoardSummarySchema = Schema.extend(BoardSchema, Schema.Struct({ pin_count: Schema.Number }));
const ProfileSchema = Schema.extend(
  UserSchema,
  Schema.Struct({ followed_by_me: Schema.Boolean, board_count: Schema.Number, pin_count: Schema.Number, follower_count: Schema.Number }),
);

/** Reads `GET /resource/{name}/get/?data=` and decodes `data` with `schema` (and the bookmark beside it). */
async function read<A, I>(
  origin: string,
  name: string,
  options: object,
  schema: Schema.Schema<A, I>,
): Promise<Outcome<{ data: A; bookmark: string | null }>> {
  let body: unknown;
  try {
    const response = await fetch(`${origin}/resource/${name}/get/?data=${encodeURIComponent(JSON.stringify({ options }))}`, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    body = await response.json();
    if (!response.ok) {
      const failure = Schema.decodeUnknownOption(Failure)(body);
      return failure._tag === 'Some'
        ? {
            ok: false,
            message: failure.value.resource_response.error.message,
            status: failure.value.resource_response.error.http_status,
            ...(failure.value.resource_response.error.api_error_code === undefined
              ? {}
              : { code: failure.value.resource_response.error.api_error_code }),
          }
        : { ok: false, message: MESSAGES.genericError, status: response.status };
    }
  } catch (error) {
    console.warn(`${name} read failed`, error);
    return { ok: false, message: MESSAGES.genericError };
  }
  const decoded = Schema.decodeUnknownOption(
    Schema.Struct({ resource_response: Schema.Struct({ data: schema, bookmark: Schema.optional(Schema.String) }) }),
  )(body);
  if (decoded._tag === 'None') return { ok: false, message: MESSAGES.genericError };
  return { ok: true, value: { data: decoded.value.resource_response.data, bookmark: decoded.value.resource_response.bookmark ?? null } };
}

const paging = (bookmark: string | null) => ({ page_size: PAGE_SIZE, ...(bookmark === null ? {} : { bookmark }) });

async function list<A, I>(origin: string, name: string, options: object, item: Schema.Schema<A, I>): Promise<Outcome<ListPage<A>>> {
  const outcome = await read(origin, name, options, Schema.Array(item));
  return outcome.ok ? { ok: true, value: { items: outcome.value.data, bookmark: outcome.value.bookmark } } : outcome;
}

/** The browse reads of the server at `origin`. */
export function httpBrowse(origin: string): BrowseReads {
  return {
    homeFeed: (bookmark) => list(origin, 'HomeFeedResource', paging(bookmark), PinSchema),
    profile: async (username) => {
      const outcome = await read(origin, 'UserResource', { username }, ProfileSchema);
      return outcome.ok ? { ok: true, value: outcome.value.data } : outcome;
    },
    userBoards: (username, bookmark) => list(origin, 'UserBoardsResource', { username, ...paging(bookmark) }, BoardSummarySchema),
    search: async (query, scope, bookmark) => {
      const options = { query, scope, ...paging(bookmark) };
      if (scope === 'boards') {
        const page = await list(origin, 'SearchResource', options, BoardSummarySchema);
        return page.ok ? { ok: true, value: { kind: 'boards', page: page.value } } : page;
      }
      if (scope === 'users') {
        const page = await list(origin, 'SearchResource', options, UserSchema);
        return page.ok ? { ok: true, value: { kind: 'users', page: page.value } } : page;
      }
      const page = await list(origin, 'SearchResource', options, PinSchema);
      return page.ok ? { ok: true, value: { kind: 'pins', page: page.value } } : page;
    },
  };
}
