import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type Storage, UnsafeStorageKeyError } from './storage-types';

/** Beside each file its content type, as S3 keeps it; '~' never occurs in a key, so no key can hit it. */
const META_SUFFIX = '~type';

/**
 * Files in a local folder (the embedded default, <DATA_DIR>/files). Writes go to a temporary file first and
 * are renamed into place, so a reader never sees half a file and a crash leaves no partial upload.
 */
export function createLocalStorage(root: string): Storage {
  const base = path.resolve(root);

  function fileOf(key: string): string {
    assertSafeKey(key);
    const file = path.resolve(base, key);
    // Belt and braces: the key pattern already forbids '..' and absolute paths.
    if (!file.startsWith(base + path.sep)) throw new UnsafeStorageKeyError(key);
    return file;
  }

  async function writeAtomically(file: string, data: Buffer | string): Promise<void> {
    const temporary = `${file}~tmp-${randomBytes(6).toString('hex')}`;
    try {
      await writeFile(temporary, data, { mode: 0o600 });
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  return {
    kind: 'local',
    async put(key, body, { contentType }) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeAtomically(`${file}${META_SUFFIX}`, contentType);
      await writeAtomically(file, body);
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const body = await readFile(file);
        const contentType = await readFile(`${file}${META_SUFFIX}`, 'utf8').catch(
          () => 'application/octet-stream',
        );
        return { body, contentType, size: body.length };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async exists(key) {
      const file = fileOf(key);
      try {
        return (await stat(file)).isFile();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await rm(`${file}${META_SUFFIX}`, { force: true });
    },
  };
}
