/**
 * Compression of the API's JSON answers, seen on the wire (node:http, which, unlike fetch, does
 * not decode): large answers go as br or gzip when accepted and decode to the same JSON; small
 * ones, clients without Accept-Encoding, images and non-API answers go as they are.
 */
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadRecord, UploadTicket } from '@pinstack/core';
import { makePng } from '../png.js';
import { dataOf, WireClient } from '../testing/client.js';
import { startTestServer, type TestServer } from '../testing/server.js';
import { chooseEncoding, COMPRESS_THRESHOLD_BYTES, compressJson } from './compress.js';

/** An answer as it came over the wire: status, headers and the undecoded body. */
interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

function rawRequest(url: string, headers: Record<string, string>, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The body decoded as its Content-Encoding says. */
function decoded(answer: RawAnswer): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return gunzipSync(answer.body);
  if (encoding === undefined) return answer.body;
  throw new Error(`unexpected content-encoding ${String(encoding)}`);
}

const BOARDS = 60;
let server: TestServer;
let owner: WireClient;
let imageUrl: string;
let pngBytes: Buffer;

beforeAll(async () => {
  server = await startTestServer();
  owner = new WireClient(server.url);
  const user = await owner.signUp('hoarder');
  // An image big enough to be over the threshold, so only its type keeps it uncompressed.
  pngBytes = makePng(600, 600, [30, 60, 90]);
  const ticket = dataOf<UploadTicket>(await owner.create('VIPResource', { type: 'pinimage' }));
  const form = new FormData();
  for (const [key, value] of Object.entries(ticket.upload_parameters)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(pngBytes)], { type: 'image/png' }), 'wall.png');
  expect((await owner.send('POST', new URL(ticket.upload_url).pathname, { body: form })).status).toBe(200);
  // issue #24: the upload is served once the image pipeline has made its variants (S0 §4 poll)
  let record: UploadRecord | undefined;
  for (let poll = 0; poll < 600 && record?.status !== 'succeeded'; poll += 1) {
    if (poll > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    record = dataOf<Record<string, UploadRecord>>(await owner.get('VIPResource', { upload_ids: [ticket.upload_id] }))[ticket.upload_id];
  }
  imageUrl = record?.image_url ?? '';
  // Many boards with a Pin each (the picker lists boards with a cover), straight into the database.
  await server.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO boards (owner_id, name, slug, privacy)
       SELECT $1, 'Board ' || i, 'many-' || i, 'public' FROM generate_series(1, $2::int) AS i`,
      [user.id, BOARDS],
    );
    await tx.query(
      `INSERT INTO pins (board_id, pinner_id, title, image_url, image_width, image_height, method)
       SELECT id, $1, name, $2, 600, 600, 'uploaded' FROM boards WHERE owner_id = $1`,
      [user.id, imageUrl],
    );
  });
});

afterAll(async () => {
  expect(server.errors).toEqual([]);
  await server.dispose();
});

const cookie = (): string => [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
const pickerUrl = (): string =>
  `${server.url}/resource/BoardPickerBoardsResource/get/?data=${encodeURIComponent(JSON.stringify({ options: {} }))}`;
const pickerData = (body: Buffer) =>
  (JSON.parse(body.toString('utf8')) as { resource_response: { data: { all_boards: unknown[] } } }).resource_response.data;

describe('API JSON answers', () => {
  it('a large answer goes as br to a client that accepts it, and decodes to the same JSON', async () => {
    const plain = await rawRequest(pickerUrl(), { cookie: cookie() });
    expect(plain.body.byteLength).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES * 10);
    expect(pickerData(plain.body).all_boards).toHaveLength(BOARDS);
    const packed = await rawRequest(pickerUrl(), { cookie: cookie(), 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(packed.status).toBe(200);
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.headers['vary']).toMatch(/accept-encoding/i);
    expect(Number(packed.headers['content-length'])).toBe(packed.body.byteLength);
    expect(packed.body.byteLength).toBeLessThan(plain.body.byteLength / 4);
    expect(packed.headers['cache-control']).toBe('no-store');
    expect(packed.headers['x-content-type-options']).toBe('nosniff');
    expect(decoded(packed).toString('utf8')).toBe(plain.body.toString('utf8'));
  });

  it('gzip when the client does not take br (or refuses it with q=0)', async () => {
    const plain = await rawRequest(pickerUrl(), { cookie: cookie() });
    for (const acceptEncoding of ['gzip', 'gzip, br;q=0']) {
      const packed = await rawRequest(pickerUrl(), { cookie: cookie(), 'accept-encoding': acceptEncoding });
      expect(packed.headers['content-encoding']).toBe('gzip');
      expect(decoded(packed).toString('utf8')).toBe(plain.body.toString('utf8'));
    }
  });

  it('identity without Accept-Encoding (or with only encodings it does not offer), still saying Vary', async () => {
    const variants: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'deflate' }];
    for (const headers of variants) {
      const answer = await rawRequest(pickerUrl(), { cookie: cookie(), ...headers });
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers['vary']).toMatch(/accept-encoding/i);
      expect(pickerData(answer.body).all_boards).toHaveLength(BOARDS);
    }
  });

  it('a small answer goes as it is', async () => {
    const answer = await rawRequest(`${server.url}/resource/UserSessionResource/get/`, {
      cookie: cookie(),
      'accept-encoding': 'br, gzip',
    });
    expect(answer.body.byteLength).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(() => JSON.parse(answer.body.toString('utf8'))).not.toThrow();
  });

  it('a refusal (400 envelope) stays readable', async () => {
    const answer = await rawRequest(`${server.url}/resource/BoardPickerBoardsResource/get/?data=not-json`, {
      cookie: cookie(),
      'accept-encoding': 'br, gzip',
    });
    expect(answer.status).toBe(400);
    const envelope = JSON.parse(decoded(answer).toString('utf8')) as { resource_response: { status: string } };
    expect(envelope.resource_response.status).toBe('failure');
  });

  it('no answer body carries the session or CSRF token, so compression cannot leak them (BREACH)', async () => {
    const other = new WireClient(server.url);
    const signUp = await other.create('UserRegisterResource', {
      email: 'other@example.com',
      password: 'correct horse battery',
      username: 'other',
      full_name: 'other',
    });
    const tokens = [other.session, other.csrf];
    expect(tokens.every((token) => token !== undefined && token.length >= 16)).toBe(true);
    const headers = { cookie: [...other.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'accept-encoding': 'identity' };
    const bodies = [
      JSON.stringify(signUp.body),
      decoded(await rawRequest(`${server.url}/resource/UserSessionResource/get/`, headers)).toString('utf8'),
      decoded(await rawRequest(pickerUrl(), headers)).toString('utf8'),
    ];
    for (const body of bodies) for (const token of tokens) expect(body).not.toContain(token);
  });

  it('a stored image is streamed as stored, never re-compressed', async () => {
    expect(pngBytes.byteLength).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    const url = new URL(imageUrl, server.url).href;
    const answer = await rawRequest(url, { cookie: cookie(), 'accept-encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^image\//);
    expect(answer.headers['content-encoding']).toBeUndefined();
    // the same bytes as asked without any encoding: the stored file (the pipeline's, issue #24) as it is
    const identity = await rawRequest(url, { cookie: cookie(), 'accept-encoding': 'identity' });
    expect(answer.body.equals(identity.body)).toBe(true);
  });
});

describe('compressJson', () => {
  const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: String(i), name: `item ${i}` })) };
  const app = new Hono();
  app.use('*', compressJson());
  app.get('/resource/Big/get/', (c) => c.json(big));
  app.get('/resource/NoTransform/get/', (c) => c.json(big, 200, { 'cache-control': 'no-transform' }));
  app.get('/resource/Encoded/get/', (c) => c.json(big, 200, { 'content-encoding': 'identity' }));
  app.get('/resource/Text/get/', (c) => c.text('x'.repeat(5000)));
  app.get('/resource/Empty/get/', (c) => c.body(null, 204));
  app.get('/resource/NotModified/get/', (c) => c.body(null, 304));
  app.get('/manifest.json', (c) => c.json(big));
  const accepting = { headers: { 'accept-encoding': 'br, gzip' } };

  it('compresses a large JSON answer of an API path, adding to an existing Vary', async () => {
    const varied = new Hono();
    varied.use('*', compressJson());
    varied.get('/v3/big/', (c) => c.json(big, 200, { vary: 'Cookie' }));
    const answer = await varied.request('/v3/big/', accepting);
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await answer.arrayBuffer())).toString('utf8'))).toEqual(big);
  });

  it('leaves alone HEAD, 204, 304, no-transform, encoded, non-JSON and non-API answers', async () => {
    const untouched = [
      await app.request('/resource/Big/get/', { method: 'HEAD', ...accepting }),
      await app.request('/resource/Empty/get/', accepting),
      await app.request('/resource/NotModified/get/', accepting),
      await app.request('/resource/NoTransform/get/', accepting),
      await app.request('/resource/Text/get/', accepting),
      await app.request('/manifest.json', accepting),
    ];
    for (const answer of untouched) expect(answer.headers.get('content-encoding')).toBeNull();
    expect((await app.request('/resource/Encoded/get/', accepting)).headers.get('content-encoding')).toBe('identity');
  });

  it('chooses br over gzip, honours q=0, offers nothing else', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('deflate, zstd')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding('')).toBeUndefined();
  });
});
