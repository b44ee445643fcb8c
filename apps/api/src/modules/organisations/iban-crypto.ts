import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * IBANs at rest: AES-256-GCM with a random 96-bit nonce per value. Stored as
 * `v1.<nonce>.<ciphertext>.<tag>` (base64url parts); the version names the format so that a later key
 * rotation can tell old values from new ones. The authentication tag makes a changed or swapped value fail
 * to decrypt instead of yielding another IBAN. The plain IBAN never appears in a log line or an error.
 */
const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export class IbanDecryptError extends Error {
  constructor() {
    super('stored IBAN cannot be decrypted with the configured IBAN_ENCRYPTION_KEY');
  }
}

function checkKey(key: Buffer): void {
  if (key.length !== 32) throw new Error('IBAN key must be 32 bytes');
}

export function encryptIban(key: Buffer, iban: string): string {
  checkKey(key);
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, nonce, { authTagLength: TAG_BYTES });
  const encrypted = Buffer.concat([cipher.update(iban, 'utf8'), cipher.final()]);
  return [VERSION, nonce, encrypted, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function decryptIban(key: Buffer, stored: string): string {
  checkKey(key);
  const [version, nonce, encrypted, tag, ...rest] = stored.split('.');
  if (version !== VERSION || !nonce || encrypted === undefined || !tag || rest.length > 0) {
    throw new IbanDecryptError();
  }
  try {
    const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(nonce, 'base64url'), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new IbanDecryptError();
  }
}

/** The last four characters, kept in clear beside the ciphertext for masked display. */
export function ibanLast4(iban: string): string {
  return iban.slice(-4);
}
