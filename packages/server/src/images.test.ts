/**
 * Issue #24 over HTTP: an uploaded phone photo comes back upright and without its GPS position in
 * every variant, each Pin carries its variants and dominant colour; images of other sites are
 * fetched once through the safe fetcher and never hotlinked, and one that cannot be fetched or
 * decoded is S0 §8 `Invalid Image` with no Pin made; jobs are claimed once across servers; images
 * stored before the pipeline (uploads and hotlinked Pins) are brought into it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type Pin, type UploadRecord, type UploadTicket } from '@pinstack/core';
import sharp from 'sharp';
import { carriesExifOrPosition, makePhoto } from './images/test-photo.js';
import { backfillImages } from './images/jobs.js';
import * as store from './store/index.js';
import { makePng } from './png.js';
import { dataOf, errorOf, WireClient } from './testing/client.js';
import { startTestServer, type TestServer } from './testing/server.js';

let server: TestServer;
let owner: WireClient;
let stranger: WireClient;
let site: Server;
let siteUrl: string;
const siteHits = new Map<string, number>();
let photo: Buffer;

beforeAll(async () => {
  photo = await makePhoto({ width: 1600, height: 1200, orientation: 6, gps: true });
  // a site on loopback: PINSTACK_FETCH_ALLOW_PRIVATE=1 lets the server fetch from it
  site = createServer((request, response) => {
    const path = request.url ?? '/';
    siteHits.set(path, (siteHits.get(path) ?? 0) + 1);
    if (path.startsWith('/photo.jpg')) response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
    else if (path === '/moved.jpg') response.writeHead(302, { location: '/photo.jpg?moved' }).end();
    else if (path === '/page.html') response.writeHead(200, { 'content-type': 'text/html' }).end('<html>not an image</html>');
    else if (path === '/broken.jpg') response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo.subarray(0, 2000));
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  server = await startTestServer({ fetchAllowPrivate: true });
  owner = new WireClient(server.url);
  stranger = new WireClient(server.url);
  await owner.signUp('photographer');
  await stranger.signUp('passerby');
});

afterAll(async () => {
  expect(server.errors).toEqual([]);
  await server.dispose();
  await new Promise((resolve) => site.close(resolve));
});

async function upload(bytes: Buffer): Promise<UploadRecord & { upload_id: string }> {
  const ticket = dataOf<UploadTicket>(await owner.create('VIPResource', { type: 'pinimage' }));
  const body = new FormData();
  for (const [key, value] of Object.entries(ticket.upload_parameters)) body.append(key, value);
  body.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'IMG_0001.jpg');
  expect((await new WireClient(server.url).send('POST', new URL(ticket.upload_url).pathname, { body })).status).toBe(200);
  await server.images.idle();
  const record = dataOf<Record<string, UploadRecord>>(await owner.get('VIPResource', { upload_ids: [ticket.upload_id] }))[ticket.upload_id];
  return { ...(record as UploadRecord), upload_id: ticket.upload_id };
}

const board = async (name: string, privacy: 'public' | 'secret' = 'public') =>
  dataOf<{ id: string }>(await owner.create('BoardResource', { name, privacy }));

async function served(client: WireClient, url: string): Promise<Buffer> {
  const response = await client.fetch(url);
  expect(response.status, url).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe('issue 24 §1: uploads', () => {
  it('a 1600×1200 photo marked "rotate 90°" with GPS: the Pin has 4 upright variants without EXIF, and its dominant colour', async () => {
    const record = await upload(photo);
    expect(record.status).toBe('succeeded');
    const pin = dataOf<Pin>(await owner.create('PinResource', { board_id: (await board('Trips')).id, media_upload_id: record.upload_id }));
    expect(pin.imageUrl).toBe(record.image_url);
    expect(pin.color).toMatch(/^#[0-9a-f]{6}$/);
    const images = pin.images ?? {};
    expect(Object.fromEntries(Object.entries(images).map(([name, image]) => [name, [image.width, image.height]]))).toEqual({
      '236x': [236, 315],
      '474x': [474, 632],
      '736x': [736, 981],
      orig: [1200, 1600],
    });
    for (const image of Object.values(images)) {
      for (const url of [image.url, image.webpUrl ?? '']) {
        const bytes = await served(owner, url);
        const meta = await sharp(bytes).metadata();
        expect([meta.width, meta.height]).toEqual([image.width, image.height]);
        expect(meta.exif).toBeUndefined();
        expect(carriesExifOrPosition(bytes), url).toBe(false);
      }
    }
    // the source as sent (EXIF and all) is gone from the store once processed
    expect(await server.db.query(`SELECT 1 FROM image_jobs`)).toEqual([]);
  });

  it('a Pin saved from our own image path carries that image’s variants', async () => {
    const record = await upload(photo);
    const pin = dataOf<Pin>(await owner.create('PinResource', { board_id: (await board('Again')).id, image_url: record.image_url }));
    expect(pin.images?.['236x']?.webpUrl).toMatch(/\.236x\.webp$/);
    // the bookmarklet's `media` as an absolute URL of this very server: ours, not fetched
    const absolute = dataOf<Pin>(
      await owner.create('PinResource', { board_id: (await board('Absolute')).id, image_url: `${server.url}${record.image_url}` }),
    );
    expect(absolute.imageUrl).toBe(record.image_url);
    expect(absolute.images?.orig?.url).toBe(record.image_url);
  });

  it('a Pin saved from the address of any of our image’s files (a card’s 236x WebP, pasted) carries the whole image', async () => {
    const record = await upload(photo);
    const first = dataOf<Pin>(await owner.create('PinResource', { board_id: (await board('Variants')).id, image_url: record.image_url }));
    const variants = [first.images?.['236x']?.url, first.images?.['236x']?.webpUrl, first.images?.['474x']?.webpUrl];
    expect(variants.every((url) => url !== undefined)).toBe(true);
    const target = await board('Variants pasted');
    for (const variant of variants) {
      for (const address of [variant ?? '', `${server.url}${variant}`]) {
        const made = dataOf<Pin>(await owner.create('PinResource', { board_id: target.id, image_url: address, title: address }));
        // read back as the feed reads it (PinResource get)
        const pin = dataOf<Pin>(await owner.get('PinResource', { id: made.id }));
        expect(pin.imageUrl, address).toBe(record.image_url);
        expect(pin.images, address).toEqual(first.images);
        expect(pin.color, address).toBe(first.color);
        expect(pin.images?.orig?.width, address).toBeGreaterThan(0);
        // the create-Pin page's warm call names the same canonical file, which it shows and saves
        const warmed = dataOf<{ image_url: string }>(await owner.rest('PUT', '/v3/pins/image/', { image_url: address }));
        expect(warmed.image_url, address).toBe(record.image_url);
      }
    }
  });

  it('a JPEG cut off halfway (its header passes the sniff) ends failed, Invalid Image', async () => {
    const record = await upload(photo.subarray(0, Math.floor(photo.length / 2)));
    expect(record).toMatchObject({ status: 'failed', message: MESSAGES.invalidImage });
  });
});

describe('issue 24 §2: images of other sites', () => {
  it('a Pin from an image URL shows our own media, fetched once however many Pins save it', async () => {
    const target = await board('From the web');
    const url = `${siteUrl}/photo.jpg?once`;
    const first = dataOf<Pin>(await owner.create('PinResource', { board_id: target.id, image_url: url }));
    const second = dataOf<Pin>(await owner.create('PinResource', { board_id: target.id, image_url: url, title: 'again' }));
    expect(siteHits.get('/photo.jpg?once')).toBe(1);
    for (const pin of [first, second]) {
      expect(pin.imageUrl).toMatch(/^\/media\/[A-Za-z0-9_-]{24}\.orig\.jpg$/);
      expect(JSON.stringify(pin)).not.toContain(siteUrl);
      expect(pin.images?.orig).toMatchObject({ width: 1200, height: 1600 });
    }
    expect((await sharp(await served(owner, first.imageUrl ?? '')).metadata()).exif).toBeUndefined();
  });

  it('a redirect to an image is followed (checked like the first URL)', async () => {
    const pin = dataOf<Pin>(await owner.create('PinResource', { board_id: (await board('Moved')).id, image_url: `${siteUrl}/moved.jpg` }));
    expect(pin.imageUrl).toMatch(/^\/media\//);
  });

  it.each([
    ['a missing image (404)', '/missing.jpg'],
    ['a page, not an image', '/page.html'],
    ['a cut-off JPEG that does not decode', '/broken.jpg'],
  ])('S0 §8: %s is 400 Invalid Image and no Pin is made', async (_, path) => {
    const target = await board(`Nothing ${path}`);
    const response = await owner.create('PinResource', { board_id: target.id, image_url: `${siteUrl}${path}` });
    expect(response.status).toBe(400);
    expect(errorOf(response).message).toBe(MESSAGES.invalidImage);
    expect(dataOf<{ pin_count: number }>(await owner.get('BoardResource', { board_id: target.id })).pin_count).toBe(0);
    // and nobody else sees anything of it
    expect((await stranger.get('BoardResource', { board_id: target.id })).status).toBe(200);
  });

  it('#21 §4: without PINSTACK_FETCH_ALLOW_PRIVATE a loopback image is refused (400 Invalid Image), never fetched', async () => {
    const strict = await startTestServer();
    try {
      const client = new WireClient(strict.url);
      await client.signUp('strict');
      const target = dataOf<{ id: string }>(await client.create('BoardResource', { name: 'Strict' }));
      const before = siteHits.get('/photo.jpg?private') ?? 0;
      const response = await client.create('PinResource', { board_id: target.id, image_url: `${siteUrl}/photo.jpg?private` });
      expect(response.status).toBe(400);
      expect(errorOf(response).message).toBe(MESSAGES.invalidImage);
      expect(siteHits.get('/photo.jpg?private') ?? 0).toBe(before);
      expect(strict.errors).toEqual([]);
    } finally {
      await strict.dispose();
    }
  });
});

describe('issue 24: jobs and images stored before the pipeline', () => {
  it('a job is claimed by one worker at a time; a lease that ran out is claimed again', async () => {
    const db = server.db;
    const user = (await store.userByLogin(db, 'photographer'))?.id ?? '';
    const a = await store.insertProcessingUpload(db, user, 'test');
    const b = await store.insertProcessingUpload(db, user, 'test');
    await store.insertImageJob(db, a.id, 'nothing-a.src.jpg');
    await store.insertImageJob(db, b.id, 'nothing-b.src.jpg');
    // hold the worker off these two: claim them here
    const first = await store.claimImageJob(db, 60);
    const second = await store.claimImageJob(db, 60);
    expect(new Set([first?.upload_id, second?.upload_id])).toEqual(new Set([a.id, b.id]));
    expect(await store.claimImageJob(db, 60)).toBeUndefined();
    await db.query(`UPDATE image_jobs SET locked_until = now() - interval '1 second' WHERE upload_id = $1`, [a.id]);
    expect(await store.claimImageJob(db, 60)).toMatchObject({ upload_id: a.id, attempts: 2 });
    await db.query(`DELETE FROM image_jobs WHERE upload_id = ANY($1::text[])`, [[a.id, b.id]]);
  });

  it('an upload stored as sent before the pipeline, and a hotlinked Pin, are brought in; covers are never another site’s', async () => {
    const db = server.db;
    const user = (await store.userByLogin(db, 'photographer'))?.id ?? '';
    const target = await board('Old times');
    // as stored before issue 24: the bytes as sent, under a name of their own, on a Pin
    const oldName = 'OLDOLDOLDOLDOLDOLDOLDOLD.jpg';
    await server.env.media.put(oldName, photo, 'image/jpeg');
    const old = await store.insertUpload(db, user, 'old');
    await store.finishUpload(db, old.id, {
      status: 'succeeded',
      contentType: 'image/jpeg',
      byteSize: photo.length,
      fileName: oldName,
      width: 1600,
      height: 1200,
    });
    const insert = (imageUrl: string) =>
      store.insertPin(db, {
        boardId: target.id,
        sectionId: null,
        pinnerId: user,
        title: 'old',
        description: '',
        link: null,
        imageUrl,
        imageWidth: null,
        imageHeight: null,
        color: null,
        guid: null,
        method: null,
        repinOf: null,
      });
    const fromUpload = await insert(`/media/${oldName}`);
    const hotlinked = await insert(`${siteUrl}/photo.jpg?hotlinked`);
    const gone = await insert(`${siteUrl}/missing.jpg?hotlinked`);
    const cover = async () =>
      dataOf<{ image_cover_url?: string }>(await owner.get('BoardResource', { board_id: target.id })).image_cover_url ?? '';
    // the newest Pin hotlinks an image that is gone: the cover is still an image of this site
    expect(await cover()).not.toContain(siteUrl);
    await backfillImages(server.env, server.images);
    await server.images.idle();
    const pins = await store.pinsByIds(db, [fromUpload.id, hotlinked.id, gone.id]);
    const byId = new Map(pins.map((pin) => [pin.id, pin]));
    expect(byId.get(fromUpload.id)?.image_url).toMatch(/^\/media\/[A-Za-z0-9_-]{24}\.orig\.jpg$/);
    expect(byId.get(fromUpload.id)?.images?.['236x']?.width).toBe(236);
    expect(byId.get(hotlinked.id)?.image_url).toMatch(/^\/media\/[A-Za-z0-9_-]{24}\.orig\.jpg$/);
    expect(byId.get(gone.id)?.image_url).toBe(`${siteUrl}/missing.jpg?hotlinked`);
    expect(await server.env.media.get(oldName)).toBeUndefined();
    expect(await cover()).toMatch(/^\/media\/[A-Za-z0-9_-]{24}\.236x\.jpg$/);
  });

  it('an image of this site that is not an image the pipeline made stays as it was (a path on our origin)', async () => {
    const png = makePng(200, 200, [1, 2, 3]);
    expect(png.length).toBeGreaterThan(0);
    const pin = dataOf<Pin>(await owner.create('PinResource', { board_id: (await board('Paths')).id, image_url: '/static/tile.png' }));
    expect(pin.imageUrl).toBe('/static/tile.png');
  });
});
