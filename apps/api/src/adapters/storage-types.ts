/*
 * The storage interface and its key rule (CONVENTIONS.md §5): the adapters (storage-local, storage-s3) import
 * this file, and storage.ts, the factory that picks one, imports them.
 */

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
