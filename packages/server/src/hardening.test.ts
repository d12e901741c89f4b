/**
 * Server hardening (issue #13), tried as a hostile client would: what a non-member can learn about
 * a secret board (its media, its scrape results, whether its Pins and sections exist). Each case
 * failed on the server before the fix it names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pin, PinnableImage, UploadRecord, UploadTicket } from '@pinstack/core';
import { makePng } from './png.js';
import { dataOf, errorOf, WireClient, type WireResponse } from './testing/client.js';
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
    for (const pin of [secretPin, publicPin]) expect(pin.imageUrl).toMatch(/^\/media\/[A-Za-z0-9_-]{24}\.png$/);
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
