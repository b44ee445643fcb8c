import { RETENTION } from '@tifo/contract';
import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Storage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { contactMessages, emailOutbox, emailTokens, sessions, usedCaptchas, users } from '../../db/schema';
import { clubDocuments, clubs } from '../../db/schema-clubs';
import { rateLimits } from '../../db/schema-limits';
import { donations } from '../../db/schema-payments';

/*
 * The retention job (issue 16): removes what the privacy policy (/datenschutz, "Aufbewahrungsdauer") keeps only
 * for a time, on contract RETENTION's periods. Bookkeeping records are not touched here (10 years, anonymised
 * when an account is deleted).
 */

const monthsBefore = (now: Date, months: number) => {
  const at = new Date(now);
  at.setUTCMonth(at.getUTCMonth() - months);
  return at;
};

export interface RetentionResult {
  unverifiedAccounts: number;
  unusedAccounts: number;
  unsubmittedRegistrations: number;
  sessions: number;
  emailTokens: number;
  contactMessages: number;
  outboxMails: number;
  captchas: number;
  rateLimits: number;
  deliveryAddresses: number;
}

/** An account with nothing booked to it, nor any role or favourite: nothing to keep when it goes. */
const NOTHING_BOOKED = [
  sql`not exists (select 1 from donations d where d.user_id = ${users.id})`,
  sql`not exists (select 1 from memberships m where m.user_id = ${users.id})`,
  sql`not exists (select 1 from subscriptions s where s.user_id = ${users.id})`,
  sql`not exists (select 1 from club_sponsors s where s.user_id = ${users.id})`,
  sql`not exists (select 1 from membership_payments p where p.recorded_by = ${users.id})`,
  sql`not exists (select 1 from payouts p where p.decided_by = ${users.id})`,
  sql`not exists (select 1 from club_admins a where a.email = ${users.email})`,
];

export async function applyRetention(
  db: Db,
  now: Date,
  storage?: Pick<Storage, 'delete'>,
): Promise<RetentionResult> {
  const unverifiedBefore = new Date(now.getTime() - RETENTION.unverifiedAccountDays * 86_400_000);
  // A sign-up never confirmed and with nothing booked to it, nor any role: gone with its sessions and tokens.
  const accounts = await db
    .delete(users)
    .where(
      and(
        eq(users.verified, false),
        isNotNull(users.passwordHash),
        isNull(users.deletedAt),
        lt(users.createdAt, unverifiedBefore),
        ...NOTHING_BOOKED,
      ),
    )
    .returning({ id: users.id });
  // An account never used (issue 45): confirmed, but nothing booked, no role, no favourite, no club registered, and
  // no login for RETENTION.unusedAccountMonths.
  const unusedBefore = monthsBefore(now, RETENTION.unusedAccountMonths);
  const unused = await db
    .delete(users)
    .where(
      and(
        eq(users.verified, true),
        isNotNull(users.passwordHash),
        isNull(users.deletedAt),
        lt(users.createdAt, unusedBefore),
        sql`not (${users.roles} @> array['ROLE_ADMIN'])`,
        sql`not exists (select 1 from sessions x where x.user_id = ${users.id} and x.created_at >= ${unusedBefore.toISOString()}::timestamptz)`,
        sql`not exists (select 1 from favourites f where f.user_id = ${users.id})`,
        sql`not exists (select 1 from clubs c where c.created_by = ${users.id})`,
        ...NOTHING_BOOKED,
      ),
    )
    .returning({ id: users.id });
  const registrations = await removeUnsubmittedRegistrations(db, now, storage);
  const sessionsBefore = monthsBefore(now, RETENTION.sessionMonths);
  const ended = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, sessionsBefore), lt(sessions.revokedAt, sessionsBefore)))
    .returning({ id: sessions.id });
  const tokens = await db
    .delete(emailTokens)
    .where(lt(emailTokens.expiresAt, now))
    .returning({ id: emailTokens.id });
  const messages = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, monthsBefore(now, RETENTION.contactMessageMonths)))
    .returning({ id: contactMessages.id });
  const mails = await db
    .delete(emailOutbox)
    .where(
      and(
        inArray(emailOutbox.status, ['sent', 'stored', 'failed']),
        lt(emailOutbox.createdAt, monthsBefore(now, RETENTION.outboxMonths)),
      ),
    )
    .returning({ id: emailOutbox.id });
  const captchas = await db
    .delete(usedCaptchas)
    .where(lt(usedCaptchas.expiresAt, now))
    .returning({ signature: usedCaptchas.signature });
  // Counters of rate limits whose window has passed (their keys name IPs and e-mails).
  const limits = await db
    .delete(rateLimits)
    .where(lt(rateLimits.expire, now.getTime()))
    .returning({ key: rateLimits.key });
  // A delivery address a year after the club sent it: the donation stays (bookkeeping), without the address.
  const addresses = await db
    .update(donations)
    .set({ delivery: null })
    .where(
      and(
        isNotNull(donations.delivery),
        lt(donations.deliverySentAt, monthsBefore(now, RETENTION.deliveryAddressMonths)),
      ),
    )
    .returning({ id: donations.id });
  return {
    unverifiedAccounts: accounts.length,
    unusedAccounts: unused.length,
    unsubmittedRegistrations: registrations,
    sessions: ended.length,
    emailTokens: tokens.length,
    contactMessages: messages.length,
    outboxMails: mails.length,
    captchas: captchas.length,
    rateLimits: limits.length,
    deliveryAddresses: addresses.length,
  };
}

/**
 * Club registrations never completed (issue 45): still pending, the bank step never saved, unchanged for
 * RETENTION.unsubmittedRegistrationMonths and with nothing booked; each goes with its admins, contacts, documents
 * (their files too) and offers, one at a time (one that something still refers to stays). Answers how many.
 */
async function removeUnsubmittedRegistrations(db: Db, now: Date, storage?: Pick<Storage, 'delete'>) {
  const candidates = await db
    .select({ id: clubs.id })
    .from(clubs)
    .where(
      and(
        eq(clubs.status, 'pending'),
        isNull(clubs.submittedAt),
        lt(clubs.updatedAt, monthsBefore(now, RETENTION.unsubmittedRegistrationMonths)),
        sql`not exists (select 1 from donations d where d.club_id = ${clubs.id})`,
      ),
    );
  let removed = 0;
  for (const { id } of candidates) {
    try {
      const keys = await db.transaction(async (tx) => {
        const files = await tx
          .select({ key: clubDocuments.storageKey })
          .from(clubDocuments)
          .where(eq(clubDocuments.clubId, id));
        await tx.delete(clubs).where(eq(clubs.id, id));
        return files.map((file) => file.key);
      });
      removed += 1;
      for (const key of keys) await storage?.delete(key).catch(() => undefined);
    } catch {
      // Still referred to (a ledger row, a payout): kept; the operator can look at it in the review.
    }
  }
  return removed;
}
