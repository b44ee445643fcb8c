import { z } from 'zod';
import { CLUB_STATES, CLUB_STATUSES, pageOf } from './clubs';
import { ClubDocument } from './files';
import { CLUB_NATURES, ORG_LIMITS } from './limits';
import { KEYS } from './messages';
import { ClubPrivate, RegistrationDetails } from './organisations';

/** The operator's review of registrations (/admin, ROLE_ADMIN; DESIGN.md §5) and the audit log. */

/** The 26 cantons, for the operator's tax-exemption record. */
// biome-ignore format: two rows of cantons are easier to read than 26 lines
export const CANTONS = [
  'AG', 'AI', 'AR', 'BE', 'BL', 'BS', 'FR', 'GE', 'GL', 'GR', 'JU', 'LU', 'NE',
  'NW', 'OW', 'SG', 'SH', 'SO', 'SZ', 'TG', 'TI', 'UR', 'VD', 'VS', 'ZG', 'ZH',
] as const;
export type Canton = (typeof CANTONS)[number];

export const REVIEW_ACTIONS = ['approve', 'verify', 'reject', 'taxExemption'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

export const ReviewQueueRequest = z.object({
  /** pending (default): waiting for review, oldest first; other states for lookups. */
  status: z.enum(CLUB_STATUSES).default('pending'),
  pageId: z.coerce.number().int().min(0).max(10_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const ReviewQueueItem = z.object({
  id: z.string(),
  name: z.string(),
  shortName: z.string(),
  nature: z.enum(CLUB_NATURES),
  status: z.enum(CLUB_STATES),
  city: z.string(),
  createdAt: z.string(),
  /** Submitted = the bank step was saved; the wait counts from then (or from creation while incomplete). */
  submittedAt: z.string().nullable(),
  waitingHours: z.number(),
  overdue: z.boolean(),
  completedStep: z.number().int().min(0).max(3),
  documentCount: z.number().int(),
  /** An approved or verified club changed its bank account: payouts wait for the operator (listed first). */
  bankAwaitingConfirmation: z.boolean(),
});
export type ReviewQueueItem = z.infer<typeof ReviewQueueItem>;
export const ReviewQueuePage = pageOf(ReviewQueueItem);
export type ReviewQueuePage = z.infer<typeof ReviewQueuePage>;

export const ReviewClubRequest = z.object({ clubId: z.uuid(KEYS.clubNotFound) });

export const TaxExemption = z.object({
  taxExempt: z.boolean().nullable(),
  canton: z.enum(CANTONS).nullable(),
  rulingDocumentId: z.string().nullable(),
  recordedAt: z.string().nullable(),
});
export type TaxExemption = z.infer<typeof TaxExemption>;

export const AuditEntry = z.object({
  id: z.string(),
  action: z.string(),
  clubId: z.string().nullable(),
  clubName: z.string().nullable(),
  actorEmail: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** POST /admin/reviews/details: everything the operator needs to decide; document links expire in minutes. */
export const ReviewDetails = RegistrationDetails.extend({
  club: ClubPrivate,
  documents: z.array(ClubDocument.extend({ url: z.string() })),
  taxExemption: TaxExemption,
  audit: z.array(AuditEntry),
});
export type ReviewDetails = z.infer<typeof ReviewDetails>;

/**
 * POST /admin/reviews/confirm-bank: the operator confirms a club's changed bank account, the one they looked at
 * (its changedAt as shown: a later change is not confirmed unseen).
 */
export const ConfirmBankRequest = ReviewClubRequest.extend({ changedAt: z.iso.datetime({ offset: true }) });
export type ConfirmBankRequest = z.infer<typeof ConfirmBankRequest>;

export const RejectRequest = ReviewClubRequest.extend({
  reason: z
    .string(KEYS.rejectReasonRequired)
    .trim()
    .min(1, KEYS.rejectReasonRequired)
    .max(ORG_LIMITS.rejectReasonMax, KEYS.rejectReasonTooLong),
});
export type RejectRequest = z.infer<typeof RejectRequest>;

export const TaxExemptionRequest = ReviewClubRequest.extend({
  taxExempt: z.boolean(KEYS.taxExemptRequired),
  canton: z.enum(CANTONS, KEYS.cantonRequired).nullish().default(null),
}).refine((body) => !body.taxExempt || body.canton !== null, {
  message: KEYS.cantonRequired,
  path: ['canton'],
});
export type TaxExemptionRequest = z.infer<typeof TaxExemptionRequest>;

export const AuditLogRequest = z.object({
  clubId: z.uuid().optional(),
  pageId: z.coerce.number().int().min(0).max(10_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export const AuditLogPage = pageOf(AuditEntry);
export type AuditLogPage = z.infer<typeof AuditLogPage>;
