import { type ConfirmBankRequest, confirmation, wireLanguageOf } from '@tifo/contract';
import { AppError } from '../../errors';
import * as audit from '../audit/queries';
import type { Caller } from '../auth/caller';
import { isPublicStatus } from '../clubs/cards';
import { BANK_MAILS } from '../organisations/bank-mail-texts';
import { clubFinanceStaff, clubTabLink, findBank } from '../organisations/queries';
import type { AppDeps } from '../wiring/deps';
import * as q from './queries';

type Deps = Pick<AppDeps, 'db' | 'config' | 'mailer'>;

/**
 * POST /admin/reviews/confirm-bank: the operator confirms the bank account a reviewed club changed to (after
 * checking it with the club, e.g. by phone), so that payout runs pay it and membership invoices print it on
 * their QR-bill again. Only the change the operator looked at (`changedAt`): a later one is answered 409.
 * Audited, and the club's admins and finance users are told.
 */
export async function confirmClubBank(
  deps: Deps,
  caller: Caller,
  input: ConfirmBankRequest,
): Promise<{ message: string }> {
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    const club = await q.lockClub(tx, input.clubId);
    if (!club) throw new AppError('not_found', 'clubNotFound');
    const bank = await findBank(tx, club.id);
    if (!bank || bank.confirmedAt !== null || !isPublicStatus(club.status)) {
      throw new AppError('conflict', 'bankNothingToConfirm');
    }
    if (bank.changedAt.getTime() !== new Date(input.changedAt).getTime()) {
      throw new AppError('conflict', 'bankChangedAgain');
    }
    await q.confirmBank(tx, club.id, caller.id, now);
    await audit.insertAudit(tx, {
      actorUserId: caller.id,
      actorEmail: caller.email,
      action: 'bank.confirmed',
      clubId: club.id,
      details: { clubName: club.name, ibanLast4: bank.ibanLast4, ownerName: bank.ownerName },
    });
    for (const person of await clubFinanceStaff(tx, club.id)) {
      await deps.mailer.queueMail(tx, {
        to: person.email,
        template: BANK_MAILS.bankConfirmed,
        language: wireLanguageOf(person.language),
        vars: { clubName: club.name, ownerName: bank.ownerName, ibanLast4: bank.ibanLast4 },
        link: clubTabLink(deps.config.publicUrl, club.id, 'financials'),
      });
    }
  });
  void deps.mailer.deliverPending();
  return confirmation('bankConfirmed');
}
