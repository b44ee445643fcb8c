import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

/** Access tokens whose signature was checked, kept per signer (a token is about 300 bytes). */
const VERIFIED_TOKENS = 10_000;

export function createTokenSigner(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  // A token's signature, once checked, stays valid for this signer's key: checking it again on every request
  // of the session (HMAC through WebCrypto, a job on libuv's thread pool, and its key imported each time) was
  // 7 % of a card payment's time on the thread that answers requests (docs/performance-log/2026-11.md). Its expiry is
  // still checked on every use, as jose checks it; whether its session is live is the caller's query.
  const verified = new LRUCache<string, AccessClaims & { expiresAt: number }>({ max: VERIFIED_TOKENS });
  return {
    ttlSeconds,
    async sign({ userId, sessionId }: AccessClaims): Promise<string> {
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    /** The claims of a valid token, or undefined for an expired, tampered or malformed one. */
    async verify(token: string): Promise<AccessClaims | undefined> {
      // jose's rule: expired once the current second (epoch seconds, rounded down) reaches `exp`.
      const now = Math.floor(Date.now() / 1000);
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > now) return { userId: known.userId, sessionId: known.sessionId };
        verified.delete(token);
        return undefined;
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return undefined;
        const claims = { userId: payload.sub, sessionId: payload.sid };
        if (typeof payload.exp === 'number') verified.set(token, { ...claims, expiresAt: payload.exp });
        return claims;
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;

/** An opaque random token for refresh, verification and reset; only its hash is stored. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
