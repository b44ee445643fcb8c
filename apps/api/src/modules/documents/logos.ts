import sharp from 'sharp';
import type { Storage } from '../../adapters/storage';
import { keysOfImageUrl } from '../../platform/images';

/**
 * A club's logo for documents, when it has one in storage: the 640 px card version, flattened onto white and
 * made a small JPEG (PDFKit embeds a JPEG as it is; a PNG with transparency it decodes on every document).
 */
export async function clubLogo(storage: Storage, logoUrl: string | null): Promise<Buffer | undefined> {
  const keys = keysOfImageUrl(logoUrl);
  const key = keys?.[1] ?? keys?.[0];
  if (!key) return undefined;
  const stored = await storage.get(key).catch(() => undefined);
  if (!stored) return undefined;
  return sharp(stored.body)
    .flatten({ background: '#ffffff' })
    .resize({ height: 160, withoutEnlargement: true })
    .jpeg({ quality: 88 })
    .toBuffer()
    .catch(() => undefined);
}
