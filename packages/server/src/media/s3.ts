/**
 * Media in an S3-compatible object store (#13.11): AWS S3, or any store speaking its API at
 * `PINSTACK_S3_ENDPOINT` (path-style addressing). Several server processes share one bucket, so an
 * image uploaded through one is served by every other. Objects are private to the server: it
 * streams them back under its own origin, where the session and the secret-board check apply.
 */
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { MediaStore } from './media-store.js';

/** How to reach the bucket (settings PINSTACK_S3_BUCKET, PINSTACK_S3_ENDPOINT and the AWS_* ones). */
export interface S3MediaSettings {
  /** PINSTACK_S3_BUCKET: the bucket holding the media (it must exist). */
  readonly bucket: string;
  /** PINSTACK_S3_ENDPOINT: a store other than AWS (e.g. `http://127.0.0.1:9000`); path-style addressing. */
  readonly endpoint?: string | undefined;
  /** AWS_REGION. @default 'us-east-1' (stores other than AWS mostly ignore it) */
  readonly region?: string | undefined;
  /** AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY; unset, the SDK's default chain (e.g. an instance role). */
  readonly credentials?: { readonly accessKeyId: string; readonly secretAccessKey: string } | undefined;
  /** Bytes buffered per part of a streamed upload (S3's minimum is 5 MiB). @default 5 MiB */
  readonly partSize?: number;
}

/** Objects live under this prefix, so the bucket may hold other things. */
export const S3_MEDIA_PREFIX = 'media/';

/** S3's smallest multipart part, and the part size of streamed uploads. */
const PART_SIZE = 5 * 1024 * 1024;

/** A bucket the server cannot use at start: named, with the store's answer. */
export class MediaBucketUnavailable extends Error {
  constructor(
    readonly bucket: string,
    readonly endpoint: string | undefined,
    override readonly cause: unknown,
  ) {
    super(
      `The media bucket ${bucket}${endpoint === undefined ? '' : ` at ${endpoint}`} cannot be used (${describe(cause)}). ` +
        'Check PINSTACK_S3_BUCKET, PINSTACK_S3_ENDPOINT and the AWS_* settings.',
    );
    this.name = 'MediaBucketUnavailable';
  }
}

/** An S3 failure in a few words: its name, status and message. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const message = error.message !== '' && error.message !== 'UnknownError' && error.message !== error.name ? `: ${error.message}` : '';
  return `${error.name}${status === undefined ? '' : ` ${status}`}${message}`;
}

const isNotFound = (error: unknown): boolean => {
  const e = error as { name?: unknown; $metadata?: { httpStatusCode?: unknown } } | null;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/** The S3 client of these settings. */
export function s3Client(settings: S3MediaSettings): S3Client {
  return new S3Client({
    region: settings.region ?? 'us-east-1',
    ...(settings.endpoint !== undefined ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.credentials !== undefined ? { credentials: { ...settings.credentials } } : {}),
    // note: checksums only where S3 requires them; stores other than AWS reject the SDK's default
    // streaming checksum trailers, and the server checks every image's bytes itself.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Opens the store and checks the bucket is there and reachable with these credentials, so a wrong
 * setting stops the server at start (`MediaBucketUnavailable`) rather than failing the first upload.
 */
export async function openS3MediaStore(settings: S3MediaSettings): Promise<MediaStore> {
  const client = s3Client(settings);
  const Bucket = settings.bucket;
  const key = (name: string) => `${S3_MEDIA_PREFIX}${name}`;
  try {
    await client.send(new HeadBucketCommand({ Bucket }));
  } catch (error) {
    client.destroy();
    throw new MediaBucketUnavailable(Bucket, settings.endpoint, error);
  }
  return {
    kind: 's3',
    put: async (name, bytes, contentType) => {
      await client.send(
        new PutObjectCommand({ Bucket, Key: key(name), Body: bytes, ContentLength: bytes.byteLength, ContentType: contentType }),
      );
    },
    putStream: async (name, body, contentType) => {
      // The length is known only at the end, so no single PutObject: parts of `partSize` are sent
      // one at a time (memory: about one part per upload); a body smaller than one part is one
      // PutObject. When `body` fails, the multipart upload is aborted and nothing is stored.
      const upload = new Upload({
        client,
        params: { Bucket, Key: key(name), Body: body, ContentType: contentType },
        queueSize: 1,
        partSize: settings.partSize ?? PART_SIZE,
        leavePartsOnError: false,
      });
      await upload.done();
    },
    get: async (name) => {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key(name) }));
        if (!(object.Body instanceof Readable) || object.ContentLength === undefined) throw new Error(`S3 object ${key(name)} has no body`);
        return { body: object.Body, size: object.ContentLength };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    remove: async (name) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key(name) }));
    },
    close: async () => {
      client.destroy();
    },
  };
}
