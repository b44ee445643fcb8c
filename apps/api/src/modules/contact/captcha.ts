import { createHmac } from 'node:crypto';
import type { CaptchaChallenge } from '@tifo/contract';
import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';

/**
 * The self-hosted proof-of-work captcha (ALTCHA protocol v2, as the `altcha` widget 3 expects it).
 * Deterministic mode: the server picks the counter the browser has to find, so the work per challenge is
 * predictable (counter × cost PBKDF2 iterations, about one second on a phone) and the server verifies a
 * solution with one HMAC instead of repeating the key derivation.
 */
export const CAPTCHA = {
  algorithm: 'PBKDF2/SHA-256',
  /** PBKDF2 iterations per attempt. */
  cost: 1000,
  /** The browser tries counters 0, 1, 2, … until it reaches the one picked from this range. */
  minCounter: 500,
  maxCounter: 1500,
  ttlMs: 10 * 60_000,
} as const;

/** Two HMAC secrets derived from the JWT secret: one signs the challenge, one the expected derived key. */
export interface CaptchaKeys {
  signature: string;
  key: string;
}

export function captchaKeys(jwtSecret: string): CaptchaKeys {
  const derive = (purpose: string) => createHmac('sha256', jwtSecret).update(purpose).digest('base64url');
  return { signature: derive('captcha'), key: derive('captcha-key') };
}

export async function createCaptchaChallenge(keys: CaptchaKeys, now = Date.now()): Promise<CaptchaChallenge> {
  const challenge: Challenge = await createChallenge({
    algorithm: CAPTCHA.algorithm,
    cost: CAPTCHA.cost,
    counter: randomInt(CAPTCHA.maxCounter, CAPTCHA.minCounter),
    deriveKey,
    expiresAt: new Date(now + CAPTCHA.ttlMs),
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.key,
  });
  return { parameters: { ...challenge.parameters }, signature: challenge.signature! };
}

const hex = z.string().regex(/^[0-9a-f]+$/i);

/** What the widget posts, base64 of `{challenge: {parameters, signature}, solution}`. */
const CaptchaPayload = z.object({
  challenge: z.object({
    // Loose: the signature covers every parameter, so none may be dropped before verifying.
    parameters: z.looseObject({
      algorithm: z.literal(CAPTCHA.algorithm),
      nonce: hex.max(128),
      salt: hex.max(128),
      cost: z.number().int().min(1).max(100_000),
      keyLength: z.number().int().min(1).max(64),
      keyPrefix: hex.max(128),
      keySignature: z.string().max(256).optional(),
      expiresAt: z.number().int().positive(),
    }),
    signature: hex.max(256),
  }),
  solution: z.object({
    counter: z.number().int().min(0).max(0xffff_ffff),
    derivedKey: hex.max(256),
    time: z.number().optional(),
  }),
});

export type CaptchaCheck =
  | { ok: true; signature: string; expiresAt: Date }
  | { ok: false; reason: 'malformed' | 'expired' | 'invalid' };

/**
 * Checks a solved challenge: our signature, not expired, the right derived key. Replays are refused by the
 * caller, which records `signature` until `expiresAt`.
 */
export async function checkCaptcha(keys: CaptchaKeys, payload: string): Promise<CaptchaCheck> {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const parsed = CaptchaPayload.safeParse(decoded);
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  const { challenge, solution } = parsed.data;
  try {
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: keys.signature,
      hmacKeySignatureSecret: keys.key,
    });
    if (result.expired) return { ok: false, reason: 'expired' };
    if (!result.verified) return { ok: false, reason: 'invalid' };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  return {
    ok: true,
    signature: challenge.signature.toLowerCase(),
    expiresAt: new Date(challenge.parameters.expiresAt * 1000),
  };
}
