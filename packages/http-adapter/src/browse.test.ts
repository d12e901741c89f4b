/**
 * The browse reads over HTTP (wire-protocol.md "Reads the web app needs"): exact requests, the
 * bookmark read from beside `data`, each search scope decoded as its own list, and options the core
 * request schema refuses never sent.
 */
import { describe, expect, it } from 'vitest';
import { Effect, Exit } from 'effect';
import { BrowseService, BoardService, type BrowseServiceShape, type CallError } from '@pinstack/core';
import { makeHttpAdapter } from './index.js';
import { recordingFetch } from './testing.js';

const BASE = 'https://api.test';
const pin = { id: 'p1', board: { id: 'b1', name: 'Kitchen' }, section: null, pinner: { id: 'u1' } };
const board = { id: 'b1', name: 'Kitchen', slug: 'kitchen', privacy: 'public', owner: { id: 'u1', username: 'ann' } };

/** A list answer: `data` and, unless last, the next page's bookmark beside it. */
const listResponse = (data: unknown, bookmark?: string): Response =>
  new Response(JSON.stringify({ resource_response: { status: 'success', data, ...(bookmark !== undefined ? { bookmark } : {}) } }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

const run = async <A>(respond: () => Response, f: (s: BrowseServiceShape) => Effect.Effect<A, CallError>) => {
  const { fetch, requests } = recordingFetch(respond);
  const exit = await Effect.runPromiseExit(Effect.provide(Effect.flatMap(BrowseService, f), makeHttpAdapter({ baseUrl: BASE, fetch })));
  const sent = requests.map((r) => {
    const url = new URL(r.url);
    return {
      method: r.method,
      path: url.pathname,
      options: (JSON.parse(url.searchParams.get('data') ?? 'null') as { options: unknown }).options,
    };
  });
  return { exit, sent };
};

describe('HTTP adapter: browse reads (wire protocol "Reads the web app needs")', () => {
  it('a list read returns the bookmark beside data, and null when it is absent (the last page)', async () => {
    const first = await run(
      () => listResponse([pin], 'cursor-2'),
      (s) => s.boardFeed({ board_id: 'b1', section_id: 's1', page_size: 1 }),
    );
    expect(first.sent).toEqual([
      { method: 'GET', path: '/resource/BoardFeedResource/get/', options: { board_id: 'b1', section_id: 's1', page_size: 1 } },
    ]);
    expect(first.exit).toEqual(Exit.succeed({ items: [pin], bookmark: 'cursor-2' }));
    const last = await run(
      () => listResponse([pin]),
      (s) => s.boardFeed({ board_id: 'b1', bookmark: 'cursor-2' }),
    );
    expect(last.exit).toEqual(Exit.succeed({ items: [pin], bookmark: null }));
  });

  it('BoardResource get by /{username}/{slug}/ sends username and slug', async () => {
    // issue #25: the board read carries its Pin count (the delete confirmation names it)
    const counted = { ...board, pin_count: 3 };
    const { exit, sent } = await run(
      () => listResponse(counted),
      (s) => s.board({ username: 'ann', slug: 'kitchen' }),
    );
    expect(sent).toEqual([{ method: 'GET', path: '/resource/BoardResource/get/', options: { username: 'ann', slug: 'kitchen' } }]);
    expect(exit).toEqual(Exit.succeed(counted));
  });

  it('S1 §3: each scope decodes its own list (boards with pin_count, Pins for other scopes)', async () => {
    const boards = await run(
      () => listResponse([{ ...board, pin_count: 4 }], 'b2'),
      (s) => s.search({ query: 'kit', scope: 'boards', page_size: 5 }),
    );
    expect(boards.exit).toEqual(Exit.succeed({ kind: 'boards', page: { items: [{ ...board, pin_count: 4 }], bookmark: 'b2' } }));
    const videos = await run(
      () => listResponse([pin]),
      (s) => s.search({ query: 'kit', scope: 'videos' }),
    );
    expect(videos.sent[0]?.options).toEqual({ query: 'kit', scope: 'videos' });
    expect(videos.exit).toEqual(Exit.succeed({ kind: 'pins', page: { items: [pin], bookmark: null } }));
    // a board list without pin_count is a DecodeError naming the field
    const broken = await run(
      () => listResponse([board]),
      (s) => s.search({ query: 'kit', scope: 'boards' }),
    );
    expect(Exit.isFailure(broken.exit) && JSON.stringify(broken.exit.cause)).toContain('resource_response.data[0].pin_count');
  });

  it('options the core schema refuses are a 400 Invalid options. and never sent', async () => {
    const { fetch, requests } = recordingFetch(() => listResponse([]));
    const error = await Effect.runPromise(
      Effect.provide(
        Effect.flip(Effect.flatMap(BrowseService, (s) => s.homeFeed({ page_size: 500 }))),
        makeHttpAdapter({ baseUrl: BASE, fetch }),
      ),
    );
    expect(requests).toEqual([]);
    expect(error).toMatchObject({ _tag: 'ApiError', http_status: 400, message: 'Invalid options.', call: 'HomeFeedResource.get' });
    expect(error._tag === 'ApiError' ? error.message_detail : '').toContain('page_size');
  });

  it('BoardService.getBoardFeed reads the same call and gives the page’s Pins', async () => {
    const { fetch, requests } = recordingFetch(() => listResponse([pin], 'more'));
    const pins = await Effect.runPromise(
      Effect.provide(
        Effect.flatMap(BoardService, (s) => s.getBoardFeed({ board_id: 'b1' })),
        makeHttpAdapter({ baseUrl: BASE, fetch }),
      ),
    );
    expect(pins).toEqual([pin]);
    expect(new URL(requests[0]!.url).pathname).toBe('/resource/BoardFeedResource/get/');
  });
});
