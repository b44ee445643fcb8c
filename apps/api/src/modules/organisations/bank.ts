import {
  type BankDetails,
  type BankRequest,
  ROUTES,
  type UpdateBankRequest,
  wireLanguageOf,
} from '@tifo/contract';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import { swissDayTime } from '../../platform/swiss-dates';
import { insertAudit } from '../audit/queries';
import type { Caller } from '../auth/caller';
import { isPublicStatus } from '../clubs/cards';
import { findUserById } from '../users/queries';
import { requireClubAccess } from './access';
import { toBankDetails } from './answers';
import { BANK_MAILS } from './bank-mail-texts';
import { decryptIban, encryptIban, ibanLast4 } from './iban-crypto';
import * as q from './queries';
import { REGISTRATION_MAILS } from './registration-mail-texts';
import type { OrganisationDeps } from './service';

/**
 * POST /banks creates the bank account or replaces the saved one; PUT /banks changes the saved one (its id
 * must match, else 404). Needs editBank. The IBAN is stored encrypted. Saving completes the registration:
 * a pending club gets its submitted_at (the operator's 48 hours start; a later save keeps the first time),
 * a rejected club goes back to pending for a new review.
 *
 * A change of the IBAN or the owner after the operator reviewed the club is where a taken-over admin account would
 * send the club's money: the new account waits for the operator's confirmation (payouts and the QR-bills of
 * membership invoices use only a confirmed account), the change goes into the audit log, and every admin and
 * finance user of the club is mailed, so that one who did not make it can say so. Saving the same account again
 * changes nothing.
 */
export async function saveBank(
  deps: OrganisationDeps,
  caller: Caller,
  input: BankRequest | UpdateBankRequest,
  mode: 'create' | 'update',
): Promise<BankDetails> {
  const answer = await deps.db.transaction(async (tx) => {
    const access = await requireClubAccess(deps, caller, input.clubId, 'editBank', tx);
    const club = (await q.lockClub(tx, input.clubId))!;
    const existing = await q.findBank(tx, club.id);
    if (mode === 'update' && (!existing || !('id' in input) || existing.id !== input.id)) {
      throw new AppError('not_found');
    }
    const now = new Date();
    const changed =
      !existing ||
      existing.ownerName !== input.name ||
      decryptIban(deps.config.ibanKey, existing.ibanEncrypted) !== input.iban;
    const row = await q.upsertBank(tx, {
      clubId: club.id,
      ownerName: input.name,
      ibanEncrypted: encryptIban(deps.config.ibanKey, input.iban),
      ibanLast4: ibanLast4(input.iban),
      currency: input.currency,
      country: input.country,
      ...(changed
        ? {
            confirmedAt: null,
            confirmedBy: null,
            changedAt: now,
            changedBy: caller.id,
            previousIbanLast4: existing?.ibanLast4 ?? null,
          }
        : {}),
    });
    const submitted = club.status === 'rejected' || (club.status === 'pending' && !club.submittedAt);
    if (club.status === 'rejected') {
      await q.updateClub(tx, club.id, { status: 'pending', rejectionReason: null, submittedAt: now });
    } else if (submitted) {
      await q.updateClub(tx, club.id, { submittedAt: now });
    }
    if (submitted) await queueRegistrationMails(tx, deps, caller, club, now);
    if (changed && existing && isPublicStatus(club.status)) {
      await insertAudit(tx, {
        actorUserId: caller.id,
        actorEmail: caller.email,
        action: 'bank.changed',
        clubId: club.id,
        details: {
          clubName: club.name,
          previousIbanLast4: existing.ibanLast4,
          ibanLast4: row.ibanLast4,
          ownerName: row.ownerName,
        },
      });
      const vars = {
        clubName: club.name,
        ownerName: row.ownerName,
        ibanLast4: row.ibanLast4,
        previousIbanLast4: existing.ibanLast4,
        changedBy: caller.email,
        changedAt: swissDayTime(now),
      };
      for (const person of await q.clubFinanceStaff(tx, club.id)) {
        await deps.mailer.queueMail(tx, {
          to: person.email,
          template: BANK_MAILS.bankChanged,
          language: wireLanguageOf(person.language),
          vars,
          link: q.clubTabLink(deps.config.publicUrl, club.id, 'financials'),
        });
      }
      await deps.mailer.queueMail(tx, {
        to: deps.config.OPERATOR_EMAIL,
        template: BANK_MAILS.bankChangedOperator,
        language: 'de',
        vars,
        link: `${deps.config.publicUrl}${ROUTES.admin}?tab=payouts&club=${club.id}`,
      });
    }
    return toBankDetails(row, club.status, access, deps.config.ibanKey);
  });
  void deps.mailer.deliverPending();
  return answer;
}

/**
 * A registration submitted for review (its bank step, the last one, saved; or saved again after a rejection):
 * the person who submitted it is told it arrived and is reviewed within 48 hours, the operator that it waits
 * (issue 47).
 */
async function queueRegistrationMails(
  tx: DbOrTx,
  deps: OrganisationDeps,
  caller: Caller,
  club: { id: string; name: string; city: string },
  now: Date,
): Promise<void> {
  const registrant = await findUserById(tx, caller.id);
  await deps.mailer.queueMail(tx, {
    to: caller.email,
    template: REGISTRATION_MAILS.registrationReceived,
    language: wireLanguageOf(registrant?.preferredLanguage),
    vars: { firstName: registrant?.firstName ?? '', clubName: club.name },
    link: q.clubTabLink(deps.config.publicUrl, club.id, 'overview'),
  });
  await deps.mailer.queueMail(tx, {
    to: deps.config.OPERATOR_EMAIL,
    template: REGISTRATION_MAILS.registrationSubmittedOperator,
    language: 'de',
    vars: {
      clubName: club.name,
      city: club.city,
      registrant: caller.email,
      submittedAt: swissDayTime(now),
    },
    link: `${deps.config.publicUrl}${ROUTES.admin}?tab=pending&club=${club.id}`,
  });
}
