import { z } from 'zod';
import { DONATION_STATUSES, PAYMENT_PROVIDERS } from './payments';

/**
 * The operator's view of the money (issue 6, DESIGN.md §4): the append-only ledger summed per account, whether it
 * balances, whether the products' totals (a cache of the ledger) agree with it, and the donations with their
 * ledger rows. Amounts in Rappen; the ledger is debit positive (received gross +, fee and club share −).
 */
export const LEDGER_ACCOUNTS = [
  'donor_gross',
  'platform_fee',
  'club_payable',
  'payout_in_transit',
  'paid_out',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

export const LEDGER_PAGE_SIZE = 20;
/**
 * The operator's journal export covers at most this many days after its first (a month's close; a year of a
 * busy platform would be millions of rows in one answer).
 */
export const LEDGER_EXPORT_MAX_DAYS = 31;

export const LedgerRequest = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  /** One donation by its id or its provider reference (pi_…, twint_…), or every donation of a donor's e-mail. */
  donation: z.string().trim().max(120).optional(),
});
export type LedgerRequest = z.infer<typeof LedgerRequest>;

export const LedgerDonation = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  status: z.enum(DONATION_STATUSES),
  provider: z.enum(PAYMENT_PROVIDERS),
  providerReference: z.string(),
  clubId: z.uuid(),
  clubName: z.string(),
  productTitle: z.string(),
  donorEmail: z.string(),
  amountRappen: z.int(),
  /** The donation's ledger rows per account (empty until it is booked). */
  ledger: z.object({
    donor_gross: z.int().optional(),
    platform_fee: z.int().optional(),
    club_payable: z.int().optional(),
    payout_in_transit: z.int().optional(),
    paid_out: z.int().optional(),
  }),
  /** Refunded by the operator: when and why. */
  refundedAt: z.string().nullable(),
});
export type LedgerDonation = z.infer<typeof LedgerDonation>;

export const LedgerOverview = z.object({
  /**
   * donor_gross: received through the providers (less refunds); platform_fee: the platform's revenue;
   * club_payable: owed to clubs; payout_in_transit: in payouts not yet confirmed paid; paid_out: paid to clubs.
   */
  accounts: z.object({
    donor_gross: z.int(),
    platform_fee: z.int(),
    club_payable: z.int(),
    payout_in_transit: z.int(),
    paid_out: z.int(),
  }),
  /** The sum of every ledger row: 0 when every movement balances. */
  balanceRappen: z.int(),
  bookedDonations: z.int(),
  /** Products whose totalFunded or backers differ from their booked donations. */
  productsOutOfStep: z.int(),
  donations: z.array(LedgerDonation),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type LedgerOverview = z.infer<typeof LedgerOverview>;

export const RebuildTotalsResponse = z.object({ corrected: z.int() });
export type RebuildTotalsResponse = z.infer<typeof RebuildTotalsResponse>;
