import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, mustReference, primaryId, timestamptz } from './columns';

/*
 * Accounts: users, sessions and tokens, the mail outbox, contact messages and used captchas. The other domains'
 * tables are in schema-<domain>.ts (clubs, payments, jobs, memberships, payouts, supporter, limits, invitations,
 * discovery); drizzle.config.ts and client.ts list them all.
 */

/** A person's private account. E-mails are stored lower-cased; a deleted account is anonymised, not removed. */
export const users = pgTable(
  'users',
  {
    id: primaryId(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    preferredLanguage: text('preferred_language').notNull().default('de'),
    /**
     * How this person, as staff of a club, is told of money coming in (issue 47): instant, digest or never; null:
     * the default of their role (a daily digest for administrators and finance, nothing for editors).
     */
    moneyNotices: text('money_notices'),
    /** Whether the donor covered the platform fee at their last checkout (issue 48): the next one starts so. */
    coversFee: boolean('covers_fee').notNull().default(false),
    address1: text('address1'),
    address2: text('address2'),
    postalCode: text('postal_code'),
    city: text('city'),
    country: text('country'),
    image: text('image'),
    verified: boolean('verified').notNull().default(false),
    donationEnabled: boolean('donation_enabled').notNull().default(false),
    /** Platform roles only (ROLE_USER, ROLE_ADMIN); club roles come from club_admins. */
    roles: text('roles').array().notNull().default(sql`ARRAY['ROLE_USER']::text[]`),
    /**
     * The organisation the session opens (UserDetails.clubId) while the person still has a role in it: the club
     * they registered, or their first role. Accepting another club's invitation never changes it (issue 45).
     * No foreign key: clubs reference users; a club that is gone simply no longer matches a role.
     */
    defaultClubId: uuid('default_club_id'),
    /**
     * Suspended by the operator (issue 45): no session, no login (account_suspended with the reason), nothing
     * charged. The reason is shown to the person; suspended_by names the operator.
     */
    suspendedAt: timestamptz('suspended_at'),
    suspensionReason: text('suspension_reason'),
    suspendedBy: uuid('suspended_by'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    deletedAt: timestamptz('deleted_at'),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    // Finding members by name or e-mail (the memberships tab's search): trigrams of the lower-cased text.
    index('users_member_search_trgm_idx').using(
      'gin',
      sql`lower(${table.firstName} || ' ' || ${table.lastName} || ' ' || ${table.email}) gin_trgm_ops`,
    ),
  ],
);

/** One login session; its refresh tokens form a family. Revoking the session ends every token of it. */
export const sessions = pgTable(
  'sessions',
  {
    id: primaryId(),
    userId: mustReference('user_id', () => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Refresh tokens, stored as SHA-256 hashes. A token is used once; using it again revokes its session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: primaryId(),
    sessionId: mustReference('session_id', () => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    usedAt: timestamptz('used_at'),
    /**
     * Set (with used_at) when the answer that carried this token was lost and its predecessor was answered again
     * (users/service.ts refreshSession): such a token was never received, so presenting it is reuse.
     */
    lostAt: timestamptz('lost_at'),
  },
  (table) => [
    uniqueIndex('refresh_tokens_hash_key').on(table.tokenHash),
    index('refresh_tokens_session_idx').on(table.sessionId),
  ],
);

/**
 * Single-use tokens sent by e-mail: 'verify_email', 'reset_password', 'invitation' (a club added the person as a
 * member), 'signup_claim' (somebody signed up with the address of such a member: `payload` holds what they
 * entered until the link proves the mailbox), 'change_email' and 'undo_email_change'. Stored as SHA-256 hashes.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: primaryId(),
    userId: mustReference('user_id', () => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    payload: jsonb('payload').$type<EmailTokenPayload>(),
  },
  (table) => [
    uniqueIndex('email_tokens_hash_key').on(table.tokenHash),
    index('email_tokens_user_idx').on(table.userId),
  ],
);

/**
 * An e-mail change (issue 47): 'change_email' (to the new address) and 'undo_email_change' (to the old one, valid
 * 7 days, while nobody else may take the old address) both name the two addresses.
 */
export interface EmailChangeClaim {
  oldEmail: string;
  newEmail: string;
}

export type EmailTokenPayload = SignUpClaim | EmailChangeClaim;

/** What a sign-up entered for a club-added member's address, applied once the mail's link proves it. */
export interface SignUpClaim {
  passwordHash: string;
  firstName: string;
  lastName: string;
  preferredLanguage: string;
}

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  /**
   * base64: an attachment written with the mail. Before migration 0028 the mail job also stored a rendered
   * `document` here; now it renders it at delivery and hands it to the transport only (mail/service.ts).
   */
  content?: string;
  /** A document the mail job renders when it sends the mail (never in the transaction that queues it). */
  document?: { kind: string; id: string };
}

/**
 * Every e-mail, written in the same transaction as the change that causes it. With SMTP configured a
 * dispatcher delivers pending rows; with the local adapter they stay here and /dev/mailbox shows them.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: primaryId(),
    toAddress: text('to_address').notNull(),
    template: text('template').notNull(),
    language: text('language').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    /** pending → sent (or failed after the last attempt). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
    /**
     * A delivery run of some process has the mail until then (it renders the documents and hands the mail to the
     * transport); after it, another run may take the mail again (a process that stopped mid-delivery).
     */
    claimedUntil: timestamptz('claimed_until'),
  },
  (table) => [index('email_outbox_status_idx').on(table.status, table.createdAt)],
);

/**
 * Messages from the contact form, kept for the operator (the e-mail to the operator is in the outbox). `user_id`
 * is the account that was logged in when it was sent: only those messages are the account's (its data export);
 * anybody can type any address into the form.
 */
export const contactMessages = pgTable('contact_messages', {
  id: primaryId(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  language: text('language').notNull().default('de'),
  createdAt: createdAt(),
});

/** Solved captcha challenges, so that one solution cannot be replayed before it expires. */
export const usedCaptchas = pgTable('used_captchas', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamptz('expires_at').notNull(),
});

/**
 * The daily digests sent (issue 47): one row per kind, recipient and Swiss day, written in the transaction that
 * queues the digest's mail, so that a digest goes out at most once a day whatever runs the job, and the clock
 * knows from which day the next one is due.
 */
export const digestsSent = pgTable(
  'digests_sent',
  {
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    /** The Swiss calendar day (YYYY-MM-DD) of the digest. */
    day: text('day').notNull(),
    sentAt: timestamptz('sent_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.recipient, table.day] })],
);
