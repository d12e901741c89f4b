/**
 * S0 §8 / S1 §8 through the HTTP adapter: failure envelopes become `ApiError`, anything malformed a
 * `DecodeError` naming the field, aborted fetches `Aborted`, rejected fetches `NetworkError` —
 * never a thrown exception or a defect.
 */
import { describe, expect, it } from 'vitest';
import { test, fc } from '@pinstack/core/testing';
import { Cause, Effect, Exit, Fiber, Option } from 'effect';
import {
  Aborted,
  ApiError,
  AuthService,
  BoardService,
  DecodeError,
  ignoreAborted,
  MESSAGES,
  NetworkError,
  PinService,
  UserService,
} from '@pinstack/core';
import { makeHttpAdapter, type HttpServices } from './index.js';
import { failureResponse, recordingFetch, successResponse } from './testing.js';

const BASE = 'https://api.test';

const run = <A, E>(effect: Effect.Effect<A, E, HttpServices>, respond: () => Response | Promise<Response>) => {
  const { fetch } = recordingFetch(respond);
  return Effect.runPromiseExit(Effect.provide(effect, makeHttpAdapter({ baseUrl: BASE, fetch, csrfToken: () => 't' })));
};

const failureOf = <A, E>(exit: Exit.Exit<A, E>): E => {
  if (Exit.isSuccess(exit)) throw new Error('expected a failure');
  const failure = Cause.findErrorOption(exit.cause);
  if (Option.isNone(failure)) throw new Error(`expected a typed failure, got ${Cause.pretty(exit.cause)}`);
  return failure.value;
};

const getBoard = Effect.flatMap(BoardService, (s) => s.getBoard({ board_id: 'b1' }));
const getPicker = Effect.flatMap(BoardService, (s) => s.getPickerBoards({ isDesktop: true }));
const movePins = Effect.flatMap(PinService, (s) => s.movePins({ board_id: 'b2', pin_ids: ['p1'] }));
const text = (body: string, status = 200, type = 'application/json') => new Response(body, { status, headers: { 'Content-Type': type } });

describe('HTTP adapter failures (S0 §8, S1 §8)', () => {
  it('S0 §8: a failure envelope is an ApiError with message, detail, code and status', async () => {
    const exit = await run(movePins, () =>
      failureResponse({ http_status: 409, message: 'Board busy', message_detail: 'Try later', api_error_code: 2171 }),
    );
    expect(failureOf(exit)).toEqual(
      new ApiError({
        call: 'BulkEditResource.update',
        message: 'Board busy',
        message_detail: 'Try later',
        api_error_code: 2171,
        http_status: 409,
      }),
    );
  });

  it('S1 §2: an expired session is 401 with api_error_code 7', async () => {
    const exit = await run(getBoard, () => failureResponse({ http_status: 401, message: 'Expired', api_error_code: 7 }));
    expect(failureOf(exit)).toMatchObject({ _tag: 'ApiError', http_status: 401, api_error_code: 7 });
  });

  it('a failure envelope without http_status takes the HTTP status', async () => {
    const body = JSON.stringify({ resource_response: { status: 'failure', error: { message: 'Nope' } } });
    expect(failureOf(await run(getBoard, () => text(body, 403)))).toMatchObject({ _tag: 'ApiError', http_status: 403 });
  });

  it('a failure envelope without a message is a DecodeError naming resource_response.error.message', async () => {
    const body = JSON.stringify({ resource_response: { status: 'failure', error: { http_status: 500 } } });
    expect(failureOf(await run(getBoard, () => text(body, 500)))).toMatchObject({
      _tag: 'DecodeError',
      call: 'BoardResource.get',
      path: 'resource_response.error.message',
    });
  });

  it('a missing field is a DecodeError naming it', async () => {
    const exit = await run(getPicker, () =>
      successResponse({ all_boards: [{ id: 'b1', name: 'A' }, { name: 'no id' }], boards_shortlist: [] }),
    );
    const error = failureOf(exit);
    expect(error).toBeInstanceOf(DecodeError);
    expect(error).toMatchObject({ call: 'BoardPickerBoardsResource.get', path: 'resource_response.data.all_boards[1].id' });
    expect((error as DecodeError).message).toMatch(/missing/i);
  });

  it('a wrong type is a DecodeError naming the field', async () => {
    const exit = await run(getBoard, () => successResponse({ id: 'b1', name: 'A', section_count: 'three' }));
    expect(failureOf(exit)).toMatchObject({ _tag: 'DecodeError', path: 'resource_response.data.section_count' });
  });

  it('an HTML error page is a DecodeError with the status and the start of the page', async () => {
    const exit = await run(getBoard, () => text('<html><body><h1>502 Bad Gateway</h1></body></html>', 502, 'text/html'));
    const error = failureOf(exit) as DecodeError;
    expect(error._tag).toBe('DecodeError');
    expect(error.path).toBe('');
    expect(error.message).toContain('HTTP 502');
    expect(error.message).toContain('502 Bad Gateway');
  });

  it('truncated JSON and an empty body are DecodeErrors', async () => {
    const whole = JSON.stringify({ resource_response: { status: 'success', data: { id: 'b1', name: 'A' } } });
    expect(failureOf(await run(getBoard, () => text(whole.slice(0, 30))))).toMatchObject({ _tag: 'DecodeError', path: '' });
    expect(failureOf(await run(getBoard, () => text('')))).toMatchObject({ _tag: 'DecodeError', path: '' });
  });

  it('a wrong envelope shape is a DecodeError naming resource_response', async () => {
    expect(failureOf(await run(getBoard, () => text(JSON.stringify({ data: { id: 'b1' } }))))).toMatchObject({
      _tag: 'DecodeError',
      path: 'resource_response',
    });
    const badStatus = JSON.stringify({ resource_response: { status: 'ok', data: {} } });
    expect(failureOf(await run(getBoard, () => text(badStatus)))).toMatchObject({ _tag: 'DecodeError' });
  });

  it('a success envelope under an error status is a DecodeError, not a success', async () => {
    expect(failureOf(await run(getBoard, () => successResponse({ id: 'b1', name: 'A' }, 500)))).toMatchObject({
      _tag: 'DecodeError',
      path: 'resource_response.status',
    });
  });

  it('S1 §8: an aborted fetch is Aborted with "Resource call aborted", and ignoreAborted ignores it', async () => {
    const abort = () => Promise.reject(new DOMException('The operation was aborted.', 'AbortError'));
    const error = failureOf(await run(getBoard, abort));
    expect(error).toEqual(new Aborted({ call: 'BoardResource.get', message: MESSAGES.resourceCallAborted }));
    expect(await run(ignoreAborted(getBoard), abort)).toEqual(Exit.succeed(Option.none()));
  });

  it('a body stream aborted mid-read is Aborted too', async () => {
    const response = successResponse({});
    Object.defineProperty(response, 'text', {
      value: () => Promise.reject(Object.assign(new Error('aborted'), { name: 'AbortError' })),
    });
    expect(failureOf(await run(getBoard, () => response))).toMatchObject({ _tag: 'Aborted' });
  });

  it('a rejected fetch (offline) is a NetworkError', async () => {
    const error = failureOf(await run(getBoard, () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ call: 'BoardResource.get', message: 'Failed to fetch' });
  });

  it('interrupting the caller aborts the request', async () => {
    let signal: AbortSignal | undefined;
    const fetch: typeof globalThis.fetch = (_input, init) => {
      signal = init?.signal ?? undefined;
      return new Promise(() => {});
    };
    const program = Effect.gen(function* () {
      const fiber = yield* Effect.forkChild(getBoard);
      yield* Effect.yieldNow;
      yield* Fiber.interrupt(fiber);
    });
    await Effect.runPromise(Effect.provide(program, makeHttpAdapter({ baseUrl: BASE, fetch })));
    expect(signal?.aborted).toBe(true);
  });
});

describe('HTTP adapter CSRF (wire protocol "Sessions and CSRF")', () => {
  const headersOf = async <A, E>(effect: Effect.Effect<A, E, HttpServices>, csrfToken?: () => string | undefined) => {
    const { fetch, requests } = recordingFetch(() => successResponse({ isAuth: true, id: 'u1', username: 'a' }));
    await Effect.runPromiseExit(Effect.provide(effect, makeHttpAdapter({ baseUrl: BASE, fetch, ...(csrfToken ? { csrfToken } : {}) })));
    return requests[0]!.headers;
  };

  it('reads the token per call, so a new session token is used at once', async () => {
    let token = 'first';
    const { fetch, requests } = recordingFetch(() => successResponse(null));
    const layer = makeHttpAdapter({ baseUrl: BASE, fetch, csrfToken: () => token });
    await Effect.runPromise(Effect.provide(movePins, layer));
    token = 'second';
    await Effect.runPromise(Effect.provide(movePins, layer));
    expect(requests.map((r) => r.headers['x-csrftoken'])).toEqual(['first', 'second']);
  });

  it('writes carry X-CSRFToken; sign-in and sign-up do not; reads never do', async () => {
    const token = () => 'tok';
    expect((await headersOf(movePins, token))['x-csrftoken']).toBe('tok');
    expect(
      (
        await headersOf(
          Effect.flatMap(UserService, (s) => s.followMany({ followee_ids: ['a'] })),
          token,
        )
      )['x-csrftoken'],
    ).toBe('tok');
    expect(
      await headersOf(
        Effect.flatMap(AuthService, (s) => s.signIn({ username_or_email: 'a', password: 'b' })),
        token,
      ),
    ).not.toHaveProperty('x-csrftoken');
    expect(
      await headersOf(
        Effect.flatMap(AuthService, (s) => s.signUp({ email: 'a@b.co', password: 'b' })),
        token,
      ),
    ).not.toHaveProperty('x-csrftoken');
    expect(
      (
        await headersOf(
          Effect.flatMap(AuthService, (s) => s.signOut()),
          token,
        )
      )['x-csrftoken'],
    ).toBe('tok');
    expect(await headersOf(getBoard, token)).not.toHaveProperty('x-csrftoken');
  });

  it('by default the token is the csrftoken cookie of the document', async () => {
    const globals = globalThis as { document?: { cookie: string } };
    const before = globals.document;
    globals.document = { cookie: 'pinstack_session=x; csrftoken=from%20cookie; other=1' };
    try {
      expect((await headersOf(movePins))['x-csrftoken']).toBe('from cookie');
    } finally {
      if (before === undefined) delete globals.document;
      else globals.document = before;
    }
  });

  it('without a token (no session yet) the header is left out rather than sent empty', async () => {
    expect(await headersOf(movePins, () => undefined)).not.toHaveProperty('x-csrftoken');
  });
});

// Bodies a broken backend, proxy or network could hand back.
const json = (value: unknown) => JSON.stringify(value);
const malformedBody = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.jsonValue().map(json),
  fc.jsonValue().map((v) => json({ resource_response: v })),
  fc.jsonValue().map((v) => json({ resource_response: { status: 'success', data: v } })),
  fc.jsonValue().map((v) => json({ resource_response: { status: 'failure', error: v } })),
  fc
    .record({ all_boards: fc.jsonValue(), boards_shortlist: fc.jsonValue() })
    .map((d) => json({ resource_response: { status: 'success', data: d } })),
  fc
    .tuple(fc.jsonValue().map(json), fc.nat())
    .map(([full, cut]) => json({ resource_response: { status: 'success', data: full } }).slice(0, cut)),
  fc.string().map((s) => `<!DOCTYPE html><html><body>${s}</body></html>`),
);
const anyStatus = fc.constantFrom(200, 201, 204, 301, 400, 401, 403, 404, 409, 413, 415, 429, 500, 502, 503);

describe('HTTP adapter totality (fast-check)', () => {
  // One adapter for all runs: each run swaps the answer, not the adapter.
  let answer: () => Response = () => successResponse(null);
  const shared = makeHttpAdapter({ baseUrl: BASE, fetch: recordingFetch(() => answer()).fetch, csrfToken: () => 't' });

  test.prop([malformedBody, anyStatus], { numRuns: 150 })(
    'any body with any status gives a value or a typed failure, never a throw or defect',
    async (body, status) => {
      answer = () => new Response(status === 204 ? null : body, { status });
      for (const effect of [getBoard, getPicker, movePins] as const) {
        const exit = await Effect.runPromiseExit(Effect.provide(effect as Effect.Effect<unknown, unknown, HttpServices>, shared));
        if (Exit.isFailure(exit)) {
          const failure = Cause.findErrorOption(exit.cause);
          expect(Option.isSome(failure)).toBe(true);
          const tag = Option.isSome(failure) ? (failure.value as { _tag: string })._tag : '';
          expect(['ApiError', 'DecodeError']).toContain(tag);
        }
      }
    },
    30_000,
  );

  test.prop([fc.jsonValue()], { numRuns: 100 })(
    'a success envelope whose data is not a board is never accepted as one',
    async (data) => {
      answer = () => successResponse(data);
      const exit = await Effect.runPromiseExit(Effect.provide(getBoard, shared));
      const isBoard =
        typeof data === 'object' &&
        data !== null &&
        !Array.isArray(data) &&
        typeof (data as Record<string, unknown>)['id'] === 'string' &&
        typeof (data as Record<string, unknown>)['name'] === 'string' &&
        Object.keys(data).every((k) => k === 'id' || k === 'name');
      if (!isBoard) expect(failureOf(exit)).toMatchObject({ _tag: 'DecodeError', call: 'BoardResource.get' });
      else expect(Exit.isSuccess(exit)).toBe(true);
    },
    30_000,
  );
});
