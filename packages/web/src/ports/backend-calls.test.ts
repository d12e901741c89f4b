import { BoardService } from '@pinstack/core/ports';
import { exampleAccounts } from '@pinstack/fixtures';
import { Effect } from 'effect';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { CallDone, UnauthorizedAnswer } from './backend.js';
import { makeHttpBackend } from './http-backend.js';
import { makeMemoryBackend } from './memory-backend.js';

const envelope = (status: number, data: unknown, apiErrorCode?: number) =>
  new Response(
    JSON.stringify({
      resource_response:
        status < 300
          ? { status: 'success', data }
          : {
              status: 'failure',
              error: {
                message: 'Not allowed.',
                http_status: status,
                ...(apiErrorCode === undefined ? {} : { api_error_code: apiErrorCode }),
              },
            },
    }),
    { status, headers: { 'content-type': 'application/json' } },
  );

const board = { id: '77', name: 'Walls', privacy: 'public', owner: { id: '1' }, url: '/a/walls/' };

describe('the backend tells the browse cache of every write that succeeded (issue 20 §3)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  test('HTTP: a write answered 2xx is told by method and path; a refused write and a read are not', async () => {
    const answers = [envelope(200, board), envelope(403, null), envelope(200, [])];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answers.shift() ?? envelope(500, null)),
    );
    const backend = makeHttpBackend('http://pinstack.test');
    const told: CallDone[] = [];
    const stop = backend.onCallDone((call) => told.push(call));
    const create = Effect.flatMap(BoardService, (boards) => boards.createBoard({ name: 'Walls' }));
    expect((await backend.run(create)).ok).toBe(true);
    expect((await backend.run(create)).ok).toBe(false);
    expect((await backend.browse.homeFeed(null)).ok).toBe(true);
    expect(told).toEqual([{ method: 'POST', url: 'http://pinstack.test/resource/BoardResource/create/' }]);
    stop();
    answers.push(envelope(200, board));
    await backend.run(create);
    expect(told).toHaveLength(1);
  });

  test('in memory: each call that succeeded is told by name', async () => {
    const backend = makeMemoryBackend();
    const told: CallDone[] = [];
    backend.onCallDone((call) => told.push(call));
    await backend.run(Effect.flatMap(BoardService, (boards) => boards.createBoard({ name: 'Refused, signed out' })));
    const ada = exampleAccounts.ada;
    expect((await backend.signIn({ username_or_email: ada.email, password: ada.password })).ok).toBe(true);
    await backend.browse.homeFeed(null);
    expect((await backend.run(Effect.flatMap(BoardService, (boards) => boards.createBoard({ name: 'Walls' })))).ok).toBe(true);
    expect(told).toEqual(['UserSessionResource.create', 'HomeFeedResource.get', 'BoardResource.create']);
  });
});

describe('the HTTP backend watches every answer in one fetch: writes that succeeded and 401s (issue 20 §3, S1 §2)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  test('a 401 of any call reaches the session watch with its api_error_code, and is no write that succeeded', async () => {
    const answers = [envelope(401, null, 7), envelope(401, null), envelope(200, board), envelope(403, null)];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answers.shift() ?? envelope(500, null)),
    );
    const backend = makeHttpBackend('http://pinstack.test');
    const unauthorized: UnauthorizedAnswer[] = [];
    const told: CallDone[] = [];
    backend.watchUnauthorized((answer) => unauthorized.push(answer));
    backend.onCallDone((call) => told.push(call));
    const create = Effect.flatMap(BoardService, (boards) => boards.createBoard({ name: 'Walls' }));
    expect((await backend.run(create)).ok).toBe(false);
    expect((await backend.browse.homeFeed(null)).ok).toBe(false);
    expect((await backend.run(create)).ok).toBe(true);
    expect((await backend.run(create)).ok).toBe(false);
    // note: the body is read after the call's own answer, so the watch hears it a moment later
    await vi.waitFor(() => expect(unauthorized).toHaveLength(2), { timeout: 10_000 });
    expect(unauthorized).toEqual([{ httpStatus: 401, apiErrorCode: 7 }, { httpStatus: 401 }]);
    expect(told).toEqual([{ method: 'POST', url: 'http://pinstack.test/resource/BoardResource/create/' }]);
  });
});
