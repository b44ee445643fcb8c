import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { assertSafeKey, createStorage, type Storage } from '../src/adapters/storage';
import { createLocalStorage } from '../src/adapters/storage-local';
import { createS3Storage, type S3Sender } from '../src/adapters/storage-s3';

/**
 * An in-memory S3 bucket answering the four commands the adapter sends the way S3 does: GetObject of a
 * missing key throws NoSuchKey, HeadObject throws NotFound, DeleteObject of a missing key succeeds.
 */
function fakeS3(bucket: string) {
  const objects = new Map<string, { body: Uint8Array; contentType: string | undefined }>();
  const sent: string[] = [];
  const client = {
    async send(command: unknown) {
      const input = (command as { input: { Bucket: string; Key: string } }).input;
      if (input.Bucket !== bucket) throw new Error(`wrong bucket ${input.Bucket}`);
      sent.push(`${(command as object).constructor.name} ${input.Key}`);
      if (command instanceof PutObjectCommand) {
        const body = command.input.Body as Buffer;
        objects.set(input.Key, { body: new Uint8Array(body), contentType: command.input.ContentType });
        return {};
      }
      if (command instanceof GetObjectCommand) {
        const object = objects.get(input.Key);
        if (!object) throw new NoSuchKey({ message: 'The specified key does not exist.', $metadata: {} });
        return {
          ContentType: object.contentType,
          Body: { transformToByteArray: async () => object.body },
        };
      }
      if (command instanceof HeadObjectCommand) {
        if (!objects.has(input.Key)) throw new NotFound({ message: 'Not Found', $metadata: {} });
        return {};
      }
      if (command instanceof DeleteObjectCommand) {
        objects.delete(input.Key);
        return {};
      }
      throw new Error('unexpected command');
    },
  };
  return { client: client as unknown as S3Sender, objects, sent };
}

const adapters: [string, () => Storage][] = [
  ['local folder', () => createLocalStorage(mkdtempSync(path.join(tmpdir(), 'tifo-files-')))],
  ['S3 (in-memory bucket)', () => createS3Storage(fakeS3('tifo-test').client, 'tifo-test')],
];

describe.each(adapters)('storage adapter: %s', (_name, make) => {
  it('stores, reads back with the content type, and deletes a file', async () => {
    const storage = make();
    const body = Buffer.from('%PDF-1.4 hello');
    await storage.put('documents/club-1/a.pdf', body, { contentType: 'application/pdf' });
    expect(await storage.exists('documents/club-1/a.pdf')).toBe(true);
    const stored = await storage.get('documents/club-1/a.pdf');
    expect(stored?.body.equals(body)).toBe(true);
    expect(stored?.contentType).toBe('application/pdf');
    expect(stored?.size).toBe(body.length);
    await storage.delete('documents/club-1/a.pdf');
    expect(await storage.exists('documents/club-1/a.pdf')).toBe(false);
    expect(await storage.get('documents/club-1/a.pdf')).toBeUndefined();
  });

  it('answers undefined / false for a missing key and deletes a missing key without error', async () => {
    const storage = make();
    expect(await storage.get('images/nothing.jpg')).toBeUndefined();
    expect(await storage.exists('images/nothing.jpg')).toBe(false);
    await expect(storage.delete('images/nothing.jpg')).resolves.toBeUndefined();
  });

  it('overwrites an existing key', async () => {
    const storage = make();
    await storage.put('images/x.png', Buffer.from('one'), { contentType: 'image/png' });
    await storage.put('images/x.png', Buffer.from('two!'), { contentType: 'image/jpeg' });
    const stored = await storage.get('images/x.png');
    expect(stored?.body.toString()).toBe('two!');
    expect(stored?.contentType).toBe('image/jpeg');
  });

  it('refuses keys that could leave its folder or that the server would never make', async () => {
    const storage = make();
    for (const key of [
      '../etc/passwd',
      'images/../../secret',
      '/etc/passwd',
      'images/./x',
      'images//x',
      'images/x/',
      'Images/X.PNG',
      'images\\x',
      'images/x~type',
      'images/x\u0000.png',
      '',
      'a'.repeat(201),
    ]) {
      await expect(storage.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(
        /unsafe storage key/,
      );
      await expect(storage.get(key)).rejects.toThrow(/unsafe storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/unsafe storage key/);
    }
  });
});

describe('storage selection', () => {
  it('uses <DATA_DIR>/files by default and S3 when a bucket is configured', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tifo-data-'));
    const local = await createStorage({ DATA_DIR: dataDir });
    expect(local.kind).toBe('local');
    await local.put('images/abc.jpg', Buffer.from('x'), { contentType: 'image/jpeg' });
    expect(readdirSync(path.join(dataDir, 'files', 'images'))).toContain('abc.jpg');
    expect(
      (await createStorage({ DATA_DIR: dataDir, S3_BUCKET: 'tifo', S3_REGION: 'eu-central-2' })).kind,
    ).toBe('s3');
  });

  it('sends the bucket, key and content type to S3', async () => {
    const s3 = fakeS3('tifo-files');
    const storage = createS3Storage(s3.client, 'tifo-files');
    await storage.put('images/abc.webp', Buffer.from('x'), { contentType: 'image/webp' });
    expect(s3.objects.get('images/abc.webp')?.contentType).toBe('image/webp');
    expect(s3.sent).toEqual(['PutObjectCommand images/abc.webp']);
  });

  it('accepts the keys the files module makes', () => {
    expect(() => assertSafeKey('images/0123456789abcdef0123456789abcdef.card.jpg')).not.toThrow();
    expect(() =>
      assertSafeKey(
        'documents/6f1c1a8e-9f3e-4c1e-8d57-2b1f0f3e1a11/2b1f0f3e-1a11-4c1e-8d57-6f1c1a8e9f3e.pdf',
      ),
    ).not.toThrow();
  });
});
