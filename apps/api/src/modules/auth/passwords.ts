import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's recommended minimum: 19 MiB, 2 iterations.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    // Spend the same time as a real check, so that timing does not tell which accounts exist.
    await hash(password, OPTIONS);
    return false;
  }
  return verify(passwordHash, password);
}

/** A hash of a random password, used to keep login timing equal for unknown e-mails. */
export const DUMMY_HASH_PROMISE = hashPassword(`dummy-${Math.random()}`);
