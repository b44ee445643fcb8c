import { type WireLanguage, wireLanguageOf } from '@tifo/contract';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import type { SignUpClaim } from '../../db/schema';
import { hashToken, randomToken } from '../auth/tokens';
import type { Mailer } from '../mail/service';
import type { MailTemplate } from '../mail/template-types';
import * as q from './queries';

/*
 * Mail links that prove a mailbox: a single-use token of a purpose (verification, sign-up claim, gift claim, reset,
 * invitation), and the mail that carries it as `?token=` to one of Tifo's pages.
 */

/** A new single-use token for a mail link; earlier unused tokens of the same purpose stop working. */
export async function newEmailToken(
  tx: DbOrTx,
  userId: string,
  purpose: q.EmailTokenPurpose,
  ttlMs: number,
  payload?: SignUpClaim,
): Promise<string> {
  await q.expireEmailTokens(tx, userId, purpose);
  const token = randomToken();
  await q.insertEmailToken(tx, {
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlMs),
    ...(payload ? { payload } : {}),
  });
  return token;
}

/**
 * A mail whose link carries a new single-use token of the purpose: following it proves the mailbox. The link is
 * Tifo's page at `path` with `?token=`; the mail is in the account's language unless another is named.
 */
export async function queueTokenMail(
  deps: { mailer: Mailer; config: Pick<Config, 'publicUrl'> },
  tx: DbOrTx,
  user: Pick<q.UserRow, 'id' | 'email' | 'firstName' | 'preferredLanguage'>,
  mail: {
    purpose: q.EmailTokenPurpose;
    ttlMs: number;
    template: MailTemplate;
    path: string;
    vars?: Record<string, string>;
    payload?: SignUpClaim;
    language?: WireLanguage;
  },
): Promise<void> {
  const token = await newEmailToken(tx, user.id, mail.purpose, mail.ttlMs, mail.payload);
  await deps.mailer.queueMail(tx, {
    to: user.email,
    template: mail.template,
    language: mail.language ?? wireLanguageOf(user.preferredLanguage),
    vars: { firstName: user.firstName, ...mail.vars },
    link: `${deps.config.publicUrl}${mail.path}?token=${encodeURIComponent(token)}`,
  });
}
