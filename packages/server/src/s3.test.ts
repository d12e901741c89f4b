/**
 * Media in an S3-compatible store (#13.11), against s3rver in this process on 127.0.0.1: the media
 * store contract, a server keeping its uploads there (served from its own origin, the secret-board
 * check intact), the settings, and — when a PostgreSQL server is configured (TEST_DATABASE_URL) —
 * two server processes (`src/main.ts`) on one database and one bucket serving each other's uploads
 * and sessions, started together and seeding the demo data once (#13.12).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPIRED_SESSION_CODE, MESSAGES, type Pin, type UploadRecord, type UploadTicket } from '@pinstack/core';
import { configFromEnv } from './config.js';
import type { Db } from './db/db.js';
import { openPostgres } from './db/postgres.js';
import { openS3MediaStore, MediaBucketUnavailable, S3_MEDIA_PREFIX } from './media/s3.js';
import { makePng } from './png.js';
import { DEMO_PASSWORD, DEMO_USERS } from './seed.js';
import { dataOf, errorOf, WireClient } from './testing/client.js';
import { runMediaStoreContract } from './testing/media-contract.js';
import { startTestS3, type TestS3 } from './testing/s3.js';
import { serveProcess, type ServedProcess } from './testing/serve-process.js';
import { startTestServer, type TestServer } from './testing/server.js';
import { throwawayPostgres } from './testing/test-db.js';
import { onPostgres } from './testing/on-postgres.js';

let s3: TestS3;

beforeAll(async () => {
  s3 = await startTestS3();
});

afterAll(async () => {
  await s3.close();
});

runMediaStoreContract('S3 (s3rver)', {
  open: async () => {
    const store = await openS3MediaStore(s3.settings);
    return { store, contents: () => s3.keys(), close: () => store.close() };
  },
});

/** Uploads a PNG through the ticket flow of `via` (the multipart POST may go to another server). */
async function uploadPng(client: WireClient, rgb: [number, number, number], via = client.baseUrl): Promise<string> {
  const ticket = dataOf<UploadTicket>(await client.create('VIPResource', { type: 'pinimage' }));
  const body = new FormData();
  for (const [key, value] of Object.entries(ticket.upload_parameters)) body.append(key, value);
  body.append('file', new Blob([new Uint8Array(makePng(200, 200, rgb))], { type: 'image/png' }), 'lamp.png');
  expect((await new WireClient(via).send('POST', new URL(ticket.upload_url).pathname, { body })).status).toBe(200);
  // S0 §4: poll until an image worker (of any server on the database) has processed it
  for (let attempt = 0; attempt < 300; attempt++) {
    const status = (await record(client, ticket.upload_id))?.status;
    if (status !== 'processing' && status !== 'registered') break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return ticket.upload_id;
}

async function record(client: WireClient, id: string) {
  return dataOf<Record<string, UploadRecord>>(await client.get('VIPResource', { upload_ids: [id] }))[id];
}

describe('a server keeping its media in S3', () => {
  let server: TestServer;
  let owner: WireClient;

  beforeAll(async () => {
    server = await startTestServer({ s3: s3.settings });
    owner = new WireClient(server.url);
    await owner.signUp('bucketeer');
  });

  afterAll(async () => {
    expect(server.errors).toEqual([]);
    await server.dispose();
  });

  it('an upload lands in the bucket (not the data directory) and is served from the server’s origin', async () => {
    expect(server.env.media.kind).toBe('s3');
    const id = await uploadPng(owner, [10, 200, 30]);
    const done = await record(owner, id);
    expect(done).toMatchObject({ status: 'succeeded', image_url: expect.stringMatching(/^\/media\/[A-Za-z0-9_-]{24}\.orig\.jpg$/) });
    const name = done!.image_url!.slice('/media/'.length);
    const keys = await s3.keys();
    expect(keys).toContain(`${S3_MEDIA_PREFIX}${name}`);
    // issue 24: every variant is in the bucket too, and the source as sent is gone
    for (const variant of ['236x.webp', '474x.jpg', '736x.webp', 'orig.webp']) {
      expect(keys).toContain(`${S3_MEDIA_PREFIX}${name.replace('orig.jpg', variant)}`);
    }
    expect(keys.filter((key) => key.includes('.src.'))).toEqual([]);
    expect(existsSync(join(server.dataDir, 'media', name))).toBe(false);
    const image = await owner.fetch(done!.image_url!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(
      Buffer.from(await image.arrayBuffer())
        .subarray(0, 2)
        .equals(Buffer.from([0xff, 0xd8])),
    ).toBe(true);
  });

  it('S0 §6: a secret board’s image in the bucket reaches only its members (404 to anyone else, as a missing file)', async () => {
    const secret = dataOf<{ id: string }>(await owner.create('BoardResource', { name: 'Bucket secret', privacy: 'secret' }));
    const pin = dataOf<Pin>(await owner.create('PinResource', { board_id: secret.id, media_upload_id: await uploadPng(owner, [1, 2, 3]) }));
    const url = pin.imageUrl ?? '';
    expect(url).toMatch(/^\/media\//);
    const stranger = new WireClient(server.url);
    await stranger.signUp('bucketsnoop');
    const missing = await new WireClient(server.url).fetch('/media/AAAAAAAAAAAAAAAAAAAAAAAA.png');
    expect(missing.status).toBe(404);
    const missingText = await missing.text();
    for (const other of [stranger, new WireClient(server.url)]) {
      const refused = await other.fetch(url);
      expect(refused.status).toBe(404);
      expect(await refused.text()).toBe(missingText);
    }
    const mine = await owner.fetch(url);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
  });

  it('a refused upload (not an image: 415; too small: failed) leaves nothing in the bucket', async () => {
    const before = await s3.keys();
    const send = async (file: Blob) => {
      const ticket = dataOf<UploadTicket>(await owner.create('VIPResource', { type: 'pinimage' }));
      const body = new FormData();
      for (const [key, value] of Object.entries(ticket.upload_parameters)) body.append(key, value);
      body.append('file', file, 'x.png');
      return { ticket, status: (await new WireClient(server.url).send('POST', '/upload/', { body })).status };
    };
    expect((await send(new Blob([new Uint8Array(200_000).fill(7)]))).status).toBe(415);
    const small = await send(new Blob([new Uint8Array(makePng(100, 100, [9, 9, 9]))]));
    expect(small.status).toBe(200);
    expect(await record(owner, small.ticket.upload_id)).toMatchObject({ status: 'failed', message: MESSAGES.invalidImage });
    expect(await s3.keys()).toEqual(before);
  });

  it('a bucket that is not there stops the server at start, naming it', async () => {
    const start = startTestServer({ s3: { ...s3.settings, bucket: 'no-such-bucket' } });
    await expect(start).rejects.toThrow(MediaBucketUnavailable);
    await expect(start).rejects.toThrow(`The media bucket no-such-bucket at ${s3.settings.endpoint} cannot be used`);
  });
});

describe('settings (#13.11)', () => {
  it('PINSTACK_S3_BUCKET selects S3, with PINSTACK_S3_ENDPOINT, AWS_REGION and the AWS key pair; unset, the local directory', () => {
    expect(configFromEnv({}).s3).toBeUndefined();
    expect(
      configFromEnv({
        PINSTACK_S3_BUCKET: 'media',
        PINSTACK_S3_ENDPOINT: 'http://minio:9000',
        AWS_REGION: 'eu-west-1',
        AWS_ACCESS_KEY_ID: 'id',
        AWS_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({
      bucket: 'media',
      endpoint: 'http://minio:9000',
      region: 'eu-west-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
    // On AWS itself: no endpoint, and credentials from the SDK's default chain (an instance role).
    expect(configFromEnv({ PINSTACK_S3_BUCKET: 'media' }).s3).toEqual({
      bucket: 'media',
      endpoint: undefined,
      region: undefined,
      credentials: undefined,
    });
    expect(() => configFromEnv({ PINSTACK_S3_BUCKET: 'media', AWS_ACCESS_KEY_ID: 'id' })).toThrow('AWS_SECRET_ACCESS_KEY');
    expect(() => configFromEnv({ PINSTACK_S3_BUCKET: 'media', PINSTACK_S3_ENDPOINT: 'minio:9000' })).toThrow('PINSTACK_S3_ENDPOINT');
  });
});

onPostgres('two server processes on one PostgreSQL and one S3 bucket', (serverUrl) => {
  describe('two server processes on one PostgreSQL and one S3 bucket (#13.11, #13.12)', () => {
    let a: ServedProcess;
    let b: ServedProcess;
    let urlA: string;
    let urlB: string;
    let db: Db;
    const cleanups: (() => void | Promise<void>)[] = [];

    beforeAll(async () => {
      const database = await throwawayPostgres(serverUrl);
      cleanups.push(database.drop);
      // Each has its own data directory: the database and the bucket are all they share.
      const dirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'pinstack-test-')));
      cleanups.push(() => {
        for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
      });
      const env = {
        DATABASE_URL: database.url,
        PINSTACK_S3_BUCKET: s3.settings.bucket,
        PINSTACK_S3_ENDPOINT: s3.settings.endpoint,
        AWS_REGION: s3.settings.region,
        AWS_ACCESS_KEY_ID: s3.settings.credentials?.accessKeyId,
        AWS_SECRET_ACCESS_KEY: s3.settings.credentials?.secretAccessKey,
        // Both asked to seed the empty database, at the production password cost: seeding takes
        // long enough (one scrypt before the first insert) that a second server checking "empty?"
        // outside the migrations' lock would seed too.
        PINSTACK_SEED: '1',
      };
      // Both start at once; killed after the suite whatever happens (before the database goes).
      a = serveProcess({ ...env, PINSTACK_DATA_DIR: dirs[0] });
      b = serveProcess({ ...env, PINSTACK_DATA_DIR: dirs[1] });
      cleanups.push(
        () => a.kill(),
        () => b.kill(),
      );
      [urlA, urlB] = await Promise.all([a.url, b.url]);
      db = openPostgres(database.url);
      cleanups.push(() => db.close());
    }, 120_000);

    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it('#13.12: the demo seed is loaded once, under the migrations’ lock, by whichever starts first', async () => {
      const users = await db.query<{ username: string }>('SELECT username FROM users ORDER BY username');
      expect(users.map((u) => u.username)).toEqual(DEMO_USERS.map((u) => u.username).sort());
      // Every seeded image is in the shared bucket, and each server serves the other's.
      const pins = await db.query<{ image_url: string }>(
        `SELECT p.image_url FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' ORDER BY p.id`,
      );
      expect(pins.length).toBeGreaterThan(0);
      for (const url of [urlA, urlB]) {
        const client = new WireClient(url);
        expect(dataOf(await client.signIn('demo', DEMO_PASSWORD))).toMatchObject({ username: 'demo' });
        expect((await client.fetch(pins[0]!.image_url)).status).toBe(200);
      }
    });

    it('an image uploaded through one is served by the other; a session made on one works on the other; signing out on one ends it on both', async () => {
      const onA = new WireClient(urlA);
      await onA.signUp('twoprocesses');
      // The ticket comes from A, the file goes to B, the Pin is made on A.
      const uploadId = await uploadPng(onA, [77, 66, 55], urlB);
      const board = dataOf<{ id: string }>(await onA.create('BoardResource', { name: 'Shared bucket', privacy: 'secret' }));
      const pin = dataOf<Pin>(await onA.create('PinResource', { board_id: board.id, media_upload_id: uploadId }));
      const url = pin.imageUrl ?? '';
      expect(url).toMatch(/^\/media\//);
      // A's session cookie, sent to B: B knows the session (and its CSRF token) from the database.
      const onB = new WireClient(urlB);
      for (const [k, v] of onA.cookies) onB.cookies.set(k, v);
      expect(dataOf(await onB.get('UserSessionResource'))).toMatchObject({ isAuth: true, username: 'twoprocesses' });
      // issue #24: the served file is the pipeline's (re-encoded, no metadata), the same from either server
      const served: Buffer[] = [];
      for (const client of [onA, onB]) {
        const image = await client.fetch(url);
        expect(image.status).toBe(200);
        served.push(Buffer.from(await image.arrayBuffer()));
      }
      expect(served[0]?.byteLength).toBeGreaterThan(0);
      expect(served[0]?.equals(served[1] ?? Buffer.alloc(0))).toBe(true);
      // The secret board's image is still refused to anyone else, on either server.
      expect((await new WireClient(urlB).fetch(url)).status).toBe(404);
      expect((await new WireClient(urlA).fetch(url)).status).toBe(404);
      // A has just used the session (a server caching it would answer from memory from now on)...
      expect(dataOf(await onA.get('BoardPickerBoardsResource'))).toMatchObject({ all_boards: [expect.objectContaining({ id: board.id })] });
      // ...and signing out on B ends it on A too: the next request there is 401 code 7.
      expect(dataOf(await onB.delete('UserSessionResource'))).toEqual({});
      const after = await onA.get('BoardPickerBoardsResource');
      expect(after.status).toBe(401);
      expect(errorOf(after).api_error_code).toBe(EXPIRED_SESSION_CODE);
      expect((await onA.fetch(url)).status).toBe(404);
    });

    it('both stop cleanly on SIGTERM, with nothing on stderr but the AWS SDK’s notice about Node 20', async () => {
      a.child.kill('SIGTERM');
      b.child.kill('SIGTERM');
      expect(await Promise.all([a.exited, b.exited])).toEqual([0, 0]);
      // note: the SDK warns once per process on Node < 22 that its later versions will need 22; a
      // deployment's own notice, not an error of the server.
      const sdkNotice = /\(node:\d+\) Warning: NodeVersionSupportWarning:[\s\S]*?to show where the warning was created\)\n/;
      expect(a.stderr().replace(sdkNotice, '')).toBe('');
      expect(b.stderr().replace(sdkNotice, '')).toBe('');
      expect(a.stdout()).toContain('stopped (SIGTERM)');
      expect(b.stdout()).toContain('stopped (SIGTERM)');
    }, 60_000);
  });
});
