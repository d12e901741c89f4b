/**
 * Server hardening (issue #13), tried as a hostile client would: what a non-member can learn about
 * a secret board (its media, its scrape results, whether its Pins and sections exist). Each case
 * failed on the server before the fix it names.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, SIGN_IN_MAX_FAILURES, type Pin, type PinnableImage, type UploadRecord, type UploadTicket } from '@pinstack/core';
import { configFromEnv } from './config.js';
import { DEFAULT_RATE_LIMITS, TOO_MANY_REQUESTS } from './http/limits.js';
import { prune } from './server.js';
import { makePng } from './png.js';
import { dataOf, errorOf, WireClient, type WireResponse } from './testing/client.js';
import * as store from './store/index.js';
import { startTestServer, type TestServer } from './testing/server.js';

let server: TestServer;
let owner: WireClient;
let stranger: WireClient;
let anonymous: WireClient;
let secretBoard: { id: string };
let publicBoard: { id: string };
let secretSection: { id: string };
let secretPin: Pin;
let publicPin: Pin;
const LINK = 'https://shop.example.com/secret-lamp';

async function uploadPng(client: WireClient, rgb: [number, number, number]): Promise<string> {
  const ticket = dataOf<UploadTicket>(await client.create('VIPResource', { type: 'pinimage' }));
  const body = new FormData();
  for (const [key, value] of Object.entries(ticket.upload_parameters)) body.append(key, value);
  body.append('file', new Blob([new Uint8Array(makePng(200, 200, rgb))], { type: 'image/png' }), 'lamp.png');
  expect((await new WireClient(server.url).send('POST', new URL(ticket.upload_url).pathname, { body })).status).toBe(200);
  // S0 §4: processing until the image worker has made the variants
  await server.images.idle();
  return ticket.upload_id;
}

/** What a client can compare between two refusals: everything the envelope says. */
const answer = (response: WireResponse) => ({ status: response.status, error: errorOf(response) });

beforeAll(async () => {
  server = await startTestServer();
  owner = new WireClient(server.url);
  stranger = new WireClient(server.url);
  anonymous = new WireClient(server.url);
  await owner.signUp('hoarder');
  await stranger.signUp('snoop');
  secretBoard = dataOf(await owner.create('BoardResource', { name: 'Hidden', privacy: 'secret' }));
  publicBoard = dataOf(await owner.create('BoardResource', { name: 'Shown' }));
  secretSection = dataOf(await owner.create('BoardSectionResource', { board_id: secretBoard.id, name: 'Drawer' }));
  secretPin = dataOf<Pin>(
    await owner.create('PinResource', { board_id: secretBoard.id, media_upload_id: await uploadPng(owner, [10, 20, 30]), link: LINK }),
  );
  publicPin = dataOf<Pin>(
    await owner.create('PinResource', { board_id: publicBoard.id, media_upload_id: await uploadPng(owner, [200, 20, 30]) }),
  );
});

afterAll(async () => {
  expect(server.errors).toEqual([]);
  await server.dispose();
});

describe('#13.1 a secret board’s media and scrape results reach only its members', () => {
  it('stored images have unguessable names, not ids one can count through', () => {
    for (const pin of [secretPin, publicPin]) expect(pin.imageUrl).toMatch(/^\/media\/[A-Za-z0-9_-]{24}\.orig\.jpg$/);
  });

  it('issue 24: every variant of a secret Pin’s image (236x, 474x, 736x, orig; WebP and JPEG) is 404 to others, 200 to its owner', async () => {
    const urls = Object.values(secretPin.images ?? {}).flatMap((image) => [image.url, image.webpUrl ?? '']);
    expect(urls.length).toBe(8);
    expect(new Set(urls).size).toBe(8);
    for (const url of urls) {
      expect(url).toMatch(/^\/media\/[A-Za-z0-9_-]{24}\.(236x|474x|736x|orig)\.(webp|jpg)$/);
      expect((await anonymous.send('GET', url)).status, url).toBe(404);
      expect((await stranger.send('GET', url)).status, url).toBe(404);
      const own = await owner.send('GET', url);
      expect(own.status, url).toBe(200);
      expect(own.headers.get('cache-control')).toBe('private, no-store');
    }
    for (const image of Object.values(publicPin.images ?? {})) {
      for (const url of [image.url, image.webpUrl ?? '']) {
        const open = await anonymous.send('GET', url);
        expect(open.status, url).toBe(200);
        expect(open.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      }
    }
  });

  it('a secret Pin’s image is 404 to anonymous callers and strangers, 200 to its owner; a public one to anyone', async () => {
    const secretUrl = secretPin.imageUrl ?? '';
    expect((await anonymous.send('GET', secretUrl)).status).toBe(404);
    expect((await stranger.send('GET', secretUrl)).status).toBe(404);
    const own = await owner.send('GET', secretUrl);
    expect(own.status).toBe(200);
    // A member's copy must not be kept by shared caches.
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    const open = await anonymous.send('GET', publicPin.imageUrl ?? '');
    expect(open.status).toBe(200);
    expect(open.headers.get('cache-control')).toContain('public');
  });

  it('an upload not yet on any Pin is its uploader’s only', async () => {
    const id = await uploadPng(owner, [1, 2, 3]);
    const record = dataOf<Record<string, UploadRecord>>(await owner.get('VIPResource', { upload_ids: [id] }))[id];
    expect((await anonymous.send('GET', record?.image_url ?? '')).status).toBe(404);
    expect((await owner.send('GET', record?.image_url ?? '')).status).toBe(200);
  });

  it('a Pin cannot be made of a secret board’s image by someone who may not see it (a public Pin would show it to all): answered as an unknown image', async () => {
    // found by a newcomer trial: a stranger's Pin on a public board, made from the secret image's
    // address, made that image public
    const strangers = dataOf<{ id: string }>(await stranger.create('BoardResource', { name: 'Open to all' }));
    const save = (image_url: string) =>
      stranger.create('PinResource', { board_id: strangers.id, image_url, link: 'https://example.com/t' });
    const secretUrl = secretPin.imageUrl ?? '';
    const unknown = answer(await save('/media/abcdefghijklmnopqrstuvwx.orig.jpg'));
    expect(unknown).toEqual({ status: 400, error: expect.objectContaining({ message: MESSAGES.invalidImage }) });
    for (const url of [secretUrl, `${server.url}${secretUrl}`, secretPin.images?.['236x']?.webpUrl ?? '']) {
      expect(answer(await save(url)), url).toEqual(unknown);
    }
    // nor does the create-Pin page's warm call name its stored copy
    const warm = answer(await stranger.rest('PUT', '/v3/pins/image/', { image_url: secretUrl }));
    expect(warm).toEqual(answer(await stranger.rest('PUT', '/v3/pins/image/', { image_url: '/media/abcdefghijklmnopqrstuvwx.orig.jpg' })));
    expect(warm.status).toBe(400);
    expect((await anonymous.send('GET', secretUrl)).status).toBe(404);
    // its owner may (their own image), and anyone may save a public Pin's image by its address
    expect((await owner.create('PinResource', { board_id: publicBoard.id, image_url: publicPin.imageUrl ?? '' })).status).toBe(200);
    expect((await save(publicPin.imageUrl ?? '')).status).toBe(200);
    const mine = dataOf<Pin>(await owner.create('PinResource', { board_id: secretBoard.id, image_url: secretUrl }));
    expect(mine.images?.['236x']).toMatchObject({ width: 200, height: 200 });
  });

  it('FindPinImagesResource does not offer a secret Pin’s image to others', async () => {
    const items = async (client: WireClient) =>
      dataOf<{ items: PinnableImage[] }>(await client.get('FindPinImagesResource', { url: LINK })).items.map((i) => i.url);
    expect(await items(anonymous)).not.toContain(secretPin.imageUrl);
    expect(await items(stranger)).not.toContain(secretPin.imageUrl);
    expect(await items(owner)).toContain(secretPin.imageUrl);
  });
});

describe('#13.2 "secret" and "does not exist" get the identical answer', () => {
  it('GET /v3/pins/{id}/ of a secret Pin and of a missing one', async () => {
    const secret = answer(await stranger.rest('GET', `/v3/pins/${secretPin.id}/`));
    expect(secret.status).toBe(404);
    expect(secret).toEqual(answer(await stranger.rest('GET', '/v3/pins/999999999/')));
    expect(answer(await anonymous.rest('GET', `/v3/pins/${secretPin.id}/`))).toEqual(secret);
  });

  it('BoardSectionResource get of a secret section and of a missing one', async () => {
    const secret = answer(await stranger.get('BoardSectionResource', { section_id: secretSection.id }));
    expect(secret.status).toBe(404);
    expect(secret).toEqual(answer(await stranger.get('BoardSectionResource', { section_id: '999999999' })));
  });

  it('saving into another user’s secret section is answered as a missing section', async () => {
    const mine = dataOf<{ id: string }>(await stranger.create('BoardResource', { name: 'Mine' }));
    const save = (section: string) =>
      stranger.create('PinResource', { board_id: mine.id, section, image_url: 'https://images.example.com/a.jpg' });
    const secret = answer(await save(secretSection.id));
    expect(secret.status).toBe(404);
    expect(secret).toEqual(answer(await save('999999999')));
  });

  it('the success-dialog queries and repins of a secret Pin answer as for a missing Pin', async () => {
    const query = (pinId: string) => stranger.rest('GET', '/graphql/AlreadyPinnedCheckQuery/', { pinId });
    expect(answer(await query(secretPin.id))).toEqual(answer(await query('999999999')));
    const mine = dataOf<{ id: string }>(await stranger.create('BoardResource', { name: 'Copies' }));
    const repin = (pinId: string) => stranger.create('RepinResource', { board_id: mine.id, pin_id: pinId });
    expect(answer(await repin(secretPin.id))).toEqual(answer(await repin('999999999')));
  });
});

describe('#13.3 and #13.5 limits that hold (own servers, production limits)', () => {
  let limits: TestServer;
  /** The same limits but a high per-address one, so the per-account limit (from one address, #21 §4) shows on its own. */
  let perAccount: TestServer;
  const statuses = (responses: readonly WireResponse[]) => {
    const counts: Record<number, number> = {};
    for (const r of responses) counts[r.status] = (counts[r.status] ?? 0) + 1;
    return counts;
  };

  beforeAll(async () => {
    limits = await startTestServer({ rateLimits: DEFAULT_RATE_LIMITS });
    perAccount = await startTestServer({ rateLimits: { ...DEFAULT_RATE_LIMITS, signInAddress: { max: 1000, windowMs: 60_000 } } });
    for (const server of [limits, perAccount]) {
      for (let i = 0; i < 3; i++) await new WireClient(server.url).signUp(`victim${i}`, 'the right password');
    }
  });
  beforeEach(async () => {
    for (const server of [limits, perAccount]) await server.db.query('DELETE FROM rate_limits');
  });
  afterAll(async () => {
    for (const server of [limits, perAccount]) {
      expect(server.errors).toEqual([]);
      await server.dispose();
    }
  });

  it(`20 concurrent wrong passwords for one account: at most ${SIGN_IN_MAX_FAILURES} are tried (401), the rest 429`, async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => new WireClient(perAccount.url).signIn('victim0', `guess ${i}`)),
    );
    const counts = statuses(responses);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(SIGN_IN_MAX_FAILURES);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(20);
    expect(errorOf(responses.find((r) => r.status === 429) ?? responses[0]!).message).toBe(MESSAGES.tooManySignIns);
  });

  it('20 concurrent wrong passwords from one address across accounts: at most 5 are tried', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => new WireClient(limits.url).signIn(`nobody${i}`, 'guess')));
    expect(statuses(responses)[401] ?? 0).toBeLessThanOrEqual(DEFAULT_RATE_LIMITS.signInAddress.max);
  });

  it('the username and the e-mail of one account count as one account', async () => {
    const client = new WireClient(perAccount.url);
    for (let i = 0; i < 3; i++) expect((await client.signIn('victim1', `guess ${i}`)).status).toBe(401);
    for (let i = 3; i < SIGN_IN_MAX_FAILURES; i++) expect((await client.signIn('victim1@example.com', `guess ${i}`)).status).toBe(401);
    expect((await client.signIn('VICTIM1@example.com', 'the right password')).status).toBe(429);
  });

  it('a successful sign-in is no failure: the address keeps its attempts', async () => {
    const client = new WireClient(limits.url);
    for (let i = 0; i < SIGN_IN_MAX_FAILURES + 3; i++) expect((await client.signIn('victim2', 'the right password')).status).toBe(200);
  });

  it('GET /v3/register/exists/ is limited per client address (account enumeration)', async () => {
    const { max } = DEFAULT_RATE_LIMITS.emailExistsAddress;
    const anonymous = new WireClient(limits.url);
    for (let i = 0; i < max; i++)
      expect((await anonymous.rest('GET', '/v3/register/exists/', { email: `p${i}@example.com` })).status).toBe(200);
    const refused = await anonymous.rest('GET', '/v3/register/exists/', { email: 'victim0@example.com' });
    expect(refused.status).toBe(429);
    expect(errorOf(refused).message).toBe(TOO_MANY_REQUESTS);
  });

  it('sign-ups are limited per client address', async () => {
    const { max } = DEFAULT_RATE_LIMITS.signUpAddress;
    const seen: number[] = [];
    for (let i = 0; i <= max; i++) {
      const response = await new WireClient(limits.url).create('UserRegisterResource', {
        email: `bulk${i}@example.com`,
        password: 'long enough pw',
      });
      seen.push(response.status);
    }
    expect(seen.slice(0, max).every((status) => status === 200)).toBe(true);
    expect(seen[max]).toBe(429);
  });
});

describe('#13.7–10 bad input gets 400 (or 415), never 500, with a one-line detail', () => {
  const raw = (client: WireClient, method: string, path: string, body: string, type = 'application/json') =>
    client.send(method, path, { body, headers: { 'content-type': type } });
  const stillAnswers = async () => expect((await anonymous.get('UserSessionResource')).status).toBe(200);

  it('#7 a NUL in any text field is 400, even in an anonymous sign-in', async () => {
    const signIn = await anonymous.create('UserSessionResource', { username_or_email: 'ad\u0000a', password: 'x' });
    expect(signIn.status).toBe(400);
    expect(errorOf(signIn).message_detail).toBe('options.username_or_email: a NUL character is not allowed');
    expect((await owner.create('BoardResource', { name: 'Lamp\u0000s' })).status).toBe(400);
    expect((await owner.rest('GET', '/v3/register/exists/', { email: 'a\u0000@example.com' })).status).toBe(400);
    await stillAnswers();
  });

  it('#7 JSON nested 10,000 deep in a typed position is 400 and the server still answers', async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const response = await raw(owner, 'POST', '/resource/BoardResource/create/', `{"options":{"name":${deep}}}`);
    expect(response.status).toBe(400);
    expect(errorOf(response).message_detail).toMatch(/nested deeper than \d+ levels/);
    await stillAnswers();
  });

  it('#8 message_detail of a schema failure is one short line naming the field, never the input', async () => {
    const description = 'x'.repeat(10_000);
    const response = await owner.create('BoardResource', { name: 'Long', description });
    expect(response.status).toBe(400);
    const detail = errorOf(response).message_detail ?? '';
    expect(detail).toBe('description: Expected a string at most 5000 character(s) long');
    expect(detail).not.toContain('xxx');
    const typed = errorOf(await owner.create('BoardResource', { name: { secret: 'token-123' } })).message_detail ?? '';
    expect(typed).toBe('name: Expected string');
    const malformed = errorOf(await raw(owner, 'POST', '/resource/BoardResource/create/', '{"options": {"name": "sneaky-input'));
    expect(malformed.message_detail).toBe('not valid JSON');
  });

  it('#9 options are read from own keys only: __proto__, constructor and prototype keys are 400', async () => {
    const before = dataOf<{ all_boards: { name: string }[] }>(await owner.get('BoardPickerBoardsResource')).all_boards.length;
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      const response = await raw(owner, 'POST', '/resource/BoardResource/create/', `{"options":{"${key}":{"name":"From the prototype"}}}`);
      expect(response.status, key).toBe(400);
    }
    const nested = await raw(
      owner,
      'POST',
      '/resource/BoardResource/create/',
      '{"options":{"name":"ok","aux_data":{"__proto__":{"source":"x"}}}}',
    );
    expect(nested.status).toBe(400);
    expect(dataOf<{ all_boards: unknown[] }>(await owner.get('BoardPickerBoardsResource')).all_boards.length).toBe(before);
  });

  it('#10 a text/plain body is 415 on a JSON endpoint and signs no one in (login CSRF)', async () => {
    const visitor = new WireClient(server.url);
    const body = JSON.stringify({ options: { username_or_email: 'hoarder', password: 'correct horse battery' } });
    const response = await raw(visitor, 'POST', '/resource/UserSessionResource/create/', body, 'text/plain');
    expect(response.status).toBe(415);
    expect(visitor.session).toBeUndefined();
    expect(
      (
        await raw(
          owner,
          'POST',
          '/resource/BoardResource/create/',
          JSON.stringify({ options: { name: 'Form' } }),
          'application/x-www-form-urlencoded',
        )
      ).status,
    ).toBe(415);
    // The same body as JSON (with a charset) works.
    expect((await raw(visitor, 'POST', '/resource/UserSessionResource/create/', body, 'application/json; charset=utf-8')).status).toBe(200);
  });

  it('#10 API answers, successes and failures, carry X-Content-Type-Options: nosniff', async () => {
    expect((await anonymous.get('UserSessionResource')).headers.get('x-content-type-options')).toBe('nosniff');
    expect((await anonymous.rest('GET', '/v3/pins/999999999/')).headers.get('x-content-type-options')).toBe('nosniff');
    expect((await anonymous.send('GET', '/resource/NoSuchResource/get/')).headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('#13.12 settings for several instances behind a load balancer', () => {
  it('HOST, PINSTACK_SECURE_COOKIES and PINSTACK_TRUSTED_PROXIES are read; the demo seed is off by default under DATABASE_URL', () => {
    const config = configFromEnv({
      HOST: '0.0.0.0',
      PINSTACK_SECURE_COOKIES: '1',
      PINSTACK_TRUSTED_PROXIES: '10.0.0.1, 10.0.0.2',
      DATABASE_URL: 'postgres://db/pinstack',
    });
    expect(config).toMatchObject({ host: '0.0.0.0', secureCookies: true, trustedProxies: ['10.0.0.1', '10.0.0.2'], seed: false });
    expect(configFromEnv({ DATABASE_URL: 'postgres://db/pinstack', PINSTACK_SEED: '1' }).seed).toBe(true);
    expect(configFromEnv({}).seed).toBe(true);
    expect(configFromEnv({})).toMatchObject({ host: '127.0.0.1', secureCookies: false, trustedProxies: [] });
    // issue 24: images processed at once per process
    expect(configFromEnv({}).imageParallel).toBe(1);
    expect(configFromEnv({ PINSTACK_IMAGE_JOBS: '3' }).imageParallel).toBe(3);
    expect(() => configFromEnv({ PINSTACK_IMAGE_JOBS: 'lots' })).toThrow('PINSTACK_IMAGE_JOBS');
  });

  it('behind a trusted proxy the client address comes from X-Forwarded-For; from anyone else it is ignored', async () => {
    const proxied = await startTestServer({ rateLimits: DEFAULT_RATE_LIMITS, trustedProxies: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] });
    const direct = await startTestServer({ rateLimits: DEFAULT_RATE_LIMITS });
    try {
      const from = (target: TestServer, address: string, login: string) =>
        new WireClient(target.url).send('POST', '/resource/UserSessionResource/create/', {
          body: JSON.stringify({ options: { username_or_email: login, password: 'wrong' } }),
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `${address}, 127.0.0.1` },
        });
      const max = DEFAULT_RATE_LIMITS.signInAddress.max;
      for (let i = 0; i < max; i++) expect((await from(proxied, '203.0.113.1', `someone${i}`)).status).toBe(401);
      expect((await from(proxied, '203.0.113.1', 'someone-else')).status).toBe(429);
      // Another client behind the same proxy is not limited by the first one's failures.
      expect((await from(proxied, '203.0.113.2', 'someone-else')).status).toBe(401);
      // Without a trusted proxy, a forged header does not give an attacker fresh addresses.
      for (let i = 0; i < max; i++) expect((await from(direct, `198.51.100.${i}`, `someone${i}`)).status).toBe(401);
      expect((await from(direct, '198.51.100.99', 'someone-else')).status).toBe(429);
    } finally {
      await proxied.dispose();
      await direct.dispose();
    }
  });

  it('expired sessions and old rate-limit counters are pruned', async () => {
    const pruned = await startTestServer();
    try {
      const client = new WireClient(pruned.url);
      await client.signUp('pruned');
      await pruned.db.query(`UPDATE sessions SET expires_at = now() - interval '1 minute'`);
      await pruned.db.query(
        `INSERT INTO rate_limits (bucket, key, window_start, hits) VALUES ('signInAddress', 'x', now() - interval '2 days', 3)`,
      );
      expect(await prune(pruned.db)).toEqual({ sessions: 1, attempts: 1 });
      expect((await pruned.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions'))[0]?.n).toBe(0);
    } finally {
      await pruned.dispose();
    }
  });
});

describe('#13.12 expiry by the database clock (servers whose clocks disagree share one database)', () => {
  const TEN_MINUTES = 10 * 60 * 1000;

  it('S0 §8: a server whose clock runs ahead does not take over a board lock another holds; one whose clock lags does not wait on an expired one', async () => {
    for (const [i, skew] of [TEN_MINUTES, -TEN_MINUTES].entries()) {
      const skewed = await startTestServer({ now: () => new Date(Date.now() + skew) });
      try {
        const client = new WireClient(skewed.url);
        await client.signUp(`skewed${i}`);
        const board = dataOf<{ id: string }>(await client.create('BoardResource', { name: 'Clocks' }));
        // Another server took the lock for 30 s by the database's clock.
        expect(await store.acquireBoardLock(skewed.db, board.id, 'other-process', 30_000)).toBe(true);
        expect((await client.update('BoardResource', { board_id: board.id, name: 'Taken over' })).status).toBe(409);
        // Its holder crashed; the lock ran out a second ago.
        await skewed.db.query(`UPDATE board_action_locks SET expires_at = now() - interval '1 second' WHERE board_id = $1`, [board.id]);
        expect((await client.update('BoardResource', { board_id: board.id, name: 'After the crash' })).status).toBe(200);
        expect(skewed.errors).toEqual([]);
      } finally {
        await skewed.dispose();
      }
    }
  });

  it('rate-limit windows are cut by the database clock: a server a day ahead counts into the current window and still limits', async () => {
    const skewed = await startTestServer({ now: () => new Date(Date.now() + 24 * 60 * 60 * 1000), rateLimits: DEFAULT_RATE_LIMITS });
    try {
      const client = new WireClient(skewed.url);
      for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) expect((await client.signIn('nobody-here', 'wrong')).status).toBe(401);
      expect((await client.signIn('nobody-here', 'wrong')).status).toBe(429);
      const windows = await skewed.db.query<{ current: boolean }>(
        `SELECT window_start <= now() AND window_start > now() - interval '1 hour' AS current FROM rate_limits`,
      );
      expect(windows.length).toBeGreaterThan(0);
      expect(windows.every((w) => w.current)).toBe(true);
    } finally {
      await skewed.dispose();
    }
  });
});
