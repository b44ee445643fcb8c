import { z } from 'zod';
import { PageRequest } from './clubs';
import { Confirmation } from './http';
import { KEYS } from './messages';

/**
 * The club's dashboard figures and payouts (PRODUCT.md §dashboard; issue 15). Every figure is
 * derived from the ledger. Amounts cross the API as CHF with two decimals; what a club receives is the net
 * (the donation less the platform fee), with the gross and the fee alongside.
 */

export const GRAPH_PERIODS = ['all', 'year', 'month', 'week', 'day'] as const;
export type GraphPeriod = (typeof GRAPH_PERIODS)[number];

/** The graph's buckets: hours for a day, days for a week and a month, months for a year and all time. */
export const GRAPH_BUCKETS = ['hour', 'day', 'month'] as const;
export type GraphBucket = (typeof GRAPH_BUCKETS)[number];

export const DASHBOARD = {
  /** Loads (PRODUCT.md §constants): top products 5, top sponsors 3, payouts 10, graph period year. */
  topProductsPageSize: 5,
  topSponsorsPageSize: 3,
  payoutsPageSize: 10,
  /** Financials' table page sizes (PRODUCT.md §dashboard). */
  payoutsPageSizes: [5, 10, 25],
  graphPeriod: 'year' as GraphPeriod,
  /** The CSV export covers at most this many days at once. */
  exportMaxDays: 3660,
} as const;

/** Which bucket a period's graph uses. */
export function bucketOf(period: GraphPeriod): GraphBucket {
  if (period === 'day') return 'hour';
  if (period === 'year' || period === 'all') return 'month';
  return 'day';
}

export const PAYOUT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** When payout runs happen (PRODUCT.md §dashboard: every 14 days, or twice a month — the 1st and 15th). */
export const PAYOUT_SCHEDULES = ['biweekly', 'semimonthly'] as const;
export type PayoutSchedule = (typeof PAYOUT_SCHEDULES)[number];

export const PAYOUT_RULES = {
  /** A club owed less than this (default CHF 10) carries its balance to the next run. */
  defaultMinimumRappen: 1000,
  /** Biweekly runs fall on this Monday and every 14 days from it. */
  biweeklyAnchor: '2026-01-05',
  /** The days of the month of semimonthly runs. */
  semimonthlyDays: [1, 15],
  /** A failure reason the operator gives: 3 to 200 characters. */
  reasonMin: 3,
  reasonMax: 200,
  holdReasonMax: 200,
} as const;

const clubId = z.uuid(KEYS.clubNotFound);

export const PerformanceRequest = z.object({
  clubId,
  period: z.enum(GRAPH_PERIODS, KEYS.periodInvalid).default(DASHBOARD.graphPeriod),
});
export type PerformanceRequest = z.input<typeof PerformanceRequest>;

/** One bucket of the donation graph (PRODUCT.md §dashboard: date, donations): donations is the club's net in CHF. */
export const GraphPoint = z.object({
  /** The bucket's start, ISO date-time (Swiss time). */
  date: z.string(),
  donations: z.number(),
  gross: z.number(),
  fee: z.number(),
  count: z.int(),
});
export type GraphPoint = z.infer<typeof GraphPoint>;

export const Performance = z.object({
  period: z.enum(GRAPH_PERIODS),
  bucket: z.enum(GRAPH_BUCKETS),
  from: z.string().nullable(),
  to: z.string(),
  graph: z.array(GraphPoint),
  /** Net in CHF: what the club receives. */
  totalAmount: z.number(),
  totalGross: z.number(),
  totalFee: z.number(),
  /** Of the gross, what donors added to cover the fee (issue 48), CHF. */
  totalCoveredFee: z.number(),
  /** Donations booked in the period (refunded ones included; their refunds are subtracted from the amounts). */
  noOfDonations: z.int(),
  refunds: z.int(),
});
export type Performance = z.infer<typeof Performance>;

export const ClubRequest = z.object({ clubId });
export type ClubRequest = z.input<typeof ClubRequest>;

/** What the club is owed and not yet paid out (PRODUCT.md §dashboard: pending payout amount and noOfDonations). */
export const PendingPayout = z.object({
  amount: z.number(),
  noOfDonations: z.int(),
  /** Money already in a payout that is on its way (pending). */
  inTransit: z.number(),
  /** The operator holds the club's payouts (e.g. during a dispute). */
  held: z.boolean(),
  /** The club's bank account changed and waits for the operator's confirmation: runs do not pay it until then. */
  bankInReview: z.boolean(),
  /** The next payout run's day (YYYY-MM-DD). */
  nextPayoutDate: z.string(),
  minimumAmount: z.number(),
});
export type PendingPayout = z.infer<typeof PendingPayout>;

const pageSize = (fallback: number) =>
  PageRequest.shape.pageSize.removeDefault().default(fallback) as unknown as z.ZodDefault<z.ZodNumber>;

export const TopProductsRequest = z.object({
  clubId,
  pageId: PageRequest.shape.pageId,
  pageSize: pageSize(DASHBOARD.topProductsPageSize),
});
export type TopProductsRequest = z.input<typeof TopProductsRequest>;

/** PRODUCT.md §dashboard: product title, product image, total quantity. */
export const TopProduct = z.object({
  id: z.uuid(),
  title: z.string(),
  image: z.string().nullable(),
  totalQuantity: z.int(),
  totalAmount: z.number(),
});
export const TopProductPage = z.object({
  content: z.array(TopProduct),
  totalElements: z.int(),
  totalPages: z.int(),
});
export type TopProductPage = z.infer<typeof TopProductPage>;

export const TopSponsorRequest = z.object({
  clubId,
  pageId: PageRequest.shape.pageId,
  pageSize: pageSize(DASHBOARD.topSponsorsPageSize),
});
export type TopSponsorRequest = z.input<typeof TopSponsorRequest>;

/**
 * PRODUCT.md §dashboard: first name, total amount, user image. A donor who did not choose to be shown at checkout
 * appears as anonymous: firstName and image null.
 */
export const TopSponsor = z.object({
  rank: z.int(),
  firstName: z.string().nullable(),
  image: z.string().nullable(),
  anonymous: z.boolean(),
  totalAmount: z.number(),
  noOfDonations: z.int(),
});
export const TopSponsorPage = z.object({
  content: z.array(TopSponsor),
  totalElements: z.int(),
  totalPages: z.int(),
});
export type TopSponsorPage = z.infer<typeof TopSponsorPage>;

export const PayoutsRequest = z.object({
  clubId,
  pageId: PageRequest.shape.pageId,
  pageSize: pageSize(DASHBOARD.payoutsPageSize),
});
export type PayoutsRequest = z.input<typeof PayoutsRequest>;

/** PRODUCT.md §payouts, a payout: id, date, amount, fileUrl; with its state and period. */
export const Payout = z.object({
  id: z.uuid(),
  date: z.string(),
  amount: z.number(),
  fileUrl: z.string(),
  fileName: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  periodFrom: z.string().nullable(),
  periodTo: z.string(),
  noOfDonations: z.int(),
  failureReason: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type Payout = z.infer<typeof Payout>;
export const PayoutPage = z.object({ content: z.array(Payout), totalElements: z.int(), totalPages: z.int() });
export type PayoutPage = z.infer<typeof PayoutPage>;

/** A payout statement's file name, as /files/name takes it (PRODUCT.md §dashboard): payout-<id>.pdf. */
export const PAYOUT_FILE_NAME =
  /^payout-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.pdf$/i;

/** The club's donations as CSV for a date range (both days included, Swiss days). */
/** The Swiss days from … to (YYYY-MM-DD, both included) of an export (the club's, the operator's journal). */
export const DayRange = z.object({
  from: z.string(KEYS.invalidDate),
  to: z.string(KEYS.invalidDate),
});
/** A CSV file for Excel, with its name and number of rows. */
export const CsvDownload = z.object({ fileName: z.string(), csv: z.string(), rows: z.int() });
export type CsvDownload = z.infer<typeof CsvDownload>;

export const DonationsExportRequest = DayRange.extend({ clubId });
export type DonationsExportRequest = z.input<typeof DonationsExportRequest>;
export const DonationsExportResponse = CsvDownload;
export type DonationsExportResponse = CsvDownload;

/** The operator's journal: every ledger row booked on the days, at most LEDGER_EXPORT_MAX_DAYS after the first. */
export const LedgerExportRequest = DayRange;
export type LedgerExportRequest = z.input<typeof LedgerExportRequest>;

// ---- The operator's payouts (/admin?tab=payouts) -----------------------------------------------------------

export const AdminPayout = Payout.extend({
  runId: z.uuid(),
  clubId: z.uuid(),
  clubName: z.string(),
  ibanMasked: z.string(),
  currency: z.string(),
});
export type AdminPayout = z.infer<typeof AdminPayout>;

export const PayoutRun = z.object({
  id: z.uuid(),
  runDate: z.string(),
  cutoff: z.string(),
  status: z.enum(['running', 'complete']),
  totalAmount: z.number(),
  payouts: z.array(AdminPayout),
  fileName: z.string(),
});
export type PayoutRun = z.infer<typeof PayoutRun>;

export const ClubBalance = z.object({
  clubId: z.uuid(),
  clubName: z.string(),
  balance: z.number(),
  inTransit: z.number(),
  held: z.boolean(),
  holdReason: z.string().nullable(),
  /**
   * Why the next run will not pay it, when it will not: takenDown, noBank, notVerified, held, bankUnconfirmed (changed,
   * waiting for the operator), invalidIban, qrIban, belowMinimum.
   */
  blockedBy: z.string().nullable(),
});
export type ClubBalance = z.infer<typeof ClubBalance>;

export const PayoutsOverview = z.object({
  runs: z.array(PayoutRun),
  balances: z.array(ClubBalance),
  schedule: z.enum(PAYOUT_SCHEDULES),
  nextRunDate: z.string(),
  minimumAmount: z.number(),
});
export type PayoutsOverview = z.infer<typeof PayoutsOverview>;

export const RunPayoutsResponse = z.object({ runId: z.uuid(), payouts: z.int(), created: z.boolean() });
export type RunPayoutsResponse = z.infer<typeof RunPayoutsResponse>;

export const FailPayoutRequest = z.object({
  reason: z
    .string(KEYS.payoutReasonRequired)
    .trim()
    .min(PAYOUT_RULES.reasonMin, KEYS.payoutReasonRequired)
    .max(PAYOUT_RULES.reasonMax, KEYS.payoutReasonRequired),
});
/** A hold needs its reason (issue 45: an empty one was accepted); a release does not. */
export const HoldPayoutsRequest = z
  .object({
    held: z.boolean(),
    reason: z.string().trim().max(PAYOUT_RULES.holdReasonMax, KEYS.holdReasonRequired).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.held && (body.reason ?? '').length < PAYOUT_RULES.reasonMin) {
      ctx.addIssue({ code: 'custom', message: KEYS.holdReasonRequired, path: ['reason'] });
    }
  });

export const RefundRequest = z.object({
  reason: z
    .string(KEYS.payoutReasonRequired)
    .trim()
    .min(PAYOUT_RULES.reasonMin, KEYS.payoutReasonRequired)
    .max(PAYOUT_RULES.reasonMax, KEYS.payoutReasonRequired),
});

// ---- Money notices of club staff (issue 47) ------------------------------------------------------------------

/** How a staff member is told of money coming in: every gift at once, a daily digest, or not at all. */
export const MONEY_NOTICE_SETTINGS = ['instant', 'digest', 'never'] as const;
export type MoneyNoticeSetting = (typeof MONEY_NOTICE_SETTINGS)[number];

/** The default of a role: a daily digest for administrators and finance, nothing for editors. */
export function defaultMoneyNotices(roles: readonly string[]): MoneyNoticeSetting {
  return roles.some((role) => role === 'ROLE_CLUB' || role === 'ROLE_CLUB_FINANCE') ? 'digest' : 'never';
}

/** GET /users/money-notices: the caller's setting, whether they chose it, and whether they are staff at all. */
export const MoneyNotices = z.object({
  setting: z.enum(MONEY_NOTICE_SETTINGS),
  /** false: the setting is the default of the caller's roles. */
  chosen: z.boolean(),
  /** Whether the caller helps run an organisation (the setting only matters then). */
  staff: z.boolean(),
});
export type MoneyNotices = z.infer<typeof MoneyNotices>;

/** PUT /users/money-notices {setting}. */
export const MoneyNoticesRequest = z.object({
  setting: z.enum(MONEY_NOTICE_SETTINGS, KEYS.moneyNoticesInvalid),
});
export type MoneyNoticesRequest = z.infer<typeof MoneyNoticesRequest>;

/** What PUT /users/money-notices answers: the confirmation and the setting as it now is. */
export const MoneyNoticesSaved = MoneyNotices.extend(Confirmation.shape);
export type MoneyNoticesSaved = z.infer<typeof MoneyNoticesSaved>;
