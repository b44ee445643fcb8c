import type { Storage } from '../../adapters/storage';
import { keysOfImageUrl } from '../files/images';

/** A club's logo for documents (the 640 px card version), when it has one in storage. */
export async function clubLogo(storage: Storage, logoUrl: string | null): Promise<Buffer | undefined> {
  const keys = keysOfImageUrl(logoUrl);
  const key = keys?.[1] ?? keys?.[0];
  if (!key) return undefined;
  const stored = await storage.get(key).catch(() => undefined);
  return stored?.body;
}
