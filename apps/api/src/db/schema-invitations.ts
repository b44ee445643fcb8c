import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { mustReference, timestamptz } from './columns';
import { users } from './schema';
import { clubs } from './schema-clubs';

/*
 * A club's staff is added by invitation (issue 17's security finding): naming an account in a club's admin list
 * gives no role. It invites the person, by e-mail; the role (a row of club_admins) exists only once they accept
 * in Tifo. Declining, or the club withdrawing the name, deletes the invitation.
 */
export const clubAdminInvitations = pgTable(
  'club_admin_invitations',
  {
    clubId: mustReference('club_id', () => clubs.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    /** Who named the person (null once that account is deleted). */
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * SHA-256 of the token in the invitation mail's link: it proves the mailbox, so an account that has not
     * verified its address may answer this invitation with it (issue 45). Null for invitations sent before.
     */
    tokenHash: text('token_hash'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.clubId, table.email] }),
    index('club_admin_invitations_email_idx').on(table.email),
  ],
);
