import path from 'node:path';
import { createLocalStorage } from './storage-local';
import type { S3Settings } from './storage-s3';
import type { Storage } from './storage-types';

export * from './storage-types';

export interface StorageSettings {
  DATA_DIR: string;
  S3_BUCKET?: string | undefined;
  S3_ENDPOINT?: string | undefined;
  S3_REGION?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_FORCE_PATH_STYLE?: boolean | undefined;
}

/**
 * S3 when a bucket is configured, else the folder <DATA_DIR>/files. The AWS SDK is loaded only for S3: it is
 * large, and the embedded default should not pay for it at start.
 */
export async function createStorage(settings: StorageSettings): Promise<Storage> {
  if (settings.S3_BUCKET) {
    const s3: S3Settings = {
      bucket: settings.S3_BUCKET,
      endpoint: settings.S3_ENDPOINT,
      region: settings.S3_REGION,
      accessKeyId: settings.S3_ACCESS_KEY_ID,
      secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
      forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    };
    const { createS3Storage, s3ClientFromSettings } = await import('./storage-s3');
    return createS3Storage(s3ClientFromSettings(s3), s3.bucket);
  }
  return createLocalStorage(path.join(settings.DATA_DIR, 'files'));
}
