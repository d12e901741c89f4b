/**
 * Security of the wire protocol: sessions, CSRF, ownership, bad input and size limits. After every
 * refusal the server must keep serving (checked by the `stillServing` read).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPIRED_SESSION_CODE, MESSAGES, ROUTES, SIGN_IN_MAX_FAILURES } from '@pinstack/core';
import { ENDPOINTS, EXTRA_RESOURCES } from './app.js';
import { SCRYPT_PARAMS } from './auth/passwords.js';
import { RESOURCE_ACTIONS, type ResourceAction, type ServedCall } from './http/call.js';
import { dataOf, errorOf, WireClient, type WireResponse } from './testing/client.js';
import { startTestServer, type TestServer } from './testing/server.js';

let server: TestServer;
let owner: WireClient;
let ownerBoard: { id: string };
let secretBoard: { id: string };

beforeAll(async () => {
  // The production scrypt cost, so the stored-hash test checks what real servers store.
  server = await startTestServer({ passwordCost: SCRYPT_PARAMS.N });
  owner = new WireClient(server.url);
  await owner.signUp('olivia');
  ownerBoard = dataOf(await owner.create('BoardResource', { name: 'Olivia public' }));
  secretBoard = dataOf(await owner.create('BoardResource', { name: 'Olivia secret', privacy: 'secret' }));
});

afterAll(async () => {
  expect(server.errors).toEqual([]);
  await server.dispose();
});

async function stillServing(): Promise<void> {
  const response = await new WireClient(server.url).get('BoardResource', { board_id: ownerBoard.id });
  expect(response.status).toBe(200);
}

function expectFailure(response: WireResponse, status: number, code?: number) {
  expect(response.status).toBe(status);
  const error = errorOf(response);
  expect(error.http_status).toBe(status);
  expect(typeof error.message).toBe('string');
  if (code !== undefined) expect(error.api_error_code).toBe(code);
  return error;
}

const served = (Object.keys(ENDPOINTS) as ServedCall[]).map((call) => ({ call, route: ROUTES[call], access: ENDPOINTS[call].access }));
const resourceWrites = served
  .filter(({ route, access }) => route.style === 'resource' && route.method !== 'GET' && access !== 'sign-in')
  .map(({ route }) => {
    const [, , name = '', action = ''] = route.path.split('/');
    return { name, action: action as ResourceAction, method: route.method };
  });
const extraWrites = Object.entries(EXTRA_RESOURCES).flatMap(([name, actions]) =>
  (Object.entries(actions) as [ResourceAction, { access: string }][])
    .filter(([action, endpoint]) => action !== 'get' && endpoint.access !== 'sign-in')
    .map(([action]) => ({ name, action, method: RESOURCE_ACTIONS[action] })),
);
const writes = [...resourceWrites, ...extraWrites];
const restWrites = served.filter(({ route, access }) => route.style !== 'resource' && route.method !== 'GET' && access !== 'sign-in');

describe('wire protocol: no session', () => {
  it.each(writes.map((w) => [w.method, `${w.name}.${w.action}`, w] as const))(
    '%s %s without a session is 401',
    async (_m, _c, { name, action }) => {
      const response = await new WireClient(server.url).write(action as 'create', name, { board_id: ownerBoard.id });
      expectFailure(response, 401);
      await stillServing();
    },
  );

  it.each(restWrites.map(({ route }) => [route.method, route.path] as const))(
    'REST %s %s without a session is 401',
    async (method, path) => {
      const concrete = path.replace(/\{(\w+)\}/g, '1');
      expectFailure(await new WireClient(server.url).rest(method, concrete, {}), 401);
      await stillServing();
    },
  );

  it('S1 §2: an unknown or expired session cookie is 401 with api_error_code 7', async () => {
    const client = new WireClient(server.url);
    client.cookies.set('pinstack_session', 'not-a-real-session');
    client.cookies.set('csrftoken', 'x');
    expectFailure(await client.create('BoardResource', { name: 'x' }), 401, EXPIRED_SESSION_CODE);
    expectFailure(await client.get('BoardPickerBoardsResource'), 401, EXPIRED_SESSION_CODE);
  });

  it('a read that needs a session is 401 without one, and public reads work signed out', async () => {
    expectFailure(await new WireClient(server.url).get('BoardPickerBoardsResource'), 401);
    expect(dataOf(await new WireClient(server.url).get('BoardResource', { board_id: ownerBoard.id }))).toMatchObject({
      id: ownerBoard.id,
    });
  });
});

describe('wire protocol: CSRF', () => {
  it('a write without X-CSRFToken is 403', async () => {
    const error = expectFailure(await owner.create('BoardResource', { name: 'No token' }, { csrf: false }), 403);
    expect(error.message).toBe(MESSAGES.badCsrf);
    await stillServing();
  });

  it('a write with a different token is 403', async () => {
    expectFailure(await owner.create('BoardResource', { name: 'Bad token' }, { csrf: 'forged-token' }), 403);
    await stillServing();
  });

  it("another session's token is refused: one token per session", async () => {
    const other = new WireClient(server.url);
    await other.signUp('tokenthief');
    expect(other.csrf).not.toBe(owner.csrf);
    expectFailure(await owner.create('BoardResource', { name: 'x' }, { csrf: other.csrf! }), 403);
  });

  it('session cookie is HttpOnly and SameSite=Lax; csrftoken is readable', async () => {
    const client = new WireClient(server.url);
    const response = await client.create('UserRegisterResource', { email: 'cookie@example.com', password: 'long enough pw' });
    const cookies = response.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith('pinstack_session='))!;
    const csrf = cookies.find((c) => c.startsWith('csrftoken='))!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(csrf).not.toMatch(/HttpOnly/i);
    expect(csrf).toMatch(/SameSite=Lax/i);
  });
});

describe('S0 §6 ownership', () => {
  let stranger: WireClient;
  let strangerBoard: { id: string };
  beforeAll(async () => {
    stranger = new WireClient(server.url);
    await stranger.signUp('stranger');
    strangerBoard = dataOf(await stranger.create('BoardResource', { name: 'Stranger things' }));
  });

  it("another user's board cannot be renamed, deleted or saved to: 403", async () => {
    expectFailure(await stranger.update('BoardResource', { board_id: ownerBoard.id, name: 'Mine now' }), 403);
    expectFailure(await stranger.delete('BoardResource', { board_id: ownerBoard.id }), 403);
    expectFailure(await stranger.create('PinResource', { board_id: ownerBoard.id, image_url: 'https://img.example/a.jpg' }), 403);
    expectFailure(await stranger.create('BoardSectionResource', { board_id: ownerBoard.id, name: 'Mine' }), 403);
    expect(dataOf<{ name: string }>(await owner.get('BoardResource', { board_id: ownerBoard.id })).name).toBe('Olivia public');
  });

  it('a secret board is 404 to others (its existence does not leak), readable to its owner', async () => {
    expectFailure(await stranger.get('BoardResource', { board_id: secretBoard.id }), 404);
    expectFailure(await new WireClient(server.url).get('BoardResource', { board_id: secretBoard.id }), 404);
    expectFailure(await stranger.update('BoardResource', { board_id: secretBoard.id, name: 'x' }), 404);
    expectFailure(await stranger.get('BoardFeedResource', { board_id: secretBoard.id }), 404);
    expect(dataOf(await owner.get('BoardResource', { board_id: secretBoard.id }))).toMatchObject({ privacy: 'secret' });
  });

  it('a Pin on a secret board is 404 to others', async () => {
    const pin = dataOf<{ id: string }>(
      await owner.create('PinResource', { board_id: secretBoard.id, image_url: 'https://img.example/s.jpg' }),
    );
    expectFailure(await stranger.rest('GET', `/v3/pins/${pin.id}/`), 404);
    expectFailure(await stranger.create('RepinResource', { pin_id: pin.id, board_id: strangerBoard.id }), 404);
    expect(dataOf(await owner.rest('GET', `/v3/pins/${pin.id}/`))).toMatchObject({ id: pin.id });
  });
});

describe('bad input is 400 with the envelope', () => {
  it('malformed JSON body', async () => {
    const response = await owner.send('POST', '/resource/BoardResource/create/', {
      body: '{"options": {"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expectFailure(response, 400);
    await stillServing();
  });

  it('malformed data= query', async () => {
    expectFailure(await owner.send('GET', '/resource/BoardResource/get/?data=%7Bnope'), 400);
    await stillServing();
  });

  it('options that are not an object', async () => {
    const response = await owner.send('POST', '/resource/BoardResource/create/', {
      body: JSON.stringify({ options: ['name'] }),
      headers: { 'content-type': 'application/json' },
    });
    expectFailure(response, 400);
    await stillServing();
  });

  it.each([
    ['BoardResource', 'create', { name: 42 }],
    ['BoardResource', 'create', { name: 'ok', privacy: 'everyone' }],
    ['BoardResource', 'get', { board_id: ['1'] }],
    ['BulkEditResource', 'update', { board_id: '1', pin_ids: 'not-a-list' }],
    ['PinResource', 'create', { board_id: 7 }],
    ['VIPResource', 'create', { type: 'video' }],
  ] as const)('%s.%s with wrong types %j', async (name, action, options) => {
    const response = action === 'get' ? await owner.get(name, options) : await owner.write(action, name, options);
    const error = expectFailure(response, 400);
    expect(error.message_detail).toBeTruthy();
    await stillServing();
  });

  it('wire-protocol.md: a JSON body declared over 1 MiB is 413 before it is read', async () => {
    const big = JSON.stringify({ options: { name: 'x'.repeat(1_100_000) } });
    expectFailure(
      await owner.send('POST', '/resource/BoardResource/create/', { body: big, headers: { 'content-type': 'application/json' } }),
      413,
    );
    await stillServing();
  });

  it('a streamed (chunked) JSON body over 1 MiB is cut off with 413', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(256 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 6) controller.enqueue(chunk);
        else controller.close();
      },
    });
    expectFailure(
      await owner.send('POST', '/resource/BoardResource/create/', { body, headers: { 'content-type': 'application/json' } }),
      413,
    );
    await stillServing();
  });

  it('a streamed JSON body whose UTF-8 characters are split across chunks reads back intact', async () => {
    const name = 'Café ☕ 日本 🌿';
    const bytes = new TextEncoder().encode(JSON.stringify({ options: { name } }));
    // One byte per chunk: every multi-byte character arrives split.
    let at = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (at < bytes.length) controller.enqueue(bytes.slice(at, ++at));
        else controller.close();
      },
    });
    const response = await owner.send('POST', '/resource/BoardResource/create/', { body, headers: { 'content-type': 'application/json' } });
    expect(dataOf(response)).toMatchObject({ name });
  });

  it('unknown resources and actions, and a verb that does not match the action, are 404', async () => {
    expectFailure(await owner.get('NoSuchResource'), 404);
    expectFailure(await owner.send('GET', '/resource/BoardResource/delete/'), 404);
    expectFailure(await owner.send('POST', '/resource/BoardResource/get/'), 404);
    expectFailure(await owner.send('GET', '/v3/nothing/here/'), 404);
  });
});

describe('sign-in', () => {
  it('wrong password is 401 and does not set a session', async () => {
    const client = new WireClient(server.url);
    expectFailure(await client.signIn('olivia', 'wrong password'), 401);
    expect(client.session).toBeUndefined();
  });

  it('sign-in by e-mail returns the S1 §3 viewer and a working session', async () => {
    const client = new WireClient(server.url);
    const viewer = dataOf(await client.signIn('olivia@example.com', 'correct horse battery'));
    expect(viewer).toMatchObject({ isAuth: true, username: 'olivia' });
    expect(dataOf(await client.create('BoardResource', { name: 'From e-mail sign-in' }))).toMatchObject({ name: 'From e-mail sign-in' });
  });

  it('sign-out ends the session on the server: the old cookie is then 401 code 7', async () => {
    const client = new WireClient(server.url);
    await client.signIn('olivia', 'correct horse battery');
    const stolen = new WireClient(server.url);
    stolen.cookies.set('pinstack_session', client.session!);
    stolen.cookies.set('csrftoken', client.csrf!);
    expect(dataOf(await client.delete('UserSessionResource'))).toEqual({});
    expectFailure(await stolen.create('BoardResource', { name: 'after logout' }), 401, EXPIRED_SESSION_CODE);
  });

  it('a taken e-mail or username is 400', async () => {
    expectFailure(
      await new WireClient(server.url).create('UserRegisterResource', { email: 'olivia@example.com', password: 'whatever123' }),
      400,
    );
    expectFailure(
      await new WireClient(server.url).create('UserRegisterResource', {
        email: 'new@example.com',
        username: 'OLIVIA',
        password: 'whatever123',
      }),
      400,
    );
    expectFailure(await new WireClient(server.url).create('UserRegisterResource', { email: 'not an email', password: 'whatever123' }), 400);
  });

  it('passwords are stored only as a salted scrypt hash', async () => {
    const rows = await server.db.query<{ password_hash: string }>(`SELECT password_hash FROM users WHERE username = 'olivia'`);
    expect(rows[0]!.password_hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(rows[0]!.password_hash).not.toContain('correct horse');
  });
});

// Rate limits count per address too, and every test client is 127.0.0.1: these get their own server.
describe('sign-in rate limit (own server)', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer();
  });
  afterAll(async () => {
    expect(limited.errors).toEqual([]);
    await limited.dispose();
  });

  it(`wire-protocol.md: ${SIGN_IN_MAX_FAILURES} failed sign-ins for one account → 429, even with the right password`, async () => {
    const victim = new WireClient(limited.url);
    await victim.signUp('ratelimited', 'the right password');
    const attacker = new WireClient(limited.url);
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) expectFailure(await attacker.signIn('ratelimited', `guess ${i}`), 401);
    const error = expectFailure(await attacker.signIn('ratelimited', 'the right password'), 429);
    expect(error.message).toBe(MESSAGES.tooManySignIns);
    // The limit is on sign-in only: the victim's existing session keeps working.
    expect((await victim.create('BoardResource', { name: 'Still here' })).status).toBe(200);
  });

  it(`wire-protocol.md: ${SIGN_IN_MAX_FAILURES} failures from one address across accounts → 429 for any account`, async () => {
    await limited.db.query('DELETE FROM sign_in_attempts');
    const sprayer = new WireClient(limited.url);
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) expectFailure(await sprayer.signIn(`nobody${i}`, 'pw'), 401);
    expectFailure(await sprayer.signIn('someone-else', 'pw'), 429);
  });

  it('failures older than the 15-minute window no longer count', async () => {
    await limited.db.query(`UPDATE sign_in_attempts SET attempted_at = attempted_at - interval '16 minutes'`);
    const client = new WireClient(limited.url);
    expect((await client.signIn('ratelimited', 'the right password')).status).toBe(200);
  });
});
