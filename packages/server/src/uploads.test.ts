/**
 * Uploads over HTTP (S0 §7 VIPResource, wire-protocol.md Uploads): signed tickets, the multipart
 * upload, size (413) and type (415) limits by bytes, the S1 §5 120×120 minimum, images served back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, UPLOAD_MAX_BYTES, type UploadRecord, type UploadTicket } from '@pinstack/core';
import { makePng } from './png.js';
import { dataOf, errorOf, WireClient } from './testing/client.js';
import { startTestServer, type TestServer } from './testing/server.js';

let server: TestServer;
let client: WireClient;

beforeAll(async () => {
  server = await startTestServer();
  client = new WireClient(server.url);
  await client.signUp('uploader');
});

afterAll(async () => {
  expect(server.errors).toEqual([]);
  await server.dispose();
});

async function ticket(c: WireClient = client): Promise<UploadTicket> {
  return dataOf<UploadTicket>(await c.create('VIPResource', { type: 'pinimage' }));
}

function form(t: UploadTicket, file: Blob, parameters: Record<string, string> = t.upload_parameters): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(parameters)) body.append(key, value);
  body.append('file', file, 'image.png');
  return body;
}

async function upload(t: UploadTicket, file: Blob, parameters?: Record<string, string>) {
  // The upload authenticates by its signed parameters: no cookie, no CSRF header.
  return new WireClient(server.url).send('POST', new URL(t.upload_url).pathname, { body: form(t, file, parameters) });
}

async function record(id: string, c: WireClient = client): Promise<UploadRecord | undefined> {
  return dataOf<Record<string, UploadRecord>>(await c.get('VIPResource', { upload_ids: [id] }))[id];
}

/** S0 §4: the record once the image worker has settled it (processing → succeeded or failed). */
async function settled(id: string, c: WireClient = client): Promise<UploadRecord | undefined> {
  await server.images.idle();
  return record(id, c);
}

const png = (w: number, h: number) => new Blob([new Uint8Array(makePng(w, h, [200, 120, 40]))], { type: 'image/png' });

describe('uploads', () => {
  it('S0 §3, §4, issue 24: a ticket is registered, a 200×200 PNG is processing until the worker made it, then succeeded with its processed image', async () => {
    const t = await ticket();
    expect(t.upload_url).toBe(`${server.url}/upload/`);
    expect((await record(t.upload_id))?.status).toBe('registered');
    expect(dataOf(await upload(t, png(200, 200)))).toEqual({ upload_id: t.upload_id });
    const done = await settled(t.upload_id);
    expect(done).toMatchObject({ status: 'succeeded', image_url: expect.stringMatching(/^\/media\/[A-Za-z0-9_-]{24}\.orig\.jpg$/) });
    const image = await client.fetch(done!.image_url!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
    expect(bytes.equals(makePng(200, 200, [200, 120, 40]))).toBe(false);
  });

  it('S1 §5: exactly 120×120 succeeds; 119×200 ends failed with Invalid Image', async () => {
    const ok = await ticket();
    await upload(ok, png(120, 120));
    expect((await settled(ok.upload_id))?.status).toBe('succeeded');
    const small = await ticket();
    expect((await upload(small, png(119, 200))).status).toBe(200);
    expect(await record(small.upload_id)).toMatchObject({ status: 'failed', message: MESSAGES.invalidImage });
  });

  it('wire protocol: bytes that are not an image are 415 Invalid Image, whatever the declared type', async () => {
    const t = await ticket();
    const response = await upload(t, new Blob(['<svg onload="alert(1)"></svg> or just text'], { type: 'image/png' }));
    expect(response.status).toBe(415);
    expect(errorOf(response).message).toBe(MESSAGES.invalidImage);
    expect((await record(t.upload_id))?.status).toBe('failed');
  });

  it('wire protocol: a non-image larger than the sniffed head (200 KB) is 415 once the body is read, and the next upload works', async () => {
    // The socket must not be paused by a second reader of the body (a web stream nobody reads).
    const t = await ticket();
    const response = await upload(t, new Blob([new Uint8Array(200_000).fill(7)], { type: 'image/png' }));
    expect(response.status).toBe(415);
    expect((await record(t.upload_id))?.status).toBe('failed');
    const next = await ticket();
    expect((await upload(next, png(200, 200))).status).toBe(200);
  });

  it('wire protocol: a request declaring more than 200 MB + 1 MiB is 413 before it is read', async () => {
    // note: raw HTTP, because fetch will not send a Content-Length that the body does not match.
    const raw = await rawRequest(
      `POST /upload/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${UPLOAD_MAX_BYTES + 1_048_577}\r\n\r\n`,
    );
    expect(raw).toMatch(/^HTTP\/1\.1 413/);
    expect(raw).toContain('"http_status":413');
  });

  it('a forged or altered signature is 403, and a ticket works once', async () => {
    const t = await ticket();
    expect((await upload(t, png(200, 200), { ...t.upload_parameters, signature: 'forged' })).status).toBe(403);
    expect((await upload(t, png(200, 200), { ...t.upload_parameters, upload_id: '1' })).status).toBe(403);
    expect((await upload(t, png(200, 200))).status).toBe(200);
    expect((await upload(t, png(200, 200))).status).toBe(409);
  });

  it("S0 §4: another user's uploads are not listed", async () => {
    const t = await ticket();
    const other = new WireClient(server.url);
    await other.signUp('peeker');
    expect(await record(t.upload_id, other)).toBeUndefined();
  });

  it('a succeeded upload makes a Pin (media_upload_id); a failed one is refused', async () => {
    const board = dataOf<{ id: string }>(await client.create('BoardResource', { name: 'Uploads' }));
    const good = await ticket();
    await upload(good, png(300, 200));
    await settled(good.upload_id);
    const pin = dataOf<{ images: { orig: { width: number; height: number; url: string } } }>(
      await client.create('PinResource', { board_id: board.id, media_upload_id: good.upload_id }),
    );
    expect(pin.images.orig).toMatchObject({ width: 300, height: 200 });
    const bad = await ticket();
    await upload(bad, png(50, 50));
    expect(errorOf(await client.create('PinResource', { board_id: board.id, media_upload_id: bad.upload_id })).message).toBe(
      MESSAGES.invalidImage,
    );
  });

  it('S0 §3 image_base64, issue 24: an inline image goes through the pipeline like an upload (JPEG fallback, WebP variants)', async () => {
    const board = dataOf<{ id: string }>(await client.create('BoardResource', { name: 'Inline' }));
    const base64 = makePng(150, 150, [10, 20, 30]).toString('base64');
    const pin = dataOf<{ imageUrl: string; images: Record<string, { webpUrl: string }> }>(
      await client.create('PinResource', { board_id: board.id, image_base64: base64 }),
    );
    expect((await client.fetch(pin.imageUrl)).headers.get('content-type')).toBe('image/jpeg');
    expect((await client.fetch(pin.images['236x']!.webpUrl)).headers.get('content-type')).toBe('image/webp');
  });

  it('#13.6 a header claiming 65535×65535 in 74 bytes does not pass: over 50 megapixels ends failed, Invalid Image', async () => {
    const header = Buffer.alloc(74);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
    header.writeUInt32BE(13, 8);
    header.write('IHDR', 12, 'latin1');
    header.writeUInt32BE(65535, 16);
    header.writeUInt32BE(65535, 20);
    const t = await ticket();
    expect((await upload(t, new Blob([new Uint8Array(header)], { type: 'image/png' }))).status).toBe(200);
    expect(await settled(t.upload_id)).toMatchObject({ status: 'failed', message: MESSAGES.invalidImage });
  });

  it('only stored images are served: other paths under /media/ are 404', async () => {
    for (const path of [
      '/media/../pgdata/PG_VERSION',
      '/media/%2e%2e%2fpgdata',
      '/media/99999.png',
      '/media/x.png',
      '/media/x.236x.webp',
    ]) {
      expect((await fetch(`${server.url}${path}`)).status).toBe(404);
    }
  });
});

async function rawRequest(head: string): Promise<string> {
  const { connect } = await import('node:net');
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => socket.write(head));
    let data = '';
    socket.on('data', (chunk) => {
      data += chunk.toString();
      if (data.includes('}}}')) socket.destroy();
    });
    socket.on('close', () => resolve(data));
    socket.on('error', reject);
  });
}
