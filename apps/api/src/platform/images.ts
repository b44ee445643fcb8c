import { createHash } from 'node:crypto';
import { ORG_LIMITS } from '@tifo/contract';
import sharp from 'sharp';
import { AppError } from '../errors';

/** What a file's first bytes say it is; the name and the browser's content type are never trusted. */
export type SniffedType = 'image/png' | 'image/jpeg' | 'application/pdf';

// Every upload is a new image: libvips' operation cache would only hold memory.
sharp.cache(false);

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);
const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');

export function sniffType(bytes: Buffer): SniffedType | undefined {
  const startsWith = (signature: Buffer) =>
    bytes.length >= signature.length && bytes.subarray(0, signature.length).equals(signature);
  if (startsWith(PNG_SIGNATURE)) return 'image/png';
  if (startsWith(JPEG_SIGNATURE)) return 'image/jpeg';
  if (startsWith(PDF_SIGNATURE)) return 'application/pdf';
  return undefined;
}

/** The sizes we keep: the image as shown on its page, and a smaller one for cards and lists. */
export const IMAGE_SIZES = { full: 1600, card: 640 } as const;
/**
 * Decoded pixels allowed (50 MP, above any phone camera). A few kilobytes of PNG can claim 100,000 × 100,000
 * pixels; sharp refuses such a file before allocating memory for it.
 */
const MAX_INPUT_PIXELS = 50_000_000;

export interface ProcessedImage {
  /** 'image/png' only where the picture has transparency (logos), else 'image/jpeg'. */
  contentType: 'image/png' | 'image/jpeg';
  extension: 'png' | 'jpg';
  full: Buffer;
  card: Buffer;
  width: number;
  height: number;
}

function refuseImage(): AppError {
  return new AppError('validation', 'imageTypeInvalid', {
    fields: { file: 'imageTypeInvalid' },
  });
}

/**
 * Checks an uploaded image and makes the files we store: PNG or JPEG by its bytes (an SVG, a PDF or anything
 * renamed .png is refused), fully decoded (a truncated or forged file is refused), turned upright by its EXIF
 * orientation and re-encoded without any metadata (EXIF, GPS, camera, XMP, comments are all dropped), at most
 * 1600 px on its longer side, plus a 640 px card version. Pictures with transparency stay PNG (a logo on a
 * coloured card), all others become JPEG. See docs/decisions/005.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length > ORG_LIMITS.imageMaxBytes) {
    throw new AppError('validation', 'imageTooLarge', {
      status: 413,
      fields: { file: 'imageTooLarge' },
    });
  }
  const sniffed = sniffType(bytes);
  if (sniffed !== 'image/png' && sniffed !== 'image/jpeg') throw refuseImage();
  const input = () => sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
  let transparent: boolean;
  try {
    const metadata = await input().metadata();
    const expected = sniffed === 'image/png' ? 'png' : 'jpeg';
    if (metadata.format !== expected) throw refuseImage();
    transparent = metadata.hasAlpha === true && !(await input().stats()).isOpaque;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new AppError('validation', 'imageTooLarge', { fields: { file: 'imageTooLarge' } });
    }
    throw refuseImage();
  }

  const encode = async (size: number) => {
    const pipeline = input()
      .autoOrient()
      .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true });
    const encoded = transparent
      ? pipeline.png({ compressionLevel: 9, adaptiveFiltering: true })
      : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true });
    return encoded.toBuffer({ resolveWithObject: true });
  };
  try {
    const full = await encode(IMAGE_SIZES.full);
    const card = await encode(IMAGE_SIZES.card);
    return {
      contentType: transparent ? 'image/png' : 'image/jpeg',
      extension: transparent ? 'png' : 'jpg',
      full: full.data,
      card: card.data,
      width: full.info.width,
      height: full.info.height,
    };
  } catch {
    // The header was fine but the pixel data is broken (a truncated or crafted file).
    throw refuseImage();
  }
}

/**
 * The storage key of an image: a hash of its bytes and of what it belongs to, so equal uploads for one
 * target share a key, a changed picture gets a new URL (the old one may stay cached forever: it is
 * immutable) and no two targets share a file (replacing one may delete its old file safely).
 */
export function imageKeys(
  image: ProcessedImage,
  owner: string,
): { name: string; fullKey: string; cardKey: string } {
  const hash = createHash('sha256').update(owner).update('\n').update(image.full).digest('hex').slice(0, 32);
  const name = `${hash}.${image.extension}`;
  return { name, fullKey: `images/${name}`, cardKey: `images/${hash}.card.${image.extension}` };
}

/** Public image names: 32 hex digits, optionally '.card', then the extension. */
export const IMAGE_NAME = /^([0-9a-f]{32})(\.card)?\.(png|jpg)$/;
export const IMAGE_URL_PREFIX = '/api/files/images/';

export function imageUrl(name: string): string {
  return `${IMAGE_URL_PREFIX}${name}`;
}

/** The storage keys behind one of our image URLs (full and card), or undefined for any other value. */
export function keysOfImageUrl(url: string | null | undefined): string[] | undefined {
  if (!url?.startsWith(IMAGE_URL_PREFIX)) return undefined;
  const match = IMAGE_NAME.exec(url.slice(IMAGE_URL_PREFIX.length));
  if (!match || match[2]) return undefined;
  return [`images/${match[1]}.${match[3]}`, `images/${match[1]}.card.${match[3]}`];
}

export interface ProcessedDocument {
  contentType: 'application/pdf' | 'image/jpeg';
  extension: 'pdf' | 'jpg';
  body: Buffer;
}

function refuseDocument(): AppError {
  return new AppError('validation', 'documentTypeInvalid', {
    fields: { file: 'documentTypeInvalid' },
  });
}

/**
 * A registration document: a PDF (kept as uploaded: re-writing could alter what the operator checks) or a
 * JPEG photo or scan (decoded, turned upright and re-encoded without metadata: a phone photo of an ID card
 * carries the GPS position of the home it was taken in). Anything else, whatever its name, is refused.
 */
export async function processDocument(bytes: Buffer): Promise<ProcessedDocument> {
  if (bytes.length > ORG_LIMITS.documentMaxBytes) {
    throw new AppError('validation', 'documentTooLarge', {
      status: 413,
      fields: { file: 'documentTooLarge' },
    });
  }
  const sniffed = sniffType(bytes);
  if (sniffed === 'application/pdf') {
    // A PDF ends with %%EOF (possibly followed by line ends); a file cut off in the upload does not.
    if (!bytes.subarray(-1024).toString('latin1').includes('%%EOF')) throw refuseDocument();
    return { contentType: 'application/pdf', extension: 'pdf', body: bytes };
  }
  if (sniffed !== 'image/jpeg') throw refuseDocument();
  try {
    const input = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
    const metadata = await input.metadata();
    if (metadata.format !== 'jpeg') throw refuseDocument();
    const body = await input
      .autoOrient()
      .resize({ width: 3000, height: 3000, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 88, mozjpeg: true })
      .toBuffer();
    return { contentType: 'image/jpeg', extension: 'jpg', body };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refuseDocument();
  }
}
