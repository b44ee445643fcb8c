import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError, type ErrorMessage } from '../../errors';

/** Password-recovery mails are counted per e-mail over an hour. */
export const RECOVERY_MAIL_WINDOW_SECONDS = 60 * 60;

function tooMany(res: RateLimiterRes, fields?: Record<string, ErrorMessage>): AppError {
  const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  return new AppError('rate_limited', 'status429', {
    headers: { 'Retry-After': String(seconds) },
    ...(fields ? { fields } : {}),
  });
}

/** Takes one point for `key`; over the limit, a 429 with Retry-After (PRODUCT.md §errors's text). */
export async function consume(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw tooMany(error);
    throw error;
  }
}

/**
 * Limits for the account calls, from the configuration. On PostgreSQL the counters live in the database
 * (`rate_limits`, migration 0017), so every API process counts against the same limit; on the embedded
 * database (one process by design) they stay in memory.
 */
export function createRateLimits(config: Config, database?: Pick<Database, 'kind' | 'pool'>) {
  const duration = config.RATE_LIMIT_WINDOW_SECONDS;
  const shared = database?.kind === 'postgres';
  const limiter = (keyPrefix: string, points: number, seconds = duration): RateLimiterAbstract =>
    shared
      ? new RateLimiterPostgres({
          storeClient: database.pool,
          storeType: 'pool',
          tableName: 'rate_limits',
          tableCreated: true,
          keyPrefix,
          points,
          duration: seconds,
        })
      : new RateLimiterMemory({ keyPrefix, points, duration: seconds });
  const loginPerIp = limiter('login-ip', config.RATE_LIMIT_LOGIN_PER_IP);
  const loginFailuresPerEmail = limiter('login-email', config.RATE_LIMIT_LOGIN_PER_EMAIL);
  const accountPerIp = limiter('account-ip', config.RATE_LIMIT_ACCOUNT_PER_IP);
  const recoveryMailsPerEmail = limiter(
    'recovery-email',
    config.RATE_LIMIT_RECOVERY_MAILS_PER_EMAIL,
    RECOVERY_MAIL_WINDOW_SECONDS,
  );
  const emailChecksPerUser = limiter('email-check-user', config.RATE_LIMIT_EMAIL_CHECKS_PER_USER);

  return {
    /**
     * Every login attempt counts per IP; failed attempts count per e-mail, and a success clears them. After
     * RATE_LIMIT_LOGIN_PER_EMAIL failures an e-mail is not locked (anyone could lock anyone out): its next
     * attempts need a solved captcha. Answers the 429 (with `fields.captcha`) for an attempt without one, or
     * undefined when no captcha is needed.
     */
    async beforeLogin(ip: string, email: string): Promise<AppError | undefined> {
      await consume(loginPerIp, ip);
      const failures = await loginFailuresPerEmail.get(email);
      if (failures && failures.consumedPoints >= config.RATE_LIMIT_LOGIN_PER_EMAIL) {
        return tooMany(failures, { captcha: 'loginCaptchaRequired' });
      }
      return undefined;
    },
    async loginFailed(email: string): Promise<void> {
      await loginFailuresPerEmail.penalty(email, 1);
    },
    async loginSucceeded(email: string): Promise<void> {
      await loginFailuresPerEmail.delete(email);
    },
    /** Sign-up, verification and password-recovery calls, per IP. */
    accountCall: (ip: string) => consume(accountPerIp, ip),
    /**
     * Whether another password-recovery mail may go to this e-mail (RATE_LIMIT_RECOVERY_MAILS_PER_EMAIL an
     * hour): over it the caller answers as always but sends nothing, so nobody can flood a mailbox.
     */
    async recoveryMailAllowed(email: string): Promise<boolean> {
      try {
        await recoveryMailsPerEmail.consume(email);
        return true;
      } catch (error) {
        if (error instanceof RateLimiterRes) return false;
        throw error;
      }
    },
    /** "Has this e-mail an account?" asked by one signed-in user (it must not test addresses one by one). */
    emailCheck: (userId: string) => consume(emailChecksPerUser, userId),
  };
}
export type RateLimits = ReturnType<typeof createRateLimits>;
