import { join } from 'node:path';
import { localMediaStore, type MediaStore } from './media-store.js';
import { openS3MediaStore, type S3MediaSettings } from './s3.js';

/** The media store of these settings: the S3 bucket when given, else `${dataDir}/media`. */
export async function openMediaStore(settings: {
  readonly dataDir: string;
  readonly s3?: S3MediaSettings | undefined;
}): Promise<MediaStore> {
  return settings.s3 !== undefined ? openS3MediaStore(settings.s3) : localMediaStore(join(settings.dataDir, 'media'));
}
