import { MESSAGES } from '@tifo/contract';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../../config';
import { AppError } from '../../errors';

function tooMany(res: RateLimiterRes): AppError {
  const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  return new AppError('rate_limited', MESSAGES.status429, { headers: { 'Retry-After': String(seconds) } });
}

/** Takes one point for `key`; over the limit, a 429 with Retry-After (spec 000 §8's text). */
export async function consume(limiter: RateLimiterMemory, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw tooMany(error);
    throw error;
  }
}

/**
 * Limits for the account calls, from the configuration. In-process memory: one API process per limiter;
 * several processes would share a Redis or PostgreSQL store (rate-limiter-flexible offers both).
 */
export function createRateLimits(config: Config) {
  const duration = config.RATE_LIMIT_WINDOW_SECONDS;
  const loginPerIp = new RateLimiterMemory({
    keyPrefix: 'login-ip',
    points: config.RATE_LIMIT_LOGIN_PER_IP,
    duration,
  });
  const loginFailuresPerEmail = new RateLimiterMemory({
    keyPrefix: 'login-email',
    points: config.RATE_LIMIT_LOGIN_PER_EMAIL,
    duration,
  });
  const accountPerIp = new RateLimiterMemory({
    keyPrefix: 'account-ip',
    points: config.RATE_LIMIT_ACCOUNT_PER_IP,
    duration,
  });

  return {
    /** Every login attempt counts per IP; failed attempts count per e-mail, and a success clears them. */
    async beforeLogin(ip: string, email: string): Promise<void> {
      await consume(loginPerIp, ip);
      const failures = await loginFailuresPerEmail.get(email);
      if (failures && failures.consumedPoints >= config.RATE_LIMIT_LOGIN_PER_EMAIL) throw tooMany(failures);
    },
    async loginFailed(email: string): Promise<void> {
      await loginFailuresPerEmail.penalty(email, 1);
    },
    async loginSucceeded(email: string): Promise<void> {
      await loginFailuresPerEmail.delete(email);
    },
    /** Sign-up, verification and password-recovery calls, per IP. */
    accountCall: (ip: string) => consume(accountPerIp, ip),
  };
}
export type RateLimits = ReturnType<typeof createRateLimits>;
