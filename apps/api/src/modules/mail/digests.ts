import { and, eq, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { digestsSent } from '../../db/schema';
import { startOfSwissDay, swissIsoDay } from '../../platform/swiss-dates';

/*
 * Daily digests (issue 47): a job gathers what waited since the last one and mails it once a Swiss day, at 07:00
 * Swiss time or later. `digests_sent` holds one row per kind, recipient and day, written in the transaction that
 * queues the mail: a second run the same day (another process, the operator's "run now") sends nothing.
 */

/** Digests go out from this hour of the Swiss morning. */
export const DIGEST_HOUR = 7;

/** 07:00 Swiss time of a Swiss day (YYYY-MM-DD). */
export function digestMomentOf(day: string): Date {
  return new Date(startOfSwissDay(day).getTime() + DIGEST_HOUR * 3_600_000);
}

/** Whether today's digests may go out at `now` (07:00 Swiss time or later). */
export function isDigestTime(now: Date): boolean {
  return now >= digestMomentOf(swissIsoDay(now));
}

/**
 * Marks today's digest of this kind for this recipient as sent; false when it was already (then send nothing).
 * Call it in the transaction that queues the mail.
 */
export async function claimDigest(tx: DbOrTx, kind: string, recipient: string, now: Date): Promise<boolean> {
  const inserted = await tx
    .insert(digestsSent)
    .values({ kind, recipient, day: swissIsoDay(now), sentAt: now })
    .onConflictDoNothing()
    .returning({ day: digestsSent.day });
  return inserted.length > 0;
}

/** The last Swiss day a digest of this kind went to this recipient, or null. */
export async function lastDigestDay(db: DbOrTx, kind: string, recipient: string): Promise<string | null> {
  const [row] = await db
    .select({ day: max(digestsSent.day) })
    .from(digestsSent)
    .where(and(eq(digestsSent.kind, kind), eq(digestsSent.recipient, recipient)));
  return row?.day ?? null;
}
