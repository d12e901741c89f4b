/** The "Plugging in your own backend" example of docs/adapters.md, run for real. */
import { describe, expect, it } from 'vitest';
import { Effect, Layer, Option } from 'effect';
import { ApiError, BoardService, ignoreAborted, pickerBoards, UserService, type Board } from '@pinstack/core';
import { makeHttpAdapter } from './index.js';
import { recordingFetch, successResponse } from './testing.js';

const stored: Board[] = [
  { id: 'b2', name: 'Zebra', owner: { id: 'u1' }, image_cover_url: 'https://i/z.jpg' },
  { id: 'b1', name: '1st', owner: { id: 'u1' }, image_cover_url: 'https://i/1.jpg' },
  { id: 'b3', name: 'apple', owner: { id: 'u1' }, image_cover_url: 'https://i/a.jpg' },
  { id: 'b4', name: 'No cover', owner: { id: 'u1' } },
];
const ourStore = { boardsOf: async (_username: string): Promise<Board[]> => stored };

describe('docs/adapters.md: plugging in your own backend', () => {
  it('one port from our own store, the rest over HTTP, running a core program', async () => {
    const { fetch, requests } = recordingFetch(() => successResponse({ connected_to_instagram: true, listed_website_url: null }));
    // --- example (kept in step with docs/adapters.md) ---
    const http = makeHttpAdapter({ baseUrl: 'https://api.example', fetch });
    // Boards come from our own store; every other call still goes over HTTP.
    const OurBoards = Layer.effect(
      BoardService,
      Effect.map(BoardService, (viaHttp) => ({
        ...viaHttp,
        getPickerBoards: ({ username }: { username?: string }) =>
          Effect.tryPromise({
            try: () => ourStore.boardsOf(username ?? ''),
            catch: () => new ApiError({ call: 'BoardPickerBoardsResource.get', message: 'Boards are unavailable', http_status: 503 }),
          }).pipe(Effect.map((all_boards) => ({ all_boards, boards_shortlist: all_boards.slice(0, 2) }))),
      })),
    );
    const app = Layer.merge(http, Layer.provide(OurBoards, http));

    const program = Effect.gen(function* () {
      const { all_boards } = yield* (yield* BoardService).getPickerBoards({ username: 'ann', isDesktop: true });
      const settings = yield* (yield* UserService).getSettings();
      return { boards: pickerBoards(all_boards, 'u1').map((b) => b.name), instagram: settings.connected_to_instagram };
    });
    const shown = await Effect.runPromise(program.pipe(ignoreAborted, Effect.provide(app)));
    // --- end of example ---
    expect(shown).toEqual(Option.some({ boards: ['apple', 'Zebra', '1st'], instagram: true }));
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual(['/v3/users/settings']);
  });
});
