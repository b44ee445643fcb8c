import { addPeriod, MEMBERSHIP_RULES, MESSAGES, type RecurringPeriod } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { membershipPayments } from '../../db/schema-memberships';
import { donations } from '../../db/schema-payments';
import { type InvoiceMail, invoicePayPath, queueInvoiceMail, queueLapsedClubMail } from './mails';
import * as q from './queries';
import type { MembershipsDeps } from './service';

/*
 * The scheduled work of memberships (issue 14): every period raises its invoice on its date; a card member's
 * kept card is charged at once (payments' one charging function), anyone else — and a card member whose card
 * is declined or needs the bank's confirmation — gets the invoice by e-mail with a pay link and the QR-bill PDF.
 * An invoice still open reminderDays after its date is reminded once; one open lapseDays after its date makes
 * the membership inactive (lapsed) until it is paid.
 */

const DAY_MS = 86_400_000;
const BATCH = 50;

/** The provider's idempotency key of a kept card's charge of one invoice (one try per invoice). */
export const invoiceAttemptId = (invoiceId: string) => `mem_${invoiceId}_0`;

async function bookedPayment(deps: MembershipsDeps, invoiceId: string) {
  const [row] = await deps.db
    .select({ donation: donations })
    .from(membershipPayments)
    .innerJoin(donations, eq(donations.id, membershipPayments.donationId))
    .where(eq(membershipPayments.invoiceId, invoiceId));
  return row?.donation;
}

async function mailParties(deps: MembershipsDeps, membership: q.MembershipRow) {
  const [user, parties] = await Promise.all([
    q.findMemberUser(deps.db, membership.userId),
    q.findProductAndClub(deps.db, membership.productId),
  ]);
  return user && parties ? { user, product: parties.product, club: parties.club } : undefined;
}

/**
 * Charges a card member's invoice. Not paid: the invoice is e-mailed, with the card's reason when a kept card
 * was declined or needs the bank's confirmation.
 */
async function chargeCard(
  deps: MembershipsDeps,
  membership: q.MembershipRow,
  invoice: q.InvoiceRow,
): Promise<{ paid: true } | { paid: false; reason?: string }> {
  if (membership.paymentMethod !== 'card' || !membership.cardPaymentMethodId) return { paid: false };
  const outcome = await deps.charging
    .chargeSavedCard({
      attemptId: invoiceAttemptId(invoice.id),
      userId: membership.userId,
      productId: membership.productId,
      amountRappen: invoice.amountRappen,
      paymentMethodId: membership.cardPaymentMethodId,
      returnUrl: invoicePayPath(invoice.id),
      alreadyBooked: () => bookedPayment(deps, invoice.id),
      booking: { invoiceId: invoice.id },
    })
    .catch((error: unknown) => {
      deps.log.error({ err: error, invoiceId: invoice.id }, 'membership card charge failed');
      return { kind: 'declined' as const, message: MESSAGES.paymentError };
    });
  if (outcome.kind === 'booked') return { paid: true };
  await q.recordCardTry(deps.db, invoice.id, invoice.cardAttempts + 1);
  const reason = outcome.kind === 'action_required' ? MESSAGES.cardAuthenticationFailed : outcome.message;
  return { paid: false, reason };
}

/** Raises one claimed membership's due invoice (at most once per period) and has it paid or e-mailed. */
async function raiseOne(deps: MembershipsDeps, membership: q.MembershipRow, now: Date): Promise<number> {
  // The member left: the membership ends with its paid period, and this period's invoice is never raised.
  if (membership.endsAt && membership.endsAt <= membership.nextInvoiceAt) {
    return (await q.endLeft(deps.db, membership.id)) ? 1 : 0;
  }
  const parties = await mailParties(deps, membership);
  if (!parties) return 0;
  const period = membership.period as RecurringPeriod;
  const periodStart = membership.nextInvoiceAt;
  const periodEnd = addPeriod(periodStart, period);
  // A member the club set inactive gets no invoice while inactive: the period passes without one.
  const paused = membership.status === 'inactive' && membership.inactiveReason === 'club';
  const invoice = await deps.db.transaction(async (tx) => {
    if (!(await q.advance(tx, membership, periodEnd))) return undefined;
    if (paused) return undefined;
    return q.insertInvoice(tx, {
      membershipId: membership.id,
      clubId: membership.clubId,
      periodNumber: membership.nextPeriod,
      periodStart,
      periodEnd,
      amountRappen: membership.amountRappen,
      dueAt: periodStart,
      createdAt: now,
    });
  });
  if (!invoice) return paused ? 1 : 0;
  const charge = await chargeCard(deps, membership, invoice);
  if (!charge.paid) {
    await deps.db.transaction(async (tx) => {
      if (!(await q.markMailed(tx, invoice.id, now))) return;
      const mail: InvoiceMail = { db: tx, deps, membership, invoice, ...parties, now };
      if (charge.reason) await queueInvoiceMail(mail, 'cardDeclined', { reason: charge.reason });
      else await queueInvoiceMail(mail, 'invoice');
    });
  }
  void deps.mailer.deliverPending();
  return 1;
}

/** The invoice job: claims memberships whose next period has begun (SKIP LOCKED) and raises each invoice once. */
export async function raiseDueInvoices(deps: MembershipsDeps, now: Date): Promise<number> {
  let done = 0;
  const seen = new Set<string>();
  const claimedAt = new Date();
  const claim = { now: claimedAt, until: new Date(claimedAt.getTime() + deps.claimSeconds * 1000) };
  for (let round = 0; round < 1000; round += 1) {
    const batch = (await q.claimDue(deps.db, now, claim, BATCH)).filter((m) => !seen.has(m.id));
    if (batch.length === 0) break;
    for (const membership of batch) {
      seen.add(membership.id);
      let raised = 0;
      try {
        raised = await raiseOne(deps, membership, now);
      } finally {
        await q.release(deps.db, membership.id);
      }
      done += raised;
      // A member several periods behind (a back-dated start) gets each period's invoice, one per pass.
      if (raised > 0) seen.delete(membership.id);
    }
  }
  return done;
}

/** Reminds open invoices reminderDays after their date, and lets members lapse lapseDays after it. */
export async function remindAndLapse(deps: MembershipsDeps, now: Date): Promise<number> {
  const db = deps.db;
  let done = 0;
  const remindBefore = new Date(now.getTime() - MEMBERSHIP_RULES.reminderDays * DAY_MS);
  for (const invoice of await q.invoicesToRemind(db, remindBefore, 500)) {
    const membership = await q.findMembership(db, invoice.membershipId);
    const parties = membership && (await mailParties(deps, membership));
    if (!membership || !parties) continue;
    await db.transaction(async (tx) => {
      if (!(await q.markReminded(tx, invoice.id))) return;
      await queueInvoiceMail({ db: tx, deps, membership, invoice, ...parties, now }, 'reminder');
      done += 1;
    });
  }
  const lapseBefore = new Date(now.getTime() - MEMBERSHIP_RULES.lapseDays * DAY_MS);
  for (const membership of await q.lapsing(db, lapseBefore, 500)) {
    const parties = await mailParties(deps, membership);
    if (!parties) continue;
    await db.transaction(async (tx) => {
      const lapsed = await q.setStatus(tx, membership.id, 'inactive', 'lapsed', now);
      if (!lapsed) return;
      const [invoice] = await q.openInvoices(tx, membership.id);
      if (!invoice) return;
      const mail: InvoiceMail = { db: tx, deps, membership: lapsed, invoice, ...parties, now };
      await queueInvoiceMail(mail, 'lapsed');
      await queueLapsedClubMail(mail, await q.memberManagers(tx, membership.clubId));
      done += 1;
    });
  }
  if (done > 0) void deps.mailer.deliverPending();
  return done;
}

/** When the jobs next have work (so a moved clock stops at each invoice date, reminder and lapse on its way). */
export async function nextMembershipWork(deps: MembershipsDeps) {
  const db = deps.db;
  const [invoices, open] = await Promise.all([q.nextInvoiceDue(db), q.earliestOpenDue(db)]);
  const after = (date: Date | null, days: number) =>
    date ? new Date(date.getTime() + days * DAY_MS) : undefined;
  const candidates = [
    after(open.unreminded, MEMBERSHIP_RULES.reminderDays),
    after(open.open, MEMBERSHIP_RULES.lapseDays),
  ]
    .filter((date): date is Date => date !== undefined)
    .sort((a, b) => a.getTime() - b.getTime());
  return { invoices: invoices ?? null, reminders: candidates[0] ?? null };
}
