import { and, asc, desc, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clubBanks, clubs } from '../../db/schema-clubs';
import { ledgerEntries } from '../../db/schema-payments';
import { clubBalances, clubLedgerDays, payoutRuns, payouts } from '../../db/schema-payouts';
import { swissIsoDay } from '../../platform/swiss-dates';

export type PayoutRow = typeof payouts.$inferSelect;
export type RunRow = typeof payoutRuns.$inferSelect;

/** The run of a day, made by whoever comes first (one per day: the unique run_date). */
export async function ensureRun(
  db: DbOrTx,
  values: { runDate: string; cutoff: Date; startedBy: string; createdAt: Date },
): Promise<RunRow> {
  await db.insert(payoutRuns).values(values).onConflictDoNothing({ target: payoutRuns.runDate });
  const [run] = await db.select().from(payoutRuns).where(eq(payoutRuns.runDate, values.runDate));
  if (!run) throw new Error(`payout run of ${values.runDate} not found after insert`);
  return run;
}

export async function findRun(db: DbOrTx, id: string): Promise<RunRow | undefined> {
  const [run] = await db.select().from(payoutRuns).where(eq(payoutRuns.id, id));
  return run;
}

export async function unfinishedRuns(db: DbOrTx): Promise<RunRow[]> {
  return db
    .select()
    .from(payoutRuns)
    .where(eq(payoutRuns.status, 'running'))
    .orderBy(asc(payoutRuns.runDate));
}

export async function completeRun(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db
    .update(payoutRuns)
    .set({ status: 'complete', completedAt: at })
    .where(and(eq(payoutRuns.id, id), eq(payoutRuns.status, 'running')));
}

/**
 * Clubs a run may pay: verified, with a bank account the operator confirmed, not held, owed at least the minimum now, and not paid in
 * this run yet. Whether they were owed as much at the cut-off is checked per club under its lock.
 */
export async function candidateClubs(db: DbOrTx, runId: string, minimumRappen: number): Promise<string[]> {
  const rows = await db
    .select({ id: clubBalances.clubId })
    .from(clubBalances)
    .innerJoin(clubs, eq(clubs.id, clubBalances.clubId))
    .innerJoin(clubBanks, eq(clubBanks.clubId, clubBalances.clubId))
    .leftJoin(payouts, and(eq(payouts.clubId, clubBalances.clubId), eq(payouts.runId, runId)))
    .where(
      and(
        // A closed club that was verified is paid its last balance however small (issue 45).
        sql`(${clubs.status} = 'verified' and ${clubBalances.payableRappen} >= ${Math.max(1, minimumRappen)})
          or (${clubs.status} = 'closed' and ${clubs.closedFromStatus} = 'verified'
            and ${clubBalances.payableRappen} >= 1)`,
        eq(clubs.payoutsHeld, false),
        isNotNull(clubBanks.confirmedAt),
        isNull(payouts.id),
      ),
    )
    .orderBy(asc(clubBalances.clubId));
  return rows.map((row) => row.id);
}

/** The club's balance row under an exclusive lock: its donations' ledger trigger waits until the payout is in. */
export async function lockBalance(tx: DbOrTx, clubId: string) {
  const [row] = await tx.select().from(clubBalances).where(eq(clubBalances.clubId, clubId)).for('update');
  return row;
}

/** What was credited to the club at or after a moment (its club_payable credits since then, positive = owed). */
export async function owedSince(tx: DbOrTx, clubId: string, since: Date): Promise<number> {
  // Only what was credited since: a refund or payout since the cut-off is not added back (issue 45: money
  // refunded after the cut-off is never paid out, and a balance never goes below zero).
  const [row] = await tx
    .select({
      owed: sql<string>`coalesce(-sum(${ledgerEntries.amountRappen}) filter (where ${ledgerEntries.amountRappen} < 0), 0)`,
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.clubId, clubId),
        gte(ledgerEntries.createdAt, since),
        eq(ledgerEntries.account, 'club_payable'),
      ),
    );
  return Number(row?.owed ?? 0);
}

export async function payoutOfRun(tx: DbOrTx, runId: string, clubId: string): Promise<PayoutRow | undefined> {
  const [row] = await tx
    .select()
    .from(payouts)
    .where(and(eq(payouts.runId, runId), eq(payouts.clubId, clubId)));
  return row;
}

export async function clubForPayout(tx: DbOrTx, clubId: string) {
  const [row] = await tx
    .select({ club: clubs, bank: clubBanks })
    .from(clubs)
    .innerJoin(clubBanks, eq(clubBanks.clubId, clubs.id))
    .where(eq(clubs.id, clubId));
  return row;
}

/** The club's latest payout before a moment (its cut-off starts the next statement's period). */
export async function previousPayout(
  tx: DbOrTx,
  clubId: string,
  before: Date,
): Promise<PayoutRow | undefined> {
  const [row] = await tx
    .select()
    .from(payouts)
    .where(and(eq(payouts.clubId, clubId), lt(payouts.periodTo, before)))
    .orderBy(desc(payouts.periodTo))
    .limit(1);
  return row;
}

/** Donations booked for the club in [from, to) (Swiss midnights: payout cut-offs), from the daily figures. */
export async function donationsBetween(db: DbOrTx, clubId: string, from: Date | null, to: Date | null) {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${clubLedgerDays.donations}), 0)` })
    .from(clubLedgerDays)
    .where(
      and(
        eq(clubLedgerDays.clubId, clubId),
        from ? gte(clubLedgerDays.day, swissIsoDay(from)) : undefined,
        to ? lt(clubLedgerDays.day, swissIsoDay(to)) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

export async function insertPayout(tx: DbOrTx, values: typeof payouts.$inferInsert): Promise<PayoutRow> {
  const [row] = await tx.insert(payouts).values(values).returning();
  if (!row) throw new Error('payout not inserted');
  return row;
}

export async function findPayout(db: DbOrTx, id: string, lock = false): Promise<PayoutRow | undefined> {
  const query = db.select().from(payouts).where(eq(payouts.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function decidePayout(
  tx: DbOrTx,
  id: string,
  values: {
    status: 'paid' | 'failed';
    failureReason: string | null;
    decidedBy: string | null;
    decidedAt: Date;
  },
): Promise<boolean> {
  const rows = await tx
    .update(payouts)
    .set(values)
    .where(and(eq(payouts.id, id), eq(payouts.status, 'pending')))
    .returning({ id: payouts.id });
  return rows.length === 1;
}

export async function clubPayoutPage(db: DbOrTx, clubId: string, pageId: number, pageSize: number) {
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payouts)
    .where(eq(payouts.clubId, clubId));
  const rows = await db
    .select()
    .from(payouts)
    .where(eq(payouts.clubId, clubId))
    .orderBy(desc(payouts.periodTo), desc(payouts.createdAt))
    .limit(pageSize)
    .offset(pageId * pageSize);
  return { rows, total: Number(counted?.n ?? 0) };
}

export async function latestRuns(db: DbOrTx, limit: number): Promise<RunRow[]> {
  return db.select().from(payoutRuns).orderBy(desc(payoutRuns.runDate)).limit(limit);
}

export async function payoutsOfRuns(db: DbOrTx, runIds: string[]) {
  if (runIds.length === 0) return [];
  return db
    .select({ payout: payouts, clubName: clubs.name })
    .from(payouts)
    .innerJoin(clubs, eq(clubs.id, payouts.clubId))
    .where(sql`${payouts.runId} in ${runIds}`)
    .orderBy(asc(clubs.name));
}

/** Clubs that are owed money or have money in transit, with what may keep the next run from paying them. */
export async function balances(db: DbOrTx, limit: number) {
  return db
    .select({
      clubId: clubBalances.clubId,
      clubName: clubs.name,
      status: clubs.status,
      closedFromStatus: clubs.closedFromStatus,
      held: clubs.payoutsHeld,
      holdReason: clubs.payoutsHoldReason,
      payable: clubBalances.payableRappen,
      inTransit: clubBalances.inTransitRappen,
      ibanEncrypted: clubBanks.ibanEncrypted,
      bankConfirmedAt: clubBanks.confirmedAt,
    })
    .from(clubBalances)
    .innerJoin(clubs, eq(clubs.id, clubBalances.clubId))
    .leftJoin(clubBanks, eq(clubBanks.clubId, clubBalances.clubId))
    .where(sql`${clubBalances.payableRappen} <> 0 or ${clubBalances.inTransitRappen} <> 0`)
    .orderBy(desc(clubBalances.payableRappen), asc(clubs.name))
    .limit(limit);
}

export async function setHold(db: DbOrTx, clubId: string, held: boolean, reason: string | null) {
  const rows = await db
    .update(clubs)
    .set({ payoutsHeld: held, payoutsHoldReason: held ? reason : null })
    .where(eq(clubs.id, clubId))
    .returning({ id: clubs.id });
  return rows.length === 1;
}

export async function pendingPayouts(db: DbOrTx) {
  return db.select().from(payouts).where(eq(payouts.status, 'pending'));
}

export async function runOfDay(db: DbOrTx, runDate: string): Promise<RunRow | undefined> {
  const [run] = await db.select().from(payoutRuns).where(eq(payoutRuns.runDate, runDate));
  return run;
}
