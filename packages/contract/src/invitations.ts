import { z } from 'zod';
import { CLUB_ROLES } from './limits';
import { KEYS } from './messages';

/**
 * A club's staff is added by invitation (issue 17's security finding): naming an account in a club's admin list
 * (POST/PUT /clubs `adminEmails`) invites it by e-mail; the role exists only once the person accepts in their
 * profile, and they may decline. PRODUCT.md §organisations still holds: the named e-mail must already have an account.
 */

/** One open invitation to the signed-in user. */
export const ClubInvitation = z.object({
  clubId: z.string(),
  clubName: z.string(),
  shortName: z.string(),
  logo: z.string().nullable(),
  role: z.enum(CLUB_ROLES),
  invitedAt: z.string(),
  /** The name of the person who named them, null when that account no longer exists. */
  invitedBy: z.string().nullable(),
});
export type ClubInvitation = z.infer<typeof ClubInvitation>;

export const ClubInvitations = z.array(ClubInvitation);
export type ClubInvitations = z.infer<typeof ClubInvitations>;

/**
 * The token of the invitation mail's link proves the mailbox: an account that has not verified its address may
 * see and answer the invitation it names (and is verified by doing so); without it such an account is refused.
 */
const invitationToken = z.string().min(1).max(200).optional();

export const ClubInvitationsRequest = z.object({ token: invitationToken });
export type ClubInvitationsRequest = z.infer<typeof ClubInvitationsRequest>;

export const ClubInvitationAnswer = z.object({
  clubId: z.uuid(KEYS.invitationNotFound),
  token: invitationToken,
});
export type ClubInvitationAnswer = z.infer<typeof ClubInvitationAnswer>;
