import path from 'node:path';
import { createLocalStorage } from './storage-local';
import type { S3Settings } from './storage-s3';

/** A stored file as read back. */
export interface StoredObject {
  body: Buffer;
  contentType: string;
  size: number;
}

/**
 * Where uploaded files live (DESIGN.md §2): a local folder by default, S3-compatible object storage in
 * production. Keys are plain relative paths chosen by the server (`images/ab12….jpg`,
 * `documents/<club>/<id>.pdf`), never by the uploader; both adapters refuse any other key.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Writes the whole file; an existing key is overwritten. */
  put(key: string, body: Buffer, options: { contentType: string }): Promise<void>;
  /** The file, or undefined when there is none under the key. */
  get(key: string): Promise<StoredObject | undefined>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; a missing key is not an error (as on S3). */
  delete(key: string): Promise<void>;
}

/** Lower-case letters, digits, dot, dash and underscore in segments separated by '/'; no '.' or '..'. */
const SAFE_KEY = /^[a-z0-9_-][a-z0-9._-]*(\/[a-z0-9_-][a-z0-9._-]*)*$/;
export const MAX_KEY_LENGTH = 200;

export class UnsafeStorageKeyError extends Error {
  constructor(key: string) {
    super(`unsafe storage key: ${JSON.stringify(key.slice(0, MAX_KEY_LENGTH))}`);
  }
}

/** Throws unless the key is one the server could have made: no traversal, no absolute path, no odd bytes. */
export function assertSafeKey(key: string): void {
  if (
    key.length === 0 ||
    key.length > MAX_KEY_LENGTH ||
    !SAFE_KEY.test(key) ||
    key.split('/').some((segment) => segment === '.' || segment === '..' || segment.includes('..'))
  ) {
    throw new UnsafeStorageKeyError(key);
  }
}

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
