/**
 * The in-memory session cache of a PGlite server, end to end: each test first makes sure the
 * session is cached (a signed-in read, then `env.sessions.size`), then changes the session or its
 * user some way, and checks the very next request sees the change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPIRED_SESSION_CODE } from '@pinstack/core';
import { SESSION_TTL_MS } from './http/session.js';
import { dataOf, errorOf, WireClient, type WireResponse } from './testing/client.js';
import { startTestServer, type TestServer } from './testing/server.js';
import { resetDatabase } from './testing/test-db.js';

let server: TestServer;
let clock = new Date('2025-03-01T12:00:00Z');

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
});

afterAll(async () => {
  expect(server.errors).toEqual([]);
  await server.dispose();
});

/** A signed-up client whose session the server has cached. */
async function cachedClient(username: string): Promise<WireClient> {
  const client = new WireClient(server.url);
  await client.signUp(username);
  expect(dataOf(await client.get('BoardPickerBoardsResource'))).toMatchObject({ all_boards: [] });
  expect(server.env.sessions?.size).toBe(1);
  return client;
}

function expectExpired(response: WireResponse) {
  expect(response.status).toBe(401);
  expect(errorOf(response).api_error_code).toBe(EXPIRED_SESSION_CODE);
}

describe('session cache (PGlite: this process sees every write)', () => {
  it('a cached session answers reads and writes like an uncached one (CSRF still checked)', async () => {
    const client = await cachedClient('cached');
    expect(dataOf(await client.get('UserSessionResource'))).toMatchObject({ isAuth: true, username: 'cached' });
    expect((await client.create('BoardResource', { name: 'Still checked' }, { csrf: 'wrong' })).status).toBe(403);
    expect(dataOf(await client.create('BoardResource', { name: 'Cached write' }))).toMatchObject({ name: 'Cached write' });
  });

  it('sign-out: the next request with the old cookie is 401 code 7', async () => {
    const client = await cachedClient('signsout');
    const copy = new WireClient(server.url);
    for (const [k, v] of client.cookies) copy.cookies.set(k, v);
    expect(dataOf(await client.delete('UserSessionResource'))).toEqual({});
    const response = await copy.get('BoardPickerBoardsResource');
    expectExpired(response);
  });

  it('a session deleted in the database behind the handlers is 401 code 7 on the next request', async () => {
    const client = await cachedClient('revoked');
    await server.db.query('DELETE FROM sessions');
    const response = await client.get('BoardPickerBoardsResource');
    expectExpired(response);
  });

  it('a user change (new name) shows on the next request, not the cached user', async () => {
    const client = await cachedClient('renamed');
    expect(dataOf(await client.rest('POST', '/v3/users/me/', { full_name: 'New Name' }))).toMatchObject({ full_name: 'New Name' });
    expect(dataOf(await client.get('UserSessionResource'))).toMatchObject({ fullName: 'New Name' });
  });

  it('a cached session past its expiry is 401 code 7 and its row is removed', async () => {
    const client = await cachedClient('expires');
    clock = new Date(clock.getTime() + SESSION_TTL_MS + 1);
    const response = await client.get('BoardPickerBoardsResource');
    expectExpired(response);
    expect(await server.db.query(`SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.username = 'expires'`)).toEqual([]);
  });

  it('emptying the database (test reset) ends cached sessions', async () => {
    const client = await cachedClient('reset');
    await resetDatabase(server.db);
    const response = await client.get('BoardPickerBoardsResource');
    expectExpired(response);
  });
});
