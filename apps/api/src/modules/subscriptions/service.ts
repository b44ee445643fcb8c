import {
  type CancelSubscriptionRequest,
  confirmation,
  firstCharge,
  formatChfGrouped,
  giftWithCover,
  type MessageKey,
  maxDonationMessage,
  type RecurringPeriod,
  rappenToChf,
  SUBSCRIPTION_RULES,
  type Subscription,
  type SubscriptionActivityPage,
  type SubscriptionActivityRequest,
  type SubscriptionActivityType,
  wireLanguageOf,
} from '@tifo/contract';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import type { Caller } from '../auth/caller';
import { shownDonor } from '../ledger/lines';
import { requireClubAccess } from '../organisations/access';
import type { ProcessDeps } from '../payments/charge';
import { PERIOD_PHRASES } from '../payments/mail-texts';
import type { FirstRecurringPayment } from '../payments/recurring';
import { SUBSCRIPTIONS_PAGE } from '../payments/recurring';
import { SUBSCRIPTION_MAILS } from './mail-texts';
import * as q from './queries';

/** The process's dependencies (payments/charge.ts ProcessDeps). */
export type SubscriptionsDeps = ProcessDeps;

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
    coveredFeeRappen: first.periodCoveredFeeRappen,
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

export async function mailDonor(
  mailer: SubscriptionsDeps['mailer'],
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
    template: SUBSCRIPTION_MAILS[template],
    language,
    vars: {
      firstName: parties.donor.firstName,
      clubName: parties.club.name,
      productTitle: parties.product.title,
      amount: formatChfGrouped(parties.subscription.amountRappen),
      every: PERIOD_PHRASES[language][parties.subscription.period as RecurringPeriod],
      ...vars,
    },
    ...(link ? { link } : {}),
  });
}

/** The donor's page where a renewal the bank wants confirmed is confirmed (the profile's subscriptions). */
export const confirmPath = (id: string) => `${SUBSCRIPTIONS_PAGE}&confirm=${id}`;
export const confirmLink = (deps: SubscriptionsDeps, id: string) =>
  `${deps.config.publicUrl}${confirmPath(id)}`;

export async function event(
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
export async function endSubscription(
  deps: SubscriptionsDeps,
  sub: q.SubscriptionRow,
  reason: 'donor' | 'declined' | 'club',
  now: Date,
  detail?: string,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const cancelled = await q.cancelSubscription(tx, sub.id, reason, now);
    if (!cancelled) return false;
    await event(tx, cancelled, 'unsubscribed', now, { detail: detail ?? reason });
    const parties = await q.findWithParties(tx, sub.id);
    if (!parties) return true;
    const attempts = String(SUBSCRIPTION_RULES.retries + 1);
    await mailDonor(deps.mailer, tx, parties, 'subscriptionCancelled', { reason, attempts });
    if (reason === 'declined') {
      for (const email of await q.clubAdminEmails(tx, parties.club.id)) {
        await deps.mailer.queueMail(tx, {
          to: email,
          template: SUBSCRIPTION_MAILS.subscriptionEndedClub,
          language: 'de',
          vars: {
            clubName: parties.club.name,
            productTitle: parties.product.title,
            donorName: `${parties.donor.firstName} ${parties.donor.lastName}`.trim(),
            amount: formatChfGrouped(parties.subscription.amountRappen),
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

// ---- The donor's calls ------------------------------------------------------------------------------------

/** POST /subscriptions/cancel-subscription: the donor's own only (another user's: 403); no charge after it. */
export async function cancelByDonor(
  deps: SubscriptionsDeps,
  caller: Caller,
  body: CancelSubscriptionRequest,
): Promise<{ message: string }> {
  if (body.userId !== caller.id) throw new AppError('forbidden');
  const sub = await q.findSubscription(deps.db, body.subscriptionId);
  if (!sub) {
    throw new AppError('not_found', 'subscriptionNotFound', {
      fields: { subscriptionId: 'subscriptionNotFound' },
    });
  }
  if (sub.userId !== caller.id) throw new AppError('forbidden');
  if (sub.status !== 'active') throw new AppError('conflict', 'subscriptionAlreadyCancelled');
  const ended = await endSubscription(deps, sub, 'donor', deps.clock.now());
  if (!ended) throw new AppError('conflict', 'subscriptionAlreadyCancelled');
  void deps.mailer.deliverPending();
  return confirmation('subscriptionCancelled');
}

/**
 * POST /subscriptions/change (issue 47): the donor's own running subscription takes a new amount and rhythm from
 * its next charge on, whose date stays; the club's activity shows the change (the donor's name only with their
 * consent, as every entry). Refused while a charge of it is under way, and above the product's maximum per gift.
 */
export async function changeByDonor(
  deps: SubscriptionsDeps,
  caller: Caller,
  body: { subscriptionId: string; amount: number; period: RecurringPeriod },
): Promise<{ message: string; key?: MessageKey; subscription: Subscription }> {
  const sub = await q.findSubscription(deps.db, body.subscriptionId);
  if (!sub || sub.userId !== caller.id) {
    throw new AppError('not_found', 'subscriptionNotFound', {
      fields: { subscriptionId: 'subscriptionNotFound' },
    });
  }
  if (sub.status !== 'active') throw new AppError('conflict', 'subscriptionAlreadyCancelled');
  // A subscription that covers the fee keeps covering it (issue 48): the new amount is what the club receives.
  const chosenNow = sub.amountRappen - sub.coveredFeeRappen;
  if (chosenNow === body.amount && sub.period === body.period) {
    throw new AppError('conflict', 'subscriptionUnchanged');
  }
  const maximum = await q.productMaxAmount(deps.db, sub.productId);
  if (maximum !== null && body.amount > maximum) {
    throw new AppError('validation', maxDonationMessage(maximum), {
      fields: { amount: maxDonationMessage(maximum) },
    });
  }
  const { grossRappen, coveredFeeRappen } = giftWithCover(body.amount, sub.coveredFeeRappen > 0);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const terms = { amountRappen: grossRappen, coveredFeeRappen, period: body.period };
    const changed = await q.changeTerms(tx, sub, terms, now);
    if (!changed) throw new AppError('conflict', 'subscriptionChargePending');
    await event(tx, changed, 'changed', now, { amountRappen: grossRappen, detail: body.period });
  });
  const [shown] = (await listSubscriptions(deps, caller)).filter((item) => item.id === sub.id);
  return { ...confirmation('subscriptionChanged'), subscription: shown as Subscription };
}

/** The donor's subscriptions: amount, next date, product and club, the card, and a charge to confirm. */
export async function listSubscriptions(deps: SubscriptionsDeps, caller: Caller): Promise<Subscription[]> {
  const rows = await q.listForUser(deps.db, caller.id);
  return rows.map(({ subscription: sub, product, club, card }) => ({
    id: sub.id,
    amount: rappenToChf(sub.amountRappen),
    coveredFee: rappenToChf(sub.coveredFeeRappen),
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

/** A card the donor saved (/payments/payment-method) replaces the card of all their active subscriptions. */
export function replaceCardOfSubscriptions(deps: SubscriptionsDeps) {
  return async (userId: string, provider: string, paymentMethodId: string): Promise<void> => {
    await q.replaceCard(deps.db, userId, provider, paymentMethodId, deps.clock.now());
  };
}

// ---- The club's activity ----------------------------------------------------------------------------------

const ACTIVITY_FOR_CLUB: Record<string, SubscriptionActivityType> = {
  subscribed: 'subscribed',
  charged: 'charged',
  charge_failed: 'charge_failed',
  authentication_required: 'authentication_required',
  unsubscribed: 'unsubscribed',
  changed: 'changed',
};

/** POST /subscriptions/products/activity: the product's club (administrator, finance) and the operator. */
export async function productActivity(
  deps: SubscriptionsDeps,
  caller: Caller,
  body: SubscriptionActivityRequest,
): Promise<SubscriptionActivityPage> {
  const product = await q.findProductClub(deps.db, body.productId);
  if (!product) throw new AppError('not_found', 'status404');
  await requireClubAccess({ db: deps.db }, caller, product.clubId, 'viewFinancials');
  const page = await q.activityPage(deps.db, body.productId, body.pageId, body.pageSize);
  return {
    content: page.rows.map((row) => {
      const name = shownDonor(row);
      return {
        id: row.id,
        activityType: ACTIVITY_FOR_CLUB[row.kind] ?? 'charged',
        date: row.createdAt.toISOString(),
        userName: name ?? '',
        anonymous: name === null,
        amount: row.amountRappen === null ? null : rappenToChf(row.amountRappen),
        ...(row.kind === 'changed' ? { period: row.detail as RecurringPeriod } : {}),
      };
    }),
    totalElements: page.total,
  };
}

/**
 * The club deactivated a subscription product: its subscriptions keep running until the donor cancels
 * (docs/decisions/019), and each donor is told so, with the way to cancel.
 */
export async function tellSubscribersOfDeactivation(
  deps: {
    db: DbOrTx;
    mailer: SubscriptionsDeps['mailer'];
    config: SubscriptionsDeps['config'];
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
