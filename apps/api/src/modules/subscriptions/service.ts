import {
  addPeriod,
  type CancelSubscriptionRequest,
  firstCharge,
  formatChf,
  MESSAGES,
  RECURRING_PERIODS,
  type RecurringPeriod,
  rappenToChf,
  remindsBeforeCharge,
  SUBSCRIPTION_RULES,
  type Subscription,
  type SubscriptionActivityPage,
  type SubscriptionActivityRequest,
  type SubscriptionActivityType,
  wireLanguageOf,
} from '@tifo/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import type { Caller } from '../auth/caller';
import { swissDay } from '../documents/dates';
import type { Clock } from '../jobs/clock';
import { PERIOD_PHRASES } from '../mail/templates-subscriptions';
import { requireClubAccess } from '../organisations/access';
import { chargeRenewal, type RenewalOutcome } from '../payments/charge';
import type { FirstRecurringPayment } from '../payments/recurring';
import { SUBSCRIPTIONS_PAGE } from '../payments/recurring';
import type { PaymentsDeps } from '../payments/service';
import * as q from './queries';

export interface SubscriptionsDeps {
  payments: PaymentsDeps;
  clock: Clock;
  log: FastifyBaseLogger;
  /** How long a renewal run holds a subscription, in real seconds (RENEWAL_CLAIM_SECONDS). */
  claimSeconds: number;
}

const DAY_MS = 86_400_000;
const BATCH = 50;
/** Renewals with periods this long or longer get a reminder (six months and a year). */
const REMINDED_PERIODS = RECURRING_PERIODS.filter((period) => remindsBeforeCharge(period));

// ---- Start ------------------------------------------------------------------------------------------------

/**
 * The checkout booked the first payment of a subscription product (in that booking's transaction): the
 * subscription starts with the card kept for the renewals; the payment is its period 0, the next charge one
 * period later or on the next cycle start (contract firstCharge).
 */
export async function startSubscription(tx: DbOrTx, first: FirstRecurringPayment): Promise<void> {
  const period = first.product.recurringPeriod as RecurringPeriod;
  const { nextChargeAt } = firstCharge({
    amountRappen: first.periodAmountRappen,
    period,
    startingDate: first.product.startingDate,
    now: first.now,
  });
  const subscription = await q.insertSubscription(tx, {
    userId: first.donor.id,
    productId: first.product.id,
    clubId: first.club.id,
    amountRappen: first.periodAmountRappen,
    period,
    provider: first.provider,
    paymentMethodId: first.paymentMethodId,
    nextPeriod: 1,
    nextChargeAt,
    createdAt: first.now,
  });
  await q.markFirstPeriod(tx, first.donation.id, subscription.id);
  const common = { subscriptionId: subscription.id, productId: first.product.id, createdAt: first.now };
  await q.insertEvent(tx, {
    ...common,
    kind: 'subscribed',
    periodNumber: 0,
    amountRappen: first.periodAmountRappen,
  });
  await q.insertEvent(tx, {
    ...common,
    kind: 'charged',
    periodNumber: 0,
    amountRappen: first.donation.amountRappen,
    donationId: first.donation.id,
  });
}

// ---- Mails ------------------------------------------------------------------------------------------------

async function mailDonor(
  mailer: SubscriptionsDeps['payments']['mailer'],
  tx: DbOrTx,
  parties: q.SubscriptionWithParties,
  template:
    | 'subscriptionReminder'
    | 'subscriptionChargeFailed'
    | 'subscriptionActionRequired'
    | 'subscriptionCancelled'
    | 'subscriptionProductDeactivated',
  vars: Record<string, string>,
  link?: string,
): Promise<void> {
  const language = wireLanguageOf(parties.donor.preferredLanguage);
  await mailer.queueMail(tx, {
    to: parties.donor.email,
    template,
    language,
    vars: {
      firstName: parties.donor.firstName,
      clubName: parties.club.name,
      productTitle: parties.product.title,
      amount: formatChf(parties.subscription.amountRappen),
      every: PERIOD_PHRASES[language][parties.subscription.period as RecurringPeriod],
      ...vars,
    },
    ...(link ? { link } : {}),
  });
}

const manageLink = (deps: SubscriptionsDeps) => `${deps.payments.config.publicUrl}${SUBSCRIPTIONS_PAGE}`;
/** The donor's page where a renewal the bank wants confirmed is confirmed (the profile's subscriptions). */
export const confirmPath = (id: string) => `${SUBSCRIPTIONS_PAGE}&confirm=${id}`;
const confirmLink = (deps: SubscriptionsDeps, id: string) =>
  `${deps.payments.config.publicUrl}${confirmPath(id)}`;

async function event(
  tx: DbOrTx,
  sub: q.SubscriptionRow,
  kind: SubscriptionActivityType,
  at: Date,
  extra: { amountRappen?: number | null; donationId?: string | null; detail?: string | null } = {},
) {
  await q.insertEvent(tx, {
    subscriptionId: sub.id,
    productId: sub.productId,
    kind,
    periodNumber: sub.nextPeriod,
    ...extra,
    createdAt: at,
  });
}

/** Ends a subscription and tells the donor (and for a card that kept failing, the club too). */
async function endSubscription(
  deps: SubscriptionsDeps,
  sub: q.SubscriptionRow,
  reason: 'donor' | 'declined' | 'club',
  now: Date,
  detail?: string,
): Promise<boolean> {
  return deps.payments.db.transaction(async (tx) => {
    const cancelled = await q.cancelSubscription(tx, sub.id, reason, now);
    if (!cancelled) return false;
    await event(tx, cancelled, 'unsubscribed', now, { detail: detail ?? reason });
    const parties = await q.findWithParties(tx, sub.id);
    if (!parties) return true;
    const attempts = String(SUBSCRIPTION_RULES.retries + 1);
    await mailDonor(deps.payments.mailer, tx, parties, 'subscriptionCancelled', { reason, attempts });
    if (reason === 'declined') {
      for (const email of await q.clubAdminEmails(tx, parties.club.id)) {
        await deps.payments.mailer.queueMail(tx, {
          to: email,
          template: 'subscriptionEndedClub',
          language: 'de',
          vars: {
            clubName: parties.club.name,
            productTitle: parties.product.title,
            donorName: `${parties.donor.firstName} ${parties.donor.lastName}`.trim(),
            amount: formatChf(parties.subscription.amountRappen),
            every: PERIOD_PHRASES.de[parties.subscription.period as RecurringPeriod],
            attempts,
          },
        });
      }
    }
    return true;
  });
}

/**
 * Ends every active subscription of an account being deleted, in the deletion's transaction: no charge after it,
 * the club's activity shows the end; no mail (the address is being removed).
 */
export async function endAllOfDeletedUser(tx: DbOrTx, userId: string, now: Date): Promise<number> {
  let ended = 0;
  for (const sub of await q.activeOfUser(tx, userId)) {
    const cancelled = await q.cancelSubscription(tx, sub.id, 'donor', now);
    if (!cancelled) continue;
    await event(tx, cancelled, 'unsubscribed', now, { detail: 'account_deleted' });
    ended += 1;
  }
  return ended;
}

// ---- Renewals ---------------------------------------------------------------------------------------------

function retryDays(parties: q.SubscriptionWithParties): number {
  return parties.product.retryingInterval ?? SUBSCRIPTION_RULES.defaultRetryDays;
}

/** Charges one claimed subscription's due period and records what came of it. Answers 1 when something was done. */
async function renewOne(deps: SubscriptionsDeps, sub: q.SubscriptionRow, now: Date): Promise<number> {
  const parties = await q.findWithParties(deps.payments.db, sub.id);
  if (!parties) return 0;
  // The organisation was rejected (it left the platform): its supporters are no longer charged.
  if (parties.club.status === 'rejected') return (await endSubscription(deps, sub, 'club', now)) ? 1 : 0;

  const outcome: RenewalOutcome = await chargeRenewal(deps.payments, {
    subscriptionId: sub.id,
    periodNumber: sub.nextPeriod,
    attempt: sub.failedAttempts,
    userId: sub.userId,
    productId: sub.productId,
    amountRappen: sub.amountRappen,
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
    await deps.payments.db.transaction(async (tx) => {
      if (await q.advancePeriod(tx, sub, addPeriod(sub.nextChargeAt, sub.period as RecurringPeriod))) {
        await event(tx, sub, 'charged', now, {
          amountRappen: outcome.donation.amountRappen,
          donationId: outcome.donation.id,
        });
      }
    });
    void deps.payments.mailer.deliverPending();
    return 1;
  }
  if (outcome.kind === 'unavailable') {
    // Nothing is known to be charged: the claim runs out and a later run tries the same key again.
    deps.log.warn({ subscriptionId: sub.id, reason: outcome.message }, 'renewal postponed');
    return 0;
  }
  if (outcome.kind === 'action_required' && !sub.actionIntentId) {
    const dueAt = new Date(now.getTime() + retryDays(parties) * DAY_MS);
    await deps.payments.db.transaction(async (tx) => {
      await q.waitForDonor(tx, sub.id, outcome.intentId, dueAt);
      await event(tx, sub, 'authentication_required', now, { amountRappen: sub.amountRappen });
      await mailDonor(
        deps.payments.mailer,
        tx,
        parties,
        'subscriptionActionRequired',
        { dueDate: swissDay(dueAt) },
        confirmLink(deps, sub.id),
      );
    });
    void deps.payments.mailer.deliverPending();
    return 1;
  }

  // Declined (or the donor did not confirm in time): try again later, or end it after the last try.
  const reason = outcome.kind === 'declined' ? outcome.message : MESSAGES.cardAuthenticationFailed;
  const attempt = sub.failedAttempts + 1;
  if (attempt > SUBSCRIPTION_RULES.retries) {
    await deps.payments.db.transaction(async (tx) => {
      await event(tx, sub, 'charge_failed', now, { amountRappen: sub.amountRappen, detail: reason });
    });
    await endSubscription(deps, sub, 'declined', now, reason);
    void deps.payments.mailer.deliverPending();
    return 1;
  }
  const retryAt = new Date(now.getTime() + retryDays(parties) * DAY_MS);
  await deps.payments.db.transaction(async (tx) => {
    if (!(await q.recordDeclinedTry(tx, sub, retryAt))) return;
    await event(tx, sub, 'charge_failed', now, { amountRappen: sub.amountRappen, detail: reason });
    await mailDonor(
      deps.payments.mailer,
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
  void deps.payments.mailer.deliverPending();
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
      ...(await q.claimForRenewal(deps.payments.db, 'due', now, claim, BATCH)),
      ...(await q.claimForRenewal(deps.payments.db, 'expired-actions', now, claim, BATCH)),
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
  const ids = await q.claimReminders(
    deps.payments.db,
    now,
    SUBSCRIPTION_RULES.reminderDaysBefore,
    REMINDED_PERIODS,
  );
  for (const id of ids) {
    const parties = await q.findWithParties(deps.payments.db, id);
    if (!parties) continue;
    const card = parties.card?.last4 ? `•••• ${parties.card.last4}` : '';
    await mailDonor(
      deps.payments.mailer,
      deps.payments.db,
      parties,
      'subscriptionReminder',
      { date: swissDay(parties.subscription.nextChargeAt), card },
      manageLink(deps),
    );
  }
  if (ids.length) void deps.payments.mailer.deliverPending();
  return ids.length;
}

/** The earliest moment a subscription job has work (for /dev/clock's stops). */
export async function nextSubscriptionWork(
  deps: SubscriptionsDeps,
): Promise<{ renewals: Date | null; reminders: Date | null }> {
  const due = await q.nextDueMoments(
    deps.payments.db,
    SUBSCRIPTION_RULES.reminderDaysBefore,
    REMINDED_PERIODS,
  );
  const renewals =
    [due.renewal, due.action].filter((d): d is Date => d !== null).sort((a, b) => +a - +b)[0] ?? null;
  return { renewals, reminders: due.reminder };
}

// ---- The donor's calls ------------------------------------------------------------------------------------

/** POST /subscriptions/cancel-subscription: the donor's own only (another user's: 403); no charge after it. */
export async function cancelByDonor(
  deps: SubscriptionsDeps,
  caller: Caller,
  body: CancelSubscriptionRequest,
): Promise<{ message: string }> {
  if (body.userId !== caller.id) throw new AppError('forbidden');
  const sub = await q.findSubscription(deps.payments.db, body.subscriptionId);
  if (!sub) {
    throw new AppError('not_found', MESSAGES.subscriptionNotFound, {
      fields: { subscriptionId: MESSAGES.subscriptionNotFound },
    });
  }
  if (sub.userId !== caller.id) throw new AppError('forbidden');
  if (sub.status !== 'active') throw new AppError('conflict', MESSAGES.subscriptionAlreadyCancelled);
  const ended = await endSubscription(deps, sub, 'donor', deps.clock.now());
  if (!ended) throw new AppError('conflict', MESSAGES.subscriptionAlreadyCancelled);
  void deps.payments.mailer.deliverPending();
  return { message: MESSAGES.subscriptionCancelled };
}

/** The donor's subscriptions: amount, next date, product and club, the card, and a charge to confirm. */
export async function listSubscriptions(deps: SubscriptionsDeps, caller: Caller): Promise<Subscription[]> {
  const rows = await q.listForUser(deps.payments.db, caller.id);
  return rows.map(({ subscription: sub, product, club, card }) => ({
    id: sub.id,
    amount: rappenToChf(sub.amountRappen),
    nextDate: sub.status === 'active' ? (sub.retryAt ?? sub.nextChargeAt).toISOString() : null,
    status: sub.status as Subscription['status'],
    period: sub.period as RecurringPeriod,
    product,
    club,
    card: card?.last4 ? `${card.brand} •••• ${card.last4}` : null,
    confirmUrl: sub.status === 'active' && sub.actionIntentId ? confirmPath(sub.id) : null,
    failedAttempts: sub.failedAttempts,
  }));
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
  const sub = await q.findSubscription(deps.payments.db, subscriptionId);
  if (!sub) throw new AppError('not_found', MESSAGES.subscriptionNotFound);
  if (sub.userId !== caller.id) throw new AppError('forbidden');
  if (sub.status !== 'active' || !sub.actionIntentId) return { status: 'nothing_to_confirm' };
  const intent = await deps.payments.providers.card.retrieve(sub.actionIntentId);
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

/** A card the donor saved (/payments/payment-method) replaces the card of all their active subscriptions. */
export function replaceCardOfSubscriptions(deps: SubscriptionsDeps) {
  return async (userId: string, provider: string, paymentMethodId: string): Promise<void> => {
    await q.replaceCard(deps.payments.db, userId, provider, paymentMethodId, deps.clock.now());
  };
}

// ---- The club's activity ----------------------------------------------------------------------------------

const ACTIVITY_FOR_CLUB: Record<string, SubscriptionActivityType> = {
  subscribed: 'subscribed',
  charged: 'charged',
  charge_failed: 'charge_failed',
  authentication_required: 'authentication_required',
  unsubscribed: 'unsubscribed',
};

/** POST /subscriptions/products/activity: the product's club (administrator, finance) and the operator. */
export async function productActivity(
  deps: SubscriptionsDeps,
  caller: Caller,
  body: SubscriptionActivityRequest,
): Promise<SubscriptionActivityPage> {
  const product = await q.findProductClub(deps.payments.db, body.productId);
  if (!product) throw new AppError('not_found', MESSAGES.status404);
  await requireClubAccess({ db: deps.payments.db }, caller, product.clubId, 'viewFinancials');
  const page = await q.activityPage(deps.payments.db, body.productId, body.pageId, body.pageSize);
  return {
    content: page.rows.map((row) => ({
      id: row.id,
      activityType: ACTIVITY_FOR_CLUB[row.kind] ?? 'charged',
      date: row.createdAt.toISOString(),
      userName: `${row.firstName} ${row.lastName}`.trim(),
      amount: row.amountRappen === null ? null : rappenToChf(row.amountRappen),
    })),
    totalElements: page.total,
  };
}

/**
 * The club deactivated a subscription product: its subscriptions keep running until the donor cancels
 * (docs/DECISIONS.md), and each donor is told so, with the way to cancel.
 */
export async function tellSubscribersOfDeactivation(
  deps: {
    db: DbOrTx;
    mailer: SubscriptionsDeps['payments']['mailer'];
    config: SubscriptionsDeps['payments']['config'];
  },
  productId: string,
): Promise<number> {
  const ids = await q.activeSubscriptionIdsOfProduct(deps.db, productId);
  for (const id of ids) {
    const parties = await q.findWithParties(deps.db, id);
    if (!parties) continue;
    await mailDonor(
      deps.mailer,
      deps.db,
      parties,
      'subscriptionProductDeactivated',
      {},
      `${deps.config.publicUrl}${SUBSCRIPTIONS_PAGE}`,
    );
  }
  if (ids.length) void deps.mailer.deliverPending();
  return ids.length;
}
