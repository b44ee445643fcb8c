import { type ContactRequest, confirmation, type MessageResponse, type WireLanguage } from '@tifo/contract';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { type AppError, fieldError } from '../../errors';
import type { RateLimits } from '../auth/rate-limit';
import type { Mailer } from '../mail/service';
import { type CaptchaKeys, checkCaptcha, createCaptchaChallenge } from './captcha';
import { CONTACT_MAILS } from './mail-texts';
import * as q from './queries';

export interface ContactDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  limits: RateLimits;
  captcha: CaptchaKeys;
}

export function newCaptchaChallenge(deps: Pick<ContactDeps, 'captcha'>) {
  return createCaptchaChallenge(deps.captcha);
}

/**
 * Checks a solved captcha and records it as used, in one go; false when it is invalid, expired or was used
 * before (in any process: the record is in the database).
 */
export async function claimCaptchaSolution(db: DbOrTx, keys: CaptchaKeys, payload: string): Promise<boolean> {
  const captcha = await checkCaptcha(keys, payload);
  return captcha.ok && (await q.claimCaptcha(db, captcha.signature, captcha.expiresAt));
}

function captchaRefused(): AppError {
  return fieldError('recaptchaResponse', 'captchaInvalid');
}

/**
 * The contact form: a solved captcha (used once), then the message is kept, the operator is told and the
 * sender gets a copy in their language — all in one transaction, mails delivered after the commit.
 */
export async function sendContactMessage(
  deps: ContactDeps,
  request: ContactRequest & { ip: string; language: WireLanguage; userId: string | null },
): Promise<MessageResponse> {
  await deps.limits.accountCall(request.ip);
  const captcha = await checkCaptcha(deps.captcha, request.recaptchaResponse);
  if (!captcha.ok) throw captchaRefused();

  // A subject is one line in a mail header.
  const subject = request.subject.replace(/\s+/g, ' ');
  const vars = { name: request.name, email: request.email, subject, message: request.message };
  await deps.db.transaction(async (tx) => {
    if (!(await q.claimCaptcha(tx, captcha.signature, captcha.expiresAt))) throw captchaRefused();
    await q.insertContactMessage(tx, {
      userId: request.userId,
      name: request.name,
      email: request.email,
      subject: request.subject,
      message: request.message,
      language: request.language,
    });
    await deps.mailer.queueMail(tx, {
      to: deps.config.OPERATOR_EMAIL,
      template: CONTACT_MAILS.contactOperator,
      language: 'de',
      vars: { ...vars, language: request.language },
    });
    await deps.mailer.queueMail(tx, {
      to: request.email,
      template: CONTACT_MAILS.contactConfirmation,
      language: request.language,
      vars,
    });
  });
  // Opportunistic clean-up after the commit; a failure here must not fail a message that was sent.
  await q.deleteExpiredCaptchas(deps.db, new Date()).catch(() => undefined);
  void deps.mailer.deliverPending();
  return confirmation('contactSent');
}
