import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

export function createTokenSigner(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
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
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return undefined;
        return { userId: payload.sub, sessionId: payload.sid };
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
