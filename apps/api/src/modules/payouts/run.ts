import { randomUUID } from 'node:crypto';
import { formatChfGrouped, isQrIban, isValidIban, type PayoutSchedule, wireLanguageOf } from '@tifo/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import type { Clock } from '../../platform/clock';
import { startOfSwissDay, swissDay, swissIsoDay } from '../../platform/swiss-dates';
import { insertPayoutLedger } from '../ledger/entries';
import type { Mailer } from '../mail/service';
import { decryptIban } from '../organisations/iban-crypto';
import { clubFinanceStaff, clubTabLink } from '../organisations/queries';
import { PAYOUT_MAILS } from './mail-texts';
import * as q from './queries';
import { isRunDay } from './schedule';

/*
 * Payout runs (issue 15, DESIGN.md §4). A run belongs to a Swiss day and pays each eligible club what it was owed
 * before midnight at the start of that day (the cut-off). Each club is paid in its own transaction under the lock
 * of its balance row, and a run pays a club at most once (unique run and club): running it twice, in two
 * processes, or again after a process died half-way pays nobody twice and finishes what was left.
 */

export interface PayoutsDeps {
  db: Db;
  config: Pick<Config, 'PAYOUT_SCHEDULE' | 'PAYOUT_MINIMUM_CHF' | 'ibanKey' | 'publicUrl'>;
  clock: Clock;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

export function minimumRappen(deps: Pick<PayoutsDeps, 'config'>): number {
  return Math.round(deps.config.PAYOUT_MINIMUM_CHF * 100);
}

export function scheduleOf(deps: Pick<PayoutsDeps, 'config'>): PayoutSchedule {
  return deps.config.PAYOUT_SCHEDULE;
}

/** Why a club with a balance is not paid by a run, or null when it is paid. */
export function blockedBy(
  club: { status: string; payoutsHeld: boolean; closedFromStatus?: string | null },
  bank: { iban: string; confirmed: boolean } | null,
  owedRappen: number,
  minimum: number,
): string | null {
  // Taken down by the operator (issue 45): its balance waits, booked, until it is restored.
  if (club.status === 'taken_down') return 'takenDown';
  if (bank === null) return 'noBank';
  const { iban } = bank;
  // A closed club that was verified gets its last balance however small (issue 45: closure).
  const closed = club.status === 'closed' && club.closedFromStatus === 'verified';
  if (club.status !== 'verified' && !closed) return 'notVerified';

  if (club.payoutsHeld) return 'held';
  if (!bank.confirmed) return 'bankUnconfirmed';
  if (!isValidIban(iban)) return 'invalidIban';
  if (isQrIban(iban)) return 'qrIban';
  if (owedRappen < (closed ? 1 : Math.max(1, minimum))) return 'belowMinimum';
  return null;
}

/** What a run needs: no mailer (paying out tells nobody; marking paid does). */
export type RunDeps = Pick<PayoutsDeps, 'db' | 'config'>;

/** Pays one club in a run, if it is owed enough at the cut-off; the payout, or undefined. */
async function payClub(deps: RunDeps, run: q.RunRow, clubId: string, now: Date) {
  return deps.db.transaction(async (tx) => {
    const balance = await q.lockBalance(tx, clubId);
    if (!balance) return undefined;
    if (await q.payoutOfRun(tx, run.id, clubId)) return undefined;
    const found = await q.clubForPayout(tx, clubId);
    if (!found) return undefined;
    const owed = balance.payableRappen - (await q.owedSince(tx, clubId, run.cutoff));
    const iban = decryptIban(deps.config.ibanKey, found.bank.ibanEncrypted);
    const bank = { iban, confirmed: found.bank.confirmedAt !== null };
    if (blockedBy(found.club, bank, owed, minimumRappen(deps)) !== null) return undefined;
    const previous = await q.previousPayout(tx, clubId, run.cutoff);
    const periodFrom = previous?.periodTo ?? null;
    const payout = await q.insertPayout(tx, {
      runId: run.id,
      clubId,
      amountRappen: owed,
      currency: 'CHF',
      ownerName: found.bank.ownerName,
      ibanEncrypted: found.bank.ibanEncrypted,
      ibanLast4: found.bank.ibanLast4,
      periodFrom,
      periodTo: run.cutoff,
      donations: await q.donationsBetween(tx, clubId, periodFrom, run.cutoff),
      createdAt: now,
    });
    await insertPayoutLedger(tx, payout, 'payout', payout.id, now);
    return payout;
  });
}

/** Finishes a run: every eligible club not paid in it yet. How many payouts it made. */
export async function completeRun(deps: RunDeps, run: q.RunRow, now: Date): Promise<number> {
  let made = 0;
  for (const clubId of await q.candidateClubs(deps.db, run.id, minimumRappen(deps))) {
    if (await payClub(deps, run, clubId, now)) made += 1;
  }
  await q.completeRun(deps.db, run.id, now);
  return made;
}

/** The run of a Swiss day (YYYY-MM-DD), made if it does not exist, and completed. */
export async function runPayoutsOn(
  deps: RunDeps,
  runDate: string,
  now: Date,
  startedBy: 'schedule' | 'operator',
) {
  const run = await q.ensureRun(deps.db, {
    runDate,
    cutoff: startOfSwissDay(runDate),
    startedBy,
    createdAt: now,
  });
  const made = await completeRun(deps, run, now);
  return { run, made };
}

/** The run of today's Swiss day. */
export async function runPayoutsToday(deps: RunDeps, now: Date, startedBy: 'schedule' | 'operator') {
  return runPayoutsOn(deps, swissIsoDay(now), now, startedBy);
}

/**
 * The scheduled job (daily): finishes runs a stopped process left unfinished, and on a run day (the schedule of
 * PAYOUT_SCHEDULE) makes that day's run. How many payouts it made.
 */
export async function scheduledPayouts(deps: PayoutsDeps, now: Date): Promise<number> {
  let made = 0;
  for (const run of await q.unfinishedRuns(deps.db)) made += await completeRun(deps, run, now);
  if (isRunDay(swissIsoDay(now), scheduleOf(deps)))
    made += (await runPayoutsToday(deps, now, 'schedule')).made;
  return made;
}

/**
 * The operator marks a pending payout paid (the money left the platform's account: payout_in_transit → paid_out)
 * or failed (the bank returned it: back to the club's balance, paid by the next run). The club's admins and
 * finance users are told, each in their language; a paid payout's mail carries its PDF statement.
 */
export async function decidePayout(
  deps: PayoutsDeps,
  input: { payoutId: string; outcome: 'paid' | 'failed'; reason: string | null; operatorId: string },
): Promise<q.PayoutRow> {
  const now = deps.clock.now();
  const payout = await deps.db.transaction(async (tx) => {
    const row = await recordDecision(tx, { ...input, at: now });
    await tellClub(deps, tx, { ...row, failureReason: input.reason }, input.outcome);
    return row;
  });
  void deps.mailer.deliverPending();
  return payout;
}

/** The decision in the ledger and on the payout, in the caller's transaction (also the demo data's past payouts). */
export async function recordDecision(
  tx: DbOrTx,
  input: {
    payoutId: string;
    outcome: 'paid' | 'failed';
    reason: string | null;
    operatorId: string | null;
    at: Date;
  },
): Promise<q.PayoutRow> {
  const row = await q.findPayout(tx, input.payoutId, true);
  if (!row) throw new AppError('not_found', 'payoutNotFound');
  const decided = await q.decidePayout(tx, row.id, {
    status: input.outcome,
    failureReason: input.outcome === 'failed' ? input.reason : null,
    decidedBy: input.operatorId,
    decidedAt: input.at,
  });
  if (!decided) throw new AppError('conflict', 'payoutAlreadyDecided');
  await insertPayoutLedger(
    tx,
    row,
    input.outcome === 'paid' ? 'payout_paid' : 'payout_failed',
    randomUUID(),
    input.at,
  );
  return row;
}

export const statementFileName = (payoutId: string) => `payout-${payoutId}.pdf`;

async function tellClub(deps: PayoutsDeps, tx: DbOrTx, payout: q.PayoutRow, outcome: 'paid' | 'failed') {
  const found = await q.clubForPayout(tx, payout.clubId);
  const staff = await clubFinanceStaff(tx, payout.clubId);
  for (const person of staff) {
    await deps.mailer.queueMail(tx, {
      to: person.email,
      template: outcome === 'paid' ? PAYOUT_MAILS.payoutPaid : PAYOUT_MAILS.payoutFailed,
      language: wireLanguageOf(person.language),
      vars: {
        clubName: found?.club.name ?? '',
        amount: formatChfGrouped(payout.amountRappen),
        date: swissDay(payout.createdAt),
        periodTo: swissDay(new Date(payout.periodTo.getTime() - 1)),
        ibanLast4: payout.ibanLast4,
        reason: payout.failureReason ?? '',
      },
      link: clubTabLink(deps.config.publicUrl, payout.clubId, 'financials'),
      ...(outcome === 'paid'
        ? {
            attachments: [
              {
                filename: statementFileName(payout.id),
                contentType: 'application/pdf',
                document: { kind: 'payoutStatement', id: payout.id },
              },
            ],
          }
        : {}),
    });
  }
}
