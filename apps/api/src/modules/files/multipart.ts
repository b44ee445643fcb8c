import type { Readable } from 'node:stream';
import { ORG_LIMITS } from '@tifo/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, fieldError } from '../../errors';

/** Multipart limits: one file (a second is seen and refused with a clear message), a few short fields. */
export const MULTIPART_LIMITS = {
  /** busboy's own cut-off, one byte above the largest allowed file so our check answers first. */
  fileSize: ORG_LIMITS.documentMaxBytes + 1,
  files: 2,
  fields: 10,
  fieldSize: 1024,
  parts: 12,
  headerPairs: 50,
} as const;

export interface UploadParts {
  fields: Record<string, string>;
  file?: { bytes: Buffer; fileName: string };
}

const isDocument = (fields: Record<string, string>) => fields.entity === 'document';

function tooLarge(fields: Record<string, string>): AppError {
  // Before the entity is known only the document limit applies, so its message is the right one.
  return fieldError('file', fields.entity && !isDocument(fields) ? 'imageTooLarge' : 'documentTooLarge', 413);
}

function oneFileOnly(fields: Record<string, string>): AppError {
  return fieldError('file', isDocument(fields) ? 'documentOneFile' : 'imageOneFile');
}

/** Reads a file stream into memory, giving up as soon as it passes `limit` bytes. */
async function readLimited(stream: Readable, limit: number, onTooLarge: () => AppError): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      stream.destroy();
      throw onTooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks, size);
}

/**
 * The fields and the one file of an upload, in whatever order the browser sent them. The file is read into
 * memory only up to the limit that can apply: 2 MB once the fields say it is an image, else the document
 * limit; a 30 MB body is given up after at most 10 MB, never held whole.
 */
export async function readUploadParts(
  req: FastifyRequest,
  /** Called once when the first file starts, with the fields sent before it (to check rights early). */
  beforeFile?: (fields: Record<string, string>) => Promise<void>,
): Promise<UploadParts> {
  if (!req.isMultipart()) {
    throw new AppError('validation', 'fileRequired', { fields: { file: 'fileRequired' } });
  }
  const fields: Record<string, string> = {};
  let file: UploadParts['file'];
  for await (const part of req.parts({ limits: MULTIPART_LIMITS })) {
    if (part.type === 'field') {
      if (typeof part.value === 'string' && !(part.fieldname in fields)) fields[part.fieldname] = part.value;
      continue;
    }
    // The file is expected as 'file'; whatever its field name, a second one is refused.
    if (file) {
      part.file.resume();
      throw oneFileOnly(fields);
    }
    if (beforeFile) await beforeFile(fields);
    const limit =
      fields.entity && !isDocument(fields) ? ORG_LIMITS.imageMaxBytes : ORG_LIMITS.documentMaxBytes;
    const bytes = await readLimited(part.file, limit, () => tooLarge(fields));
    if (part.file.truncated) throw tooLarge(fields);
    file = { bytes, fileName: part.filename ?? '' };
  }
  return file ? { fields, file } : { fields };
}
