/**
 * The media storage port (#13.11): where uploaded images live. The server names every object
 * (unguessable names, see resources/uploads.ts), streams it in while checking it, and streams it
 * back from its own origin under `/media/`, so the session cookie and the secret-board check apply
 * whichever store holds the bytes. Two implementations: a local directory (default) and any
 * S3-compatible object store (`s3.ts`), so several server processes can share the images.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A stored object being read. */
export interface MediaObject {
  /** Its bytes, streamed. */
  readonly body: Readable;
  /** Its length in bytes. */
  readonly size: number;
}

/** Where media objects are kept; names are the server's (`[A-Za-z0-9_-]+.ext`), never a client's. */
export interface MediaStore {
  /** Which implementation: tests and the start-up line report it. */
  readonly kind: 'local' | 's3';
  /** Stores a whole object held in memory (inline images, the demo seed). */
  put(name: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /**
   * Streams an object in with bounded memory. Resolves once it is stored in full; when `body`
   * fails (the upload is refused midway) it rejects and nothing stays stored under `name`.
   */
  putStream(name: string, body: Readable, contentType: string): Promise<void>;
  /** The object, or `undefined` when there is none of that name. */
  get(name: string): Promise<MediaObject | undefined>;
  /** Deletes the object; a missing one is no error. */
  remove(name: string): Promise<void>;
  /** Releases connections (the S3 client's sockets). */
  close(): Promise<void>;
}

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * Media under a local directory (default: `${PINSTACK_DATA_DIR}/media`). Objects are written to a
 * hidden temporary file and renamed into place, so a reader never sees a partial image and a
 * refused upload leaves nothing under its name.
 */
export function localMediaStore(dir: string): MediaStore {
  const temporary = () => join(dir, `.upload-${randomBytes(9).toString('base64url')}`);
  const settle = async (path: string, name: string, write: () => Promise<void>) => {
    try {
      await write();
      await rename(path, join(dir, name));
    } catch (error) {
      await unlink(path).catch(() => undefined);
      throw error;
    }
  };
  return {
    kind: 'local',
    put: async (name, bytes) => {
      await mkdir(dir, { recursive: true });
      const path = temporary();
      await settle(path, name, () => writeFile(path, bytes));
    },
    putStream: async (name, body) => {
      await mkdir(dir, { recursive: true });
      const path = temporary();
      await settle(path, name, () => pipeline(body, createWriteStream(path)));
    },
    get: async (name) => {
      const path = join(dir, name);
      const info = await stat(path).catch((error: unknown) => {
        if (isMissing(error)) return undefined;
        throw error;
      });
      if (info === undefined || !info.isFile()) return undefined;
      return { body: createReadStream(path), size: info.size };
    },
    remove: async (name) => {
      await unlink(join(dir, name)).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
    },
    close: async () => undefined,
  };
}
