import {
  addPeriod,
  MESSAGES,
  RECURRING_PERIODS,
  type RecurringPeriod,
  remindsBeforeCharge,
  SUBSCRIPTION_RULES,
} from '@tifo/contract';
import { AppError } from '../../errors';
import { swissDay } from '../../platform/swiss-dates';
import type { Caller } from '../auth/caller';
import type { RenewalOutcome } from '../payments/charge';
import { SUBSCRIPTIONS_PAGE } from '../payments/recurring';
import * as q from './queries';
import {
  confirmLink,
  confirmPath,
  endSubscription,
  event,
  mailDonor,
  type SubscriptionsDeps,
} from './service';

/*
 * The renewal and reminder jobs' work (subscriptions/jobs.ts): each due period charged once under a claim,
 * declines retried and finally ended, reminders before six-monthly and yearly charges.
 */

const DAY_MS = 86_400_000;
const BATCH = 50;

const manageLink = (deps: SubscriptionsDeps) => `${deps.config.publicUrl}${SUBSCRIPTIONS_PAGE}`;

const REMINDED_PERIODS = RECURRING_PERIODS.filter((period) => remindsBeforeCharge(period));

function retryDays(parties: q.SubscriptionWithParties): number {
  return parties.product.retryingInterval ?? SUBSCRIPTION_RULES.defaultRetryDays;
}

/** Charges one claimed subscription's due period and records what came of it. Answers 1 when something was done. */
async function renewOne(deps: SubscriptionsDeps, sub: q.SubscriptionRow, now: Date): Promise<number> {
  const parties = await q.findWithParties(deps.db, sub.id);
  if (!parties) return 0;
  // The organisation was rejected (it left the platform): its supporters are no longer charged.
  if (parties.club.status === 'rejected') return (await endSubscription(deps, sub, 'club', now)) ? 1 : 0;

  const outcome: RenewalOutcome = await deps.charging.chargeRenewal({
    subscriptionId: sub.id,
    periodNumber: sub.nextPeriod,
    attempt: sub.failedAttempts,
    userId: sub.userId,
    productId: sub.productId,
    amountRappen: sub.amountRappen,
    coveredFeeRappen: sub.coveredFeeRappen,
    paymentMethodId: sub.paymentMethodId,
    returnUrl: confirmPath(sub.id),
    ...(sub.actionIntentId ? { intentId: sub.actionIntentId } : {}),
    afterBooking: async (tx, donation) => {
      if (await q.advancePeriod(tx, sub, addPeriod(sub.nextChargeAt, sub.period as RecurringPeriod))) {
        await event(tx, sub, 'charged', now, {
          amountRappen: donation.amountRappen,
          donationId: donation.id,
        });
      }
    },
  });

  if (outcome.kind === 'booked') {
    // Booked by an earlier run that died before moving on: moving on is idempotent (only from this period).
    await deps.db.transaction(async (tx) => {
      if (await q.advancePeriod(tx, sub, addPeriod(sub.nextChargeAt, sub.period as RecurringPeriod))) {
        await event(tx, sub, 'charged', now, {
          amountRappen: outcome.donation.amountRappen,
          donationId: outcome.donation.id,
        });
      }
    });
    void deps.mailer.deliverPending();
    return 1;
  }
  if (outcome.kind === 'unavailable') {
    // Nothing is known to be charged: the claim runs out and a later run tries the same key again.
    deps.log.warn({ subscriptionId: sub.id, reason: outcome.message }, 'renewal postponed');
    return 0;
  }
  if (outcome.kind === 'action_required' && !sub.actionIntentId) {
    const dueAt = new Date(now.getTime() + retryDays(parties) * DAY_MS);
    await deps.db.transaction(async (tx) => {
      await q.waitForDonor(tx, sub.id, outcome.intentId, dueAt);
      await event(tx, sub, 'authentication_required', now, { amountRappen: sub.amountRappen });
      await mailDonor(
        deps.mailer,
        tx,
        parties,
        'subscriptionActionRequired',
        { dueDate: swissDay(dueAt) },
        confirmLink(deps, sub.id),
      );
    });
    void deps.mailer.deliverPending();
    return 1;
  }

  // Declined (or the donor did not confirm in time): try again later, or end it after the last try.
  const reason = outcome.kind === 'declined' ? outcome.message : MESSAGES.cardAuthenticationFailed;
  const attempt = sub.failedAttempts + 1;
  if (attempt > SUBSCRIPTION_RULES.retries) {
    await deps.db.transaction(async (tx) => {
      await event(tx, sub, 'charge_failed', now, { amountRappen: sub.amountRappen, detail: reason });
    });
    await endSubscription(deps, sub, 'declined', now, reason);
    void deps.mailer.deliverPending();
    return 1;
  }
  const retryAt = new Date(now.getTime() + retryDays(parties) * DAY_MS);
  await deps.db.transaction(async (tx) => {
    if (!(await q.recordDeclinedTry(tx, sub, retryAt))) return;
    await event(tx, sub, 'charge_failed', now, { amountRappen: sub.amountRappen, detail: reason });
    await mailDonor(
      deps.mailer,
      tx,
      parties,
      'subscriptionChargeFailed',
      {
        retryDate: swissDay(retryAt),
        attempt: String(attempt + 1),
        attempts: String(SUBSCRIPTION_RULES.retries + 1),
      },
      manageLink(deps),
    );
  });
  void deps.mailer.deliverPending();
  return 1;
}

/**
 * The renewal job: claims what is due (SKIP LOCKED, with a claim that runs out if the process dies), charges
 * each period once (chargeRenewal's keys), and handles confirmations that did not come in time.
 */
export async function renewDueSubscriptions(deps: SubscriptionsDeps, now: Date): Promise<number> {
  let done = 0;
  const seen = new Set<string>();
  const claimedAt = new Date();
  const claim = { now: claimedAt, until: new Date(claimedAt.getTime() + deps.claimSeconds * 1000) };
  for (let round = 0; round < 1000; round += 1) {
    const batch = [
      ...(await q.claimForRenewal(deps.db, 'due', now, claim, BATCH)),
      ...(await q.claimForRenewal(deps.db, 'expired-actions', now, claim, BATCH)),
    ].filter((sub) => !seen.has(sub.id));
    if (batch.length === 0) break;
    for (const sub of batch) {
      seen.add(sub.id);
      done += await renewOne(deps, sub, now);
    }
  }
  return done;
}

/** The reminder job: seven days before each charge of a six-monthly or yearly subscription, once a period. */
export async function remindUpcomingCharges(deps: SubscriptionsDeps, now: Date): Promise<number> {
  const ids = await q.claimReminders(deps.db, now, SUBSCRIPTION_RULES.reminderDaysBefore, REMINDED_PERIODS);
  for (const id of ids) {
    const parties = await q.findWithParties(deps.db, id);
    if (!parties) continue;
    const card = parties.card?.last4 ? `•••• ${parties.card.last4}` : '';
    await mailDonor(
      deps.mailer,
      deps.db,
      parties,
      'subscriptionReminder',
      { date: swissDay(parties.subscription.nextChargeAt), card },
      manageLink(deps),
    );
  }
  if (ids.length) void deps.mailer.deliverPending();
  return ids.length;
}

/** The earliest moment a subscription job has work (for /dev/clock's stops). */
export async function nextSubscriptionWork(
  deps: SubscriptionsDeps,
): Promise<{ renewals: Date | null; reminders: Date | null }> {
  const due = await q.nextDueMoments(deps.db, SUBSCRIPTION_RULES.reminderDaysBefore, REMINDED_PERIODS);
  const renewals =
    [due.renewal, due.action].filter((d): d is Date => d !== null).sort((a, b) => +a - +b)[0] ?? null;
  return { renewals, reminders: due.reminder };
}

/**
 * The donor confirms a renewal the bank wanted confirmed: answers the challenge to pass, or books the period
 * once the provider reports the intent succeeded.
 */
export async function confirmRenewal(
  deps: SubscriptionsDeps,
  caller: Caller,
  subscriptionId: string,
): Promise<{
  status: 'succeeded' | 'requires_action' | 'nothing_to_confirm';
  nextActionUrl?: string;
  clientSecret?: string;
}> {
  const sub = await q.findSubscription(deps.db, subscriptionId);
  if (!sub) throw new AppError('not_found', 'subscriptionNotFound');
  if (sub.userId !== caller.id) throw new AppError('forbidden');
  if (sub.status !== 'active' || !sub.actionIntentId) return { status: 'nothing_to_confirm' };
  const intent = await deps.charging.cardIntent(sub.actionIntentId);
  if (intent?.status === 'succeeded') {
    await renewOne(deps, sub, deps.clock.now());
    return { status: 'succeeded' };
  }
  return {
    status: 'requires_action',
    ...(intent?.nextActionUrl ? { nextActionUrl: intent.nextActionUrl } : {}),
    ...(intent?.clientSecret ? { clientSecret: intent.clientSecret } : {}),
  };
}
