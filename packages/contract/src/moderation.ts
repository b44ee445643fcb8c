import { z } from 'zod';
import { CLUB_STATES } from './clubs';
import { KEYS } from './messages';

/*
 * The operator stops misuse (issue 45; PRODUCT.md §moderation "The operator may block access on misuse"): a person is
 * suspended, an organisation taken down, each with a reason that is required, kept in the audit log and shown to
 * the person concerned (their mail, the login's answer, the club's dashboard). Lifting either restores everything.
 */

export const MODERATION_LIMITS = {
  /** A reason someone else must understand: at least a short sentence. */
  reasonMin: 10,
  reasonMax: 500,
  queryMin: 2,
  queryMax: 100,
  /** At most this many people and this many organisations per search. */
  results: 20,
} as const;

const reason = z
  .string(KEYS.moderationReasonRequired)
  .trim()
  .min(MODERATION_LIMITS.reasonMin, KEYS.moderationReasonRequired)
  .max(MODERATION_LIMITS.reasonMax, KEYS.moderationReasonRequired);

/** POST /admin/moderation/search {query}: people by name or e-mail, organisations by name or short name. */
export const ModerationSearchRequest = z.object({
  query: z
    .string(KEYS.moderationQueryInvalid)
    .trim()
    .min(MODERATION_LIMITS.queryMin, KEYS.moderationQueryInvalid)
    .max(MODERATION_LIMITS.queryMax, KEYS.moderationQueryInvalid),
});
export type ModerationSearchRequest = z.infer<typeof ModerationSearchRequest>;

/** A measure in force: since when, why, and which operator took it. */
export const ModerationMeasure = z.object({ at: z.string(), reason: z.string(), by: z.string().nullable() });
export type ModerationMeasure = z.infer<typeof ModerationMeasure>;

export const ModeratedPerson = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  verified: z.boolean(),
  /** A club added them as a member and they never signed up. */
  invited: z.boolean(),
  operator: z.boolean(),
  createdAt: z.string(),
  suspended: ModerationMeasure.nullable(),
});
export type ModeratedPerson = z.infer<typeof ModeratedPerson>;

export const ModeratedOrganisation = z.object({
  id: z.uuid(),
  name: z.string(),
  shortName: z.string(),
  city: z.string().nullable(),
  status: z.enum(CLUB_STATES),
  takenDown: ModerationMeasure.nullable(),
});
export type ModeratedOrganisation = z.infer<typeof ModeratedOrganisation>;

export const ModerationSearchResult = z.object({
  people: z.array(ModeratedPerson),
  organisations: z.array(ModeratedOrganisation),
});
export type ModerationSearchResult = z.infer<typeof ModerationSearchResult>;

export const SuspendPersonRequest = z.object({
  userId: z.uuid(KEYS.moderationNotFound),
  reason,
});
export type SuspendPersonRequest = z.infer<typeof SuspendPersonRequest>;

export const TakeDownRequest = z.object({ clubId: z.uuid(KEYS.moderationNotFound), reason });
export type TakeDownRequest = z.infer<typeof TakeDownRequest>;
