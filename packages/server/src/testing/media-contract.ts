/**
 * The media store contract (#13.11), run against every implementation: the local directory
 * (media.test.ts) and S3 through s3rver (s3.test.ts). What the upload and media routes rely on.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { fc, test } from '@pinstack/core/testing';
import type { MediaStore } from '../media/media-store.js';

/** A store to run the contract on; `contents` lists everything it keeps (objects, temporary files). */
export interface MediaContractSetup {
  readonly open: () => Promise<{
    readonly store: MediaStore;
    readonly contents: () => Promise<string[]>;
    readonly close: () => Promise<void>;
  }>;
}

const name = (ext = 'png') => `${randomBytes(18).toString('base64url')}.${ext}`;

/** `total` deterministic bytes in chunks of `chunk` (never all in memory at once). */
function bytesStream(total: number, chunk: number, failAfter?: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (failAfter !== undefined && sent >= failAfter) {
        this.destroy(new Error('the upload was refused midway'));
        return;
      }
      if (sent >= total) {
        this.push(null);
        return;
      }
      const size = Math.min(chunk, total - sent);
      const part = Buffer.alloc(size);
      for (let i = 0; i < size; i++) part[i] = (sent + i) % 251;
      sent += size;
      this.push(part);
    },
  });
}

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function expectedSha(total: number): string {
  const hash = createHash('sha256');
  const all = Buffer.alloc(total);
  for (let i = 0; i < total; i++) all[i] = i % 251;
  return hash.update(all).digest('hex');
}

/** Registers the contract for one store. */
export function runMediaStoreContract(label: string, setup: MediaContractSetup): void {
  describe(`${label}: media store contract (#13.11)`, () => {
    const withStore = async (fn: (store: MediaStore, contents: () => Promise<string[]>) => Promise<void>) => {
      const opened = await setup.open();
      try {
        await fn(opened.store, opened.contents);
      } finally {
        await opened.close();
      }
    };

    it('an object put in whole reads back with its bytes and size; an unknown name is undefined', () =>
      withStore(async (store) => {
        const key = name();
        const bytes = randomBytes(3000);
        await store.put(key, bytes, 'image/png');
        const object = await store.get(key);
        expect(object?.size).toBe(3000);
        expect(sha(await buffer(object!.body))).toBe(sha(bytes));
        expect(await store.get(name())).toBeUndefined();
      }));

    it(
      'a streamed object larger than one S3 part (12 MB in 64 KB chunks) reads back byte for byte',
      () =>
        withStore(async (store) => {
          const key = name('jpg');
          const total = 12 * 1024 * 1024 + 123;
          await store.putStream(key, bytesStream(total, 64 * 1024), 'image/jpeg');
          const object = await store.get(key);
          expect(object?.size).toBe(total);
          expect(sha(await buffer(object!.body))).toBe(expectedSha(total));
        }),
      60_000,
    );

    // note: on S3 the multipart upload is aborted too; s3rver does not implement that call (405), so
    // its parts stay in s3rver's directory, and a bucket lifecycle rule should expire incomplete uploads.
    it(
      'a stream that fails midway (a refused upload) rejects and leaves nothing stored, not even a temporary file',
      () =>
        withStore(async (store, contents) => {
          const before = await contents();
          for (const failAfter of [100 * 1024, 7 * 1024 * 1024]) {
            const key = name();
            await expect(store.putStream(key, bytesStream(20 * 1024 * 1024, 64 * 1024, failAfter), 'image/png')).rejects.toThrow();
            expect(await store.get(key)).toBeUndefined();
          }
          expect(await contents()).toEqual(before);
        }),
      60_000,
    );

    it('remove deletes an object; removing a missing one is no error', () =>
      withStore(async (store) => {
        const key = name();
        await store.put(key, randomBytes(10), 'image/png');
        await store.remove(key);
        expect(await store.get(key)).toBeUndefined();
        await store.remove(key);
      }));

    describe('properties', () => {
      test.prop([fc.uint8Array({ maxLength: 4096 }), fc.integer({ min: 1, max: 512 })], { numRuns: 15 })(
        'any bytes, streamed in any chunking, read back unchanged',
        (bytes, chunk) =>
          withStore(async (store) => {
            const key = name();
            const chunks: Buffer[] = [];
            for (let i = 0; i < bytes.length; i += chunk) chunks.push(Buffer.from(bytes.subarray(i, i + chunk)));
            await store.putStream(key, Readable.from(chunks), 'image/png');
            const object = await store.get(key);
            expect(object?.size).toBe(bytes.length);
            expect(Buffer.from(await buffer(object!.body)).equals(Buffer.from(bytes))).toBe(true);
          }),
        30_000,
      );
    });
  });
}
