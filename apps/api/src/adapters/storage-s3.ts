import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertSafeKey, type Storage } from './storage-types';

export interface S3Settings {
  bucket: string;
  endpoint?: string | undefined;
  region?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle?: boolean | undefined;
}

/** What the adapter needs of the SDK client: `send`. Tests pass an in-memory fake with the same behaviour. */
export type S3Sender = Pick<S3Client, 'send'>;

/**
 * An S3 client for AWS or any S3-compatible service (MinIO, Exoscale, Infomaniak, Cloudflare R2, …). Without
 * keys the SDK's default chain is used (environment, instance role).
 */
export function s3ClientFromSettings(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region ?? 'us-east-1',
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle ?? false,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/** Files as objects of one bucket; the bucket stays private (documents are only served through the API). */
export function createS3Storage(client: S3Sender, bucket: string): Storage {
  return {
    kind: 's3',
    async put(key, body, { contentType }) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      );
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!answer.Body) return undefined;
        const body = Buffer.from(await answer.Body.transformToByteArray());
        return {
          body,
          contentType: answer.ContentType ?? 'application/octet-stream',
          size: body.length,
        };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async exists(key) {
      assertSafeKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}
