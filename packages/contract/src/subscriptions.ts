import { z } from 'zod';
import { RECURRING_PERIODS, type RecurringPeriod } from './clubs';
import { Confirmation } from './http';
import { KEYS } from './messages';
import { parseChf } from './money';
import { RECURRING_PERIOD_DAYS } from './offers';
import { PAYMENT_LIMITS } from './payments';

const DAY_MS = 86_400_000;

/** A donation subscription (PRODUCT.md §subscriptions): active, then cancelled. */
export const SUBSCRIPTION_STATUSES = ['active', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const SUBSCRIPTION_RULES = {
  /** A declined renewal is tried again after the product's retryingInterval days, 3 when it has none. */
  defaultRetryDays: 3,
  /** Tries after the first declined one; after the last, the subscription is cancelled. */
  retries: 3,
  /** Donors of periods this long or longer are reminded before each charge… */
  reminderMinPeriodDays: 180,
  /** …this many days before it. */
  reminderDaysBefore: 7,
  /** Subscription activity is loaded 10 at a time (PRODUCT.md §subscriptions). */
  activityPageSize: 10,
} as const;

export function periodDays(period: RecurringPeriod): number {
  return RECURRING_PERIOD_DAYS[period];
}

/** The moment one period after `from` (periods are whole days: week 7, month 30, …, year 365). */
export function addPeriod(from: Date, period: RecurringPeriod): Date {
  return new Date(from.getTime() + periodDays(period) * DAY_MS);
}

/**
 * The first period boundary after `now`, counting from `from`, and how many periods that moved on (0 when `from`
 * is already later): where a paused subscription or membership goes on once its measure is lifted (issue 45).
 */
export function firstPeriodAfter(
  from: Date,
  period: RecurringPeriod,
  now: Date,
): { at: Date; skipped: number } {
  let at = from;
  let skipped = 0;
  while (at <= now) {
    at = addPeriod(at, period);
    skipped += 1;
  }
  return { at, skipped };
}

/** Whether the donor is reminded before each charge (periods of six months or longer). */
export function remindsBeforeCharge(period: RecurringPeriod): boolean {
  return periodDays(period) >= SUBSCRIPTION_RULES.reminderMinPeriodDays;
}

export interface FirstCharge {
  /** What the checkout charges now. */
  amountRappen: number;
  /** When the second charge falls due. */
  nextChargeAt: Date;
  /** Days the first amount pays for (the whole period unless prorated). */
  days: number;
  prorated: boolean;
}

/**
 * The first charge of a subscription (PRODUCT.md §constants: "first amount prorated"). The rule:
 *
 * - A product without a startingDate: the first charge is the whole amount now, the next one period later.
 * - A product with a startingDate has fixed cycles: startingDate, startingDate + one period, … (and the
 *   cycles before it, so that a start still ahead is handled alike). The first charge pays for the days
 *   left in the cycle that contains now, counting a started day as a whole day:
 *   daysLeft = ⌈(nextCycleStart − now) / 1 day⌉, from 1 to the period's days.
 *   amount = amount × daysLeft / periodDays, rounded to the Rappen half up, never below the CHF 5 minimum and
 *   never above the amount itself. The next charge falls on the next cycle start.
 */
export function firstCharge(input: {
  amountRappen: number;
  period: RecurringPeriod;
  startingDate: Date | null;
  now: Date;
}): FirstCharge {
  const days = periodDays(input.period);
  if (!input.startingDate) {
    return {
      amountRappen: input.amountRappen,
      nextChargeAt: addPeriod(input.now, input.period),
      days,
      prorated: false,
    };
  }
  const periodMs = days * DAY_MS;
  const sinceStart = input.now.getTime() - input.startingDate.getTime();
  const cyclesPassed = Math.floor(sinceStart / periodMs);
  const nextChargeAt = new Date(input.startingDate.getTime() + (cyclesPassed + 1) * periodMs);
  const daysLeft = Math.min(
    days,
    Math.max(1, Math.ceil((nextChargeAt.getTime() - input.now.getTime()) / DAY_MS)),
  );
  if (daysLeft === days) {
    return { amountRappen: input.amountRappen, nextChargeAt, days, prorated: false };
  }
  // Half up in integers: ⌊(2·amount·daysLeft + days) / (2·days)⌋.
  const exact = Math.floor((2 * input.amountRappen * daysLeft + days) / (2 * days));
  const amountRappen = Math.min(input.amountRappen, Math.max(PAYMENT_LIMITS.minAmountRappen, exact));
  return { amountRappen, nextChargeAt, days: daysLeft, prorated: true };
}

/** What a donor agrees to before paying a recurring product (shown in checkout and repeated in the receipt). */
export interface RecurringTerms {
  period: RecurringPeriod;
  /** The amount of each later charge. */
  amountRappen: number;
  first: FirstCharge;
}

export function recurringTerms(input: {
  amountRappen: number;
  period: RecurringPeriod;
  startingDate: Date | null;
  now: Date;
}): RecurringTerms {
  return { period: input.period, amountRappen: input.amountRappen, first: firstCharge(input) };
}

// ---- Wire shapes (PRODUCT.md §subscriptions) ----------------------------------------------------------------------------

/** A subscription as the donor's list shows it: id, amount, nextDate, product (PRODUCT.md §subscriptions), and its club. */
export const Subscription = z.object({
  id: z.uuid(),
  /** What each period charges (CHF); with a covered fee, the grossed-up amount. */
  amount: z.number(),
  /** Of it, the fee the donor covers (issue 48), CHF; 0: the club's share is reduced by the fee. */
  coveredFee: z.number(),
  nextDate: z.string().nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  period: z.enum(RECURRING_PERIODS),
  product: z.object({ id: z.uuid(), title: z.string(), image: z.string().nullable() }),
  club: z.object({ id: z.uuid(), name: z.string(), shortName: z.string() }),
  /** The card charged (brand and last four digits), when known. */
  card: z.string().nullable(),
  /** A renewal waits for the donor to confirm it (3-D Secure): the page to do so. */
  confirmUrl: z.string().nullable(),
  /** Declined renewals since the last successful one. */
  failedAttempts: z.int(),
});
export type Subscription = z.infer<typeof Subscription>;

export const SubscriptionList = z.object({ content: z.array(Subscription) });
export type SubscriptionList = z.infer<typeof SubscriptionList>;

export const CancelSubscriptionRequest = z.object({
  userId: z.uuid(KEYS.status400),
  subscriptionId: z.uuid(KEYS.subscriptionNotFound),
});
export type CancelSubscriptionRequest = z.infer<typeof CancelSubscriptionRequest>;

export const SUBSCRIPTION_ACTIVITY_TYPES = [
  'subscribed',
  'charged',
  'charge_failed',
  'authentication_required',
  'unsubscribed',
  /** The donor changed the amount or the rhythm (issue 47): the new amount and period, from the next charge. */
  'changed',
] as const;
export type SubscriptionActivityType = (typeof SUBSCRIPTION_ACTIVITY_TYPES)[number];

/** Digits on the wire, as the spec's table shows (strings). */
const wireInt = (max: number) =>
  z
    .union([z.string().regex(/^\d{1,6}$/, KEYS.status400), z.int()])
    .transform(Number)
    .pipe(z.int().min(0).max(max));

/** POST /subscriptions/products/activity {productId, pageId, pageSize} (strings on the wire). */
export const SubscriptionActivityRequest = z.object({
  productId: z.uuid(KEYS.status404),
  pageId: wireInt(100_000),
  pageSize: wireInt(50).pipe(z.int().min(1)),
});
export type SubscriptionActivityRequest = z.infer<typeof SubscriptionActivityRequest>;

export const SubscriptionActivity = z.object({
  id: z.uuid(),
  activityType: z.enum(SUBSCRIPTION_ACTIVITY_TYPES),
  date: z.string(),
  /** The supporter's name when they chose to be shown among the club's sponsors; '' when anonymous. */
  userName: z.string(),
  /** The supporter chose to stay anonymous (or deleted the account): no name anywhere the club looks. */
  anonymous: z.boolean(),
  amount: z.number().nullable(),
  /** A change's new rhythm (activityType 'changed'). */
  period: z.enum(RECURRING_PERIODS).nullable().optional(),
});
export type SubscriptionActivity = z.infer<typeof SubscriptionActivity>;

export const SubscriptionActivityPage = z.object({
  content: z.array(SubscriptionActivity),
  totalElements: z.int(),
});
export type SubscriptionActivityPage = z.infer<typeof SubscriptionActivityPage>;

export const ConfirmRenewalRequest = z.object({ subscriptionId: z.uuid(KEYS.subscriptionNotFound) });
export type ConfirmRenewalRequest = z.infer<typeof ConfirmRenewalRequest>;

export const ConfirmRenewalResponse = z.object({
  status: z.enum(['succeeded', 'requires_action', 'nothing_to_confirm']),
  nextActionUrl: z.string().optional(),
  clientSecret: z.string().optional(),
});
export type ConfirmRenewalResponse = z.infer<typeof ConfirmRenewalResponse>;

export const CancelSubscriptionResponse = Confirmation;
export type CancelSubscriptionResponse = z.infer<typeof CancelSubscriptionResponse>;

/** The rhythms a donor may choose for a running subscription: those of subscription products. */
export const SUBSCRIPTION_PERIODS = RECURRING_PERIODS;

/**
 * POST /subscriptions/change {subscriptionId, amount, period} (issue 47): the donor's own running subscription
 * takes a new amount (CHF, at least the minimum) and rhythm from its next charge on; the next charge's date stays.
 */
export const ChangeSubscriptionRequest = z.object({
  subscriptionId: z.uuid(KEYS.subscriptionNotFound),
  amount: z
    .union([z.number(KEYS.subscriptionAmountInvalid), z.string(KEYS.subscriptionAmountInvalid)])
    .transform((value) => parseChf(value) ?? Number.NaN)
    .pipe(
      z
        .number(KEYS.subscriptionAmountInvalid)
        .int(KEYS.subscriptionAmountInvalid)
        .min(PAYMENT_LIMITS.minAmountRappen, KEYS.subscriptionAmountInvalid)
        .max(PAYMENT_LIMITS.maxAmountRappen, KEYS.subscriptionAmountInvalid),
    ),
  period: z.enum(SUBSCRIPTION_PERIODS, KEYS.recurringPeriodInvalid),
});
/** The request as sent (amount in CHF); parsed, `amount` is in Rappen. */
export type ChangeSubscriptionRequest = z.input<typeof ChangeSubscriptionRequest>;

export const ChangeSubscriptionResponse = z.object({ ...Confirmation.shape, subscription: Subscription });
export type ChangeSubscriptionResponse = z.infer<typeof ChangeSubscriptionResponse>;
