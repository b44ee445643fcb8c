import { z } from 'zod';
import { UserId } from './accounts';
import { KEYS } from './messages';

/**
 * The supporter's own profile (PRODUCT.md §supporter; issue 16): what they gave to whom, their annual donation
 * certificate, and their data (export, deletion, retention). Amounts cross the API as CHF with two decimals.
 */

/** The profile's timers (PRODUCT.md §supporter): success banners stay 2 s; saving the profile reloads it after 1.5 s. */
export const PROFILE_TIMERS = { successBannerMs: 2000, reloadMs: 1500 } as const;

export const UserClubTotalRequest = z.object({ userId: UserId });
export type UserClubTotalRequest = z.infer<typeof UserClubTotalRequest>;

export const UserClubRequest = z.object({ userId: UserId, clubId: z.uuid(KEYS.status400) });
export type UserClubRequest = z.infer<typeof UserClubRequest>;

const ClubRef = z.object({
  id: z.string(),
  name: z.string(),
  shortName: z.string(),
  logo: z.string().nullable(),
});

/** One club the supporter gave to: the total of their succeeded (not refunded) donations. */
export const UserClubTotal = z.object({
  club: ClubRef,
  total: z.number(),
  donations: z.int(),
  /** When they last gave to the club (null for gifts booked before it was kept). */
  lastDonationAt: z.string().nullable(),
});
export type UserClubTotal = z.infer<typeof UserClubTotal>;

export const UserClubTotals = z.object({ content: z.array(UserClubTotal), total: z.number() });
export type UserClubTotals = z.infer<typeof UserClubTotals>;

export const USER_DONATION_STATUSES = ['succeeded', 'refunded'] as const;

/** One donation in the supporter's list for a club, newest first; the receipt is its PDF. */
export const UserDonation = z.object({
  id: z.string(),
  date: z.string(),
  product: z.object({ id: z.string(), title: z.string(), productType: z.string() }),
  amount: z.number(),
  status: z.enum(USER_DONATION_STATUSES),
  /** A donation certificate (deductible gift) rather than a payment confirmation. */
  deductible: z.boolean(),
  /** GET with the bearer token: the receipt PDF. */
  receiptUrl: z.string(),
  /** For an order with delivery: when the club sent it (null while it is being prepared); null without one. */
  delivery: z.object({ sentAt: z.string().nullable() }).nullable(),
});
export type UserDonation = z.infer<typeof UserDonation>;

export const UserDonations = z.object({ content: z.array(UserDonation) });
export type UserDonations = z.infer<typeof UserDonations>;

/** The first year a certificate can be asked for (the platform's first year). */
export const CERTIFICATE_FIRST_YEAR = 2020;

export const AnnualCertificateRequest = z.object({
  userId: UserId,
  year: z.coerce
    .number(KEYS.certificateYearInvalid)
    .int(KEYS.certificateYearInvalid)
    .min(CERTIFICATE_FIRST_YEAR, KEYS.certificateYearInvalid)
    .max(2200, KEYS.certificateYearInvalid),
  /** A company's certificate of the year (issue 47): the gifts given as that company; absent, the donor's own. */
  companyId: z.uuid(KEYS.certificateYearEmpty).nullish(),
});
export type AnnualCertificateRequest = z.infer<typeof AnnualCertificateRequest>;

/** A past year with gifts: what its certificate totals. */
export const CertificateYear = z.object({
  year: z.int(),
  gifts: z.int(),
  deductible: z.number(),
  other: z.number(),
  /** Whose certificate: null the supporter's own, else the company's they gave as (issue 47). */
  companyId: z.uuid().nullable(),
  /** The name the certificate is issued to: the supporter's, or the company's. */
  issuedTo: z.string(),
});
export type CertificateYear = z.infer<typeof CertificateYear>;

export const CertificateYears = z.object({ content: z.array(CertificateYear) });
export type CertificateYears = z.infer<typeof CertificateYears>;

/**
 * How long data is kept (the privacy policy's table, /datenschutz): the retention job removes what is older.
 * Bookkeeping records (donations, invoices, ledger) are kept 10 years under an anonymous donor.
 */
export const RETENTION = {
  /** A sign-up never confirmed, with nothing booked to it. */
  unverifiedAccountDays: 30,
  /** An account never used: nothing booked, no role, no favourite, and no login in this long (issue 45). */
  unusedAccountMonths: 24,
  /** A club registration never completed (the bank step never saved), after its last change (issue 45). */
  unsubmittedRegistrationMonths: 6,
  /** Ended sessions and their refresh tokens (technical data). */
  sessionMonths: 12,
  /** Contact-form messages (communication data). */
  contactMessageMonths: 12,
  /** E-mails in the outbox once sent or given up (communication data). */
  outboxMonths: 12,
  /** A delivery address once the club marked the delivery as sent (enough for questions about it). */
  deliveryAddressMonths: 12,
  /** Bookkeeping records, by law (Art. 958f OR). */
  bookkeepingYears: 10,
} as const;

/** The annual certificates are e-mailed in January for the year before. */
export const CERTIFICATE_MAIL_MONTH = 1;
