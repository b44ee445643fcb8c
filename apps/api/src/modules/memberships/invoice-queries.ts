import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { chargingPaused } from '../../db/charging-paused';
import type { DbOrTx } from '../../db/client';
import { membershipInvoices, membershipPayments, memberships } from '../../db/schema-memberships';

/** A membership's invoices and their payments: written, found, reminded, paid; and the memberships lapsing. */

export type MembershipRow = typeof memberships.$inferSelect;
export type InvoiceRow = typeof membershipInvoices.$inferSelect;
export type PaymentRow = typeof membershipPayments.$inferSelect;

export async function insertInvoice(
  tx: DbOrTx,
  values: typeof membershipInvoices.$inferInsert,
): Promise<InvoiceRow | undefined> {
  const [row] = await tx.insert(membershipInvoices).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findInvoice(db: DbOrTx, id: string, lock = false): Promise<InvoiceRow | undefined> {
  const query = db.select().from(membershipInvoices).where(eq(membershipInvoices.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findInvoiceOfPeriod(db: DbOrTx, membershipId: string, periodNumber: number) {
  const [row] = await db
    .select()
    .from(membershipInvoices)
    .where(
      and(
        eq(membershipInvoices.membershipId, membershipId),
        eq(membershipInvoices.periodNumber, periodNumber),
      ),
    );
  return row;
}

/** The open invoices of a membership, oldest first. */
export async function openInvoices(db: DbOrTx, membershipId: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(membershipInvoices)
    .where(and(eq(membershipInvoices.membershipId, membershipId), eq(membershipInvoices.status, 'open')))
    .orderBy(asc(membershipInvoices.periodNumber));
}

/** Invoices with their payments, for several memberships at once (newest period first). */
export async function invoicesOf(
  db: DbOrTx,
  membershipIds: string[],
): Promise<{ invoice: InvoiceRow; payment: PaymentRow | null }[]> {
  if (membershipIds.length === 0) return [];
  return db
    .select({ invoice: membershipInvoices, payment: membershipPayments })
    .from(membershipInvoices)
    .leftJoin(membershipPayments, eq(membershipPayments.invoiceId, membershipInvoices.id))
    .where(inArray(membershipInvoices.membershipId, membershipIds))
    .orderBy(desc(membershipInvoices.periodNumber));
}

export async function markPaid(tx: DbOrTx, invoiceId: string, paidAt: Date): Promise<boolean> {
  const rows = await tx
    .update(membershipInvoices)
    .set({ status: 'paid', paidAt })
    .where(and(eq(membershipInvoices.id, invoiceId), eq(membershipInvoices.status, 'open')))
    .returning({ id: membershipInvoices.id });
  return rows.length > 0;
}

export async function insertPayment(tx: DbOrTx, values: typeof membershipPayments.$inferInsert) {
  const [row] = await tx.insert(membershipPayments).values(values).onConflictDoNothing().returning();
  return row;
}

export async function recordCardTry(tx: DbOrTx, invoiceId: string, attempts: number): Promise<void> {
  await tx
    .update(membershipInvoices)
    .set({ cardAttempts: attempts })
    .where(eq(membershipInvoices.id, invoiceId));
}

export async function markMailed(tx: DbOrTx, invoiceId: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(membershipInvoices)
    .set({ mailedAt: at })
    .where(and(eq(membershipInvoices.id, invoiceId), isNull(membershipInvoices.mailedAt)))
    .returning({ id: membershipInvoices.id });
  return rows.length > 0;
}

/** Open invoices whose reminder (reminderDays after the due date) has not gone out, due by `before`. */
export async function invoicesToRemind(db: DbOrTx, before: Date, limit: number): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(membershipInvoices)
    .innerJoin(memberships, eq(memberships.id, membershipInvoices.membershipId))
    .where(
      and(
        eq(membershipInvoices.status, 'open'),
        eq(membershipInvoices.remindersSent, 0),
        sql`${membershipInvoices.dueAt} <= ${before.toISOString()}::timestamptz`,
        ne(memberships.status, 'cancelled'),
        sql`NOT ${chargingPaused(memberships.userId, memberships.clubId)}`,
      ),
    )
    .orderBy(asc(membershipInvoices.dueAt))
    .limit(limit)
    .then((rows) => rows.map((row) => row.membership_invoices));
}

export async function markReminded(tx: DbOrTx, invoiceId: string): Promise<boolean> {
  const rows = await tx
    .update(membershipInvoices)
    .set({ remindersSent: 1 })
    .where(and(eq(membershipInvoices.id, invoiceId), eq(membershipInvoices.remindersSent, 0)))
    .returning({ id: membershipInvoices.id });
  return rows.length > 0;
}

/** Active memberships with an invoice open since before `before` (they lapse). */
export async function lapsing(db: DbOrTx, before: Date, limit: number): Promise<MembershipRow[]> {
  return db
    .selectDistinct({ membership: memberships })
    .from(memberships)
    .innerJoin(membershipInvoices, eq(membershipInvoices.membershipId, memberships.id))
    .where(
      and(
        eq(memberships.status, 'active'),
        eq(membershipInvoices.status, 'open'),
        sql`${membershipInvoices.dueAt} <= ${before.toISOString()}::timestamptz`,
        sql`NOT ${chargingPaused(memberships.userId, memberships.clubId)}`,
      ),
    )
    .limit(limit)
    .then((rows) => rows.map((row) => row.membership));
}

/** When the reminder job next has work: the earliest open invoice's reminder or lapse moment. */
export async function earliestOpenDue(db: DbOrTx): Promise<{ unreminded: Date | null; open: Date | null }> {
  const [row] = await db
    .select({
      unreminded: sql<
        string | null
      >`min(${membershipInvoices.dueAt}) FILTER (WHERE ${membershipInvoices.remindersSent} = 0)`,
      open: sql<
        string | null
      >`min(${membershipInvoices.dueAt}) FILTER (WHERE ${memberships.status} = 'active')`,
    })
    .from(membershipInvoices)
    .innerJoin(memberships, eq(memberships.id, membershipInvoices.membershipId))
    .where(
      and(
        eq(membershipInvoices.status, 'open'),
        ne(memberships.status, 'cancelled'),
        sql`NOT ${chargingPaused(memberships.userId, memberships.clubId)}`,
      ),
    );
  return {
    unreminded: row?.unreminded ? new Date(row.unreminded) : null,
    open: row?.open ? new Date(row.open) : null,
  };
}

export async function paymentOfDonation(db: DbOrTx, donationId: string) {
  const [row] = await db
    .select()
    .from(membershipPayments)
    .where(eq(membershipPayments.donationId, donationId));
  return row;
}

export async function deletePayment(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(membershipPayments).where(eq(membershipPayments.id, id));
}

/** An invoice paid by a refunded payment: open again, due now, no reminder sent yet. */
export async function reopenInvoice(tx: DbOrTx, invoiceId: string, now: Date): Promise<void> {
  await tx
    .update(membershipInvoices)
    .set({ status: 'open', paidAt: null, dueAt: now, remindersSent: 0 })
    .where(eq(membershipInvoices.id, invoiceId));
}
