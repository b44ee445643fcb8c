import { z } from 'zod';
import { PublicProduct, RECURRING_PERIODS } from './clubs';
import { Confirmation } from './http';
import { KEYS } from './messages';
import { parseChf } from './money';
import { swissDate } from './swiss-time';

/** A membership (PRODUCT.md §memberships): active or inactive (toggled by the club, or lapsed), then cancelled. */
export const MEMBERSHIP_STATUSES = ['active', 'inactive', 'cancelled'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** How a member pays: a card kept for the invoices, or each invoice by TWINT, card or bank transfer. */
export const MEMBER_PAYMENT_METHODS = ['card', 'invoice'] as const;
export type MemberPaymentMethod = (typeof MEMBER_PAYMENT_METHODS)[number];

export const INVOICE_STATUSES = ['open', 'paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const MEMBERSHIP_RULES = {
  /** Minimum member initial amount (PRODUCT.md §constants): CHF 5. */
  minInitialAmountRappen: 500,
  maxInitialAmountRappen: 1_000_000_00,
  /** Members are loaded 5 at a time (PRODUCT.md §constants). */
  pageSize: 5,
  /** An invoice still unpaid this many days after its date makes the membership inactive (lapse). */
  lapseDays: 30,
  /** The reminder after the invoice (which is the due-date notice) goes out this many days after its date. */
  reminderDays: 14,
  /** A starting date the club gives may lie at most this many days back or ahead. */
  startingDateRangeDays: 366,
  /** Names as on the profile form (PRODUCT.md §validation: 25 characters). */
  nameMaxLength: 25,
  emailMaxLength: 50,
  searchMaxLength: 60,
} as const;

const DAY_MS = 86_400_000;

/**
 * A calendar day as the API takes it (YYYY-MM-DD, or DD.MM.YYYY as typed in Switzerland), as midnight UTC of
 * that day. Undefined for anything that is not a real calendar day ('yesterday-ish', 2026-02-30).
 */
export function parseCalendarDay(input: string): Date | undefined {
  const text = input.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const swiss = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  const parts = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : swiss
      ? [Number(swiss[3]), Number(swiss[2]), Number(swiss[1])]
      : undefined;
  if (!parts) return undefined;
  const [year = 0, month = 0, day = 0] = parts;
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 2000 && year <= 2200 ? date : undefined;
}

/**
 * Whether a starting date the club gives (a calendar day, parseCalendarDay) lies within the allowed number of
 * days of today in Switzerland. Days are compared with days: the instant now would move the limit by the hours
 * between midnight in Zurich and now (a date exactly a year ahead refused shortly after midnight, one a day too
 * far back accepted shortly before).
 */
export function startingDateInRange(day: Date, now: Date): boolean {
  const today = parseCalendarDay(swissDate(now));
  if (!today) return false;
  return Math.abs(day.getTime() - today.getTime()) <= MEMBERSHIP_RULES.startingDateRangeDays * DAY_MS;
}

/** The CHF amount of a member's first invoice: a number or text, at least 5, two decimals at most. */
export function parseInitialAmount(input: unknown): number | undefined {
  if (typeof input !== 'number' && typeof input !== 'string') return undefined;
  if (typeof input === 'number' && !Number.isFinite(input)) return undefined;
  const rappen = parseChf(input);
  if (rappen === undefined) return undefined;
  if (rappen < MEMBERSHIP_RULES.minInitialAmountRappen || rappen > MEMBERSHIP_RULES.maxInitialAmountRappen)
    return undefined;
  return rappen;
}

/**
 * An invoice's structured creditor reference (ISO 11649, "RF" + two check digits + the invoice number), as a
 * QR-bill with a club's ordinary IBAN carries it (a QR reference needs a QR-IBAN, which clubs rarely have).
 */
export function creditorReference(invoiceNumber: string): string {
  const body = invoiceNumber.toUpperCase().replace(/[^0-9A-Z]/g, '');
  const digits = `${body}RF00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return `RF${String(98 - remainder).padStart(2, '0')}${body}`;
}

// ---- Wire shapes (PRODUCT.md §memberships) ----------------------------------------------------------------------------

const wireInt = (max: number) =>
  z
    .union([z.string().regex(/^\d{1,6}$/, KEYS.status400), z.int()])
    .transform(Number)
    .pipe(z.int().min(0).max(max));

const dateText = z.string(KEYS.invalidDate).max(20, KEYS.invalidDate);

/** A payment of an invoice: through the platform (card, TWINT) or recorded by the club (externalPayment). */
export const MembershipPayment = z.object({
  id: z.uuid(),
  /** The day the money was received (DD.MM.YYYY is the UI's, the wire says YYYY-MM-DD). */
  createdDate: z.string(),
  externalPayment: z.boolean(),
  amount: z.number(),
  /** card, twint or external. */
  method: z.enum(['card', 'twint', 'external']),
});
export type MembershipPayment = z.infer<typeof MembershipPayment>;

export const MembershipInvoice = z.object({
  id: z.uuid(),
  /** Its number, printed on the invoice and the QR-bill (the club's reference for a transfer). */
  number: z.string(),
  /** The structured creditor reference of the QR-bill (RF…). */
  reference: z.string(),
  /** First day of the period (YYYY-MM-DD). */
  period: z.string(),
  /** First day of the next period. */
  nextPeriod: z.string(),
  amount: z.number(),
  status: z.enum(INVOICE_STATUSES),
  /** The day it is due (the period's first day, or the day it was raised when that was later). */
  dueDate: z.string(),
  membershipPayment: MembershipPayment.nullable(),
});
export type MembershipInvoice = z.infer<typeof MembershipInvoice>;

/** A membership (PRODUCT.md §memberships), with what the club's list and the member's page need besides. */
export const Membership = z.object({
  id: z.uuid(),
  user: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  product: z.object({ id: z.uuid(), title: z.string() }),
  club: z.object({ id: z.uuid(), name: z.string() }),
  /** Its starting date (YYYY-MM-DD). */
  started: z.string(),
  status: z.enum(MEMBERSHIP_STATUSES),
  /** Added by the club, and the person has not signed up yet. */
  invited: z.boolean(),
  period: z.enum(RECURRING_PERIODS),
  paymentMethod: z.enum(MEMBER_PAYMENT_METHODS),
  /** When the next invoice is raised (null once cancelled, or when the member left). */
  nextInvoiceDate: z.string().nullable(),
  /**
   * The member left (issue 47): the day the membership ends, the end of its paid period as its last invoice
   * shows it (YYYY-MM-DD); no invoice is raised after it. Null while it runs on.
   */
  endsOn: z.string().nullable(),
  /** What is open on its invoices, CHF. */
  openAmount: z.number(),
  invoices: z.array(MembershipInvoice),
});
export type Membership = z.infer<typeof Membership>;

export const MemberPage = z.object({ content: z.array(Membership), totalElements: z.int() });
export type MemberPage = z.infer<typeof MemberPage>;

export const MEMBER_FILTERS = ['all', ...MEMBERSHIP_STATUSES] as const;

/** POST /memberships/get-members {clubId, productId, paging}: 5 per load, filtered and searched. */
export const GetMembersRequest = z.object({
  clubId: z.uuid(KEYS.status404),
  productId: z.uuid(KEYS.status404),
  pageId: wireInt(100_000).default(0),
  pageSize: wireInt(50).pipe(z.int().min(1)).default(MEMBERSHIP_RULES.pageSize),
  status: z.enum(MEMBER_FILTERS, KEYS.membershipStatusInvalid).default('all'),
  search: z.string().trim().max(MEMBERSHIP_RULES.searchMaxLength).default(''),
});
export type GetMembersRequest = z.infer<typeof GetMembersRequest>;

const personName = (message: string) =>
  z.string(message).trim().min(1, message).max(MEMBERSHIP_RULES.nameMaxLength, message);

/** POST /memberships/export: every member of the filter as CSV for Excel (UTF-8 with BOM, semicolons). */
export const ExportMembersRequest = z.object({
  clubId: z.uuid(KEYS.status404),
  productId: z.uuid(KEYS.status404),
  status: z.enum(MEMBER_FILTERS, KEYS.membershipStatusInvalid).default('all'),
  search: z.string().trim().max(MEMBERSHIP_RULES.searchMaxLength).default(''),
  language: z.enum(['de', 'en', 'fr', 'it']).default('de'),
});
export type ExportMembersRequest = z.input<typeof ExportMembersRequest>;
export const ExportMembersResponse = z.object({ fileName: z.string(), csv: z.string() });
export type ExportMembersResponse = z.infer<typeof ExportMembersResponse>;

/** POST /memberships: the club adds a member (PRODUCT.md §validation: the translated keys as messages). */
export const AddMemberRequest = z.object({
  firstName: personName(KEYS.invalid_first_name),
  lastName: personName(KEYS.invalid_last_name),
  userEmail: z
    .string(KEYS.invalid_email)
    .trim()
    .toLowerCase()
    .max(MEMBERSHIP_RULES.emailMaxLength, KEYS.invalid_email)
    .pipe(z.email(KEYS.invalid_email)),
  clubId: z.uuid(KEYS.status404),
  productId: z.uuid(KEYS.status404),
  initialAmount: z
    .unknown()
    .refine((value) => parseInitialAmount(value) !== undefined, KEYS.invalid_initial_amount)
    .transform((value) => parseInitialAmount(value) as number),
  startingDate: dateText
    .refine((value) => parseCalendarDay(value) !== undefined, KEYS.invalidDate)
    .transform((value) => parseCalendarDay(value) as Date),
});
export type AddMemberRequest = z.input<typeof AddMemberRequest>;
export type AddMember = z.output<typeof AddMemberRequest>;

export const MemberRequest = z.object({
  userId: z.uuid(KEYS.membershipNotFound),
  productId: z.uuid(KEYS.membershipNotFound),
});

/** POST /memberships/update-status {userId, productId, status}. */
export const UpdateMemberStatusRequest = MemberRequest.extend({
  status: z.enum(MEMBERSHIP_STATUSES, KEYS.membershipStatusInvalid),
});
export type UpdateMemberStatusRequest = z.infer<typeof UpdateMemberStatusRequest>;

/** POST /memberships/external-payment {amount, invoiceId, userId, productId} and the day it was received. */
export const ExternalPaymentRequest = MemberRequest.extend({
  invoiceId: z.uuid(KEYS.invoiceRequired),
  amount: z
    .unknown()
    .superRefine((value, ctx) => {
      const given = typeof value === 'number' || (typeof value === 'string' && value.trim() !== '');
      if (!given) {
        ctx.addIssue({ code: 'custom', message: KEYS.externalAmountRequired });
        return;
      }
      // Exact or refused: 60.001 is not 60.00 (parseChf never rounds).
      const rappen = parseChf(value as string | number);
      if (rappen === undefined || rappen <= 0) ctx.addIssue({ code: 'custom', message: KEYS.amountInvalid });
    })
    .transform((value) => parseChf(value as string | number) as number),
  date: dateText
    .refine((value) => parseCalendarDay(value) !== undefined, KEYS.invalidDate)
    .transform((value) => parseCalendarDay(value) as Date),
});
export type ExternalPaymentRequest = z.input<typeof ExternalPaymentRequest>;
export type ExternalPayment = z.output<typeof ExternalPaymentRequest>;

/** POST /memberships/payment-details {userId, productId}: the member's invoices with their payments. */
export const PaymentDetailsRequest = MemberRequest;
export const PaymentDetails = z.object({ content: z.array(MembershipInvoice) });
export type PaymentDetails = z.infer<typeof PaymentDetails>;

/** POST /memberships/member-details {userId}: the supporter's own memberships. */
export const MemberDetailsRequest = z.object({ userId: z.uuid(KEYS.status400) });
export const MemberDetails = z.object({ content: z.array(Membership) });
export type MemberDetails = z.infer<typeof MemberDetails>;

export const MembershipMessage = Confirmation;

/** POST /memberships/leave and /memberships/stay {membershipId}: the member's own membership only. */
export const LeaveMembershipRequest = z.object({ membershipId: z.uuid(KEYS.membershipNotFound) });
export type LeaveMembershipRequest = z.infer<typeof LeaveMembershipRequest>;

/** What leaving (or staying) answers: the message and the membership as the profile shows it now. */
export const LeaveMembershipResponse = z.object({ ...Confirmation.shape, membership: Membership });
export type LeaveMembershipResponse = z.infer<typeof LeaveMembershipResponse>;

/** POST /memberships answers the member as listed. */
export const AddMemberResponse = z.object({ ...Confirmation.shape, membership: Membership });
export type AddMemberResponse = z.infer<typeof AddMemberResponse>;

/** GET /memberships/invoice/:invoiceId: what the pay link's checkout shows and charges. */
export const InvoiceCheckout = z.object({
  invoice: MembershipInvoice,
  membershipId: z.uuid(),
  membershipStatus: z.enum(MEMBERSHIP_STATUSES),
  /** The membership as checkout reads a product (also when the club no longer offers it to new members). */
  product: PublicProduct,
  club: z.object({ id: z.uuid(), name: z.string() }),
});
export type InvoiceCheckout = z.infer<typeof InvoiceCheckout>;
