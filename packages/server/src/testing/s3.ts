/**
 * An S3-compatible store for tests: s3rver in this process on 127.0.0.1 (a random port), its
 * objects in a temporary directory, with one empty bucket.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { s3Client, type S3MediaSettings } from '../media/s3.js';

/** A running s3rver and the settings that reach its bucket. */
export interface TestS3 {
  readonly settings: S3MediaSettings;
  /** Keys of every object in the bucket. */
  keys(): Promise<string[]>;
  /** Stops it and removes its files. */
  close(): Promise<void>;
}

/** s3rver's fixed credentials. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/** Starts s3rver with the bucket `bucket`. */
export async function startTestS3(bucket = 'pinstack-media'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'pinstack-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const settings: S3MediaSettings = { bucket, endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', credentials: CREDENTIALS };
  const client = s3Client(settings);
  return {
    settings,
    keys: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    close: async () => {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
