import { and, eq, lt, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type DeliveryInfoRow, twintPayments } from '../../db/schema-payments';

/* TWINT: our record of each checkout (twint_payments), whichever provider runs it. */

export type TwintPaymentRow = typeof twintPayments.$inferSelect;

/**
 * Statuses of twint_payments: initialized → settled (booked), cancelled or failed as last learned from the
 * provider; refunded when an approved payment could not be booked and was given back (never asked again).
 */
export type TwintPaymentStatus = 'initialized' | 'settled' | 'cancelled' | 'failed' | 'refunded';

export async function insertTwintPayment(
  db: DbOrTx,
  values: {
    transactionId: string;
    provider: string;
    userId: string;
    productId: string;
    amountRappen: number;
    coveredFeeRappen: number;
    paymentLinkId: string | null;
    embedOrigin: string | null;
    delivery: DeliveryInfoRow | null;
    invoiceId: string | null;
  },
): Promise<void> {
  await db.insert(twintPayments).values(values);
}

export async function findTwintPayment(
  db: DbOrTx,
  transactionId: string,
): Promise<TwintPaymentRow | undefined> {
  const [row] = await db.select().from(twintPayments).where(eq(twintPayments.transactionId, transactionId));
  return row;
}

/** Records what the provider said; a settled or refunded payment keeps its final state. */
export async function markTwintPayment(
  db: DbOrTx,
  transactionId: string,
  status: TwintPaymentStatus,
  checkedAt = new Date(),
): Promise<void> {
  await db
    .update(twintPayments)
    .set({ status, checkedAt })
    .where(
      and(
        eq(twintPayments.transactionId, transactionId),
        notInArray(twintPayments.status, ['settled', 'refunded']),
      ),
    );
}

/**
 * Claims the refund of a payment that cannot be booked: true for exactly one caller, so the browser, the
 * webhook and the reconciliation never give the money back twice.
 */
export async function claimTwintRefund(db: DbOrTx, transactionId: string): Promise<boolean> {
  const rows = await db
    .update(twintPayments)
    .set({ status: 'refunded', checkedAt: new Date() })
    .where(
      and(
        eq(twintPayments.transactionId, transactionId),
        notInArray(twintPayments.status, ['settled', 'refunded']),
      ),
    )
    .returning({ transactionId: twintPayments.transactionId });
  return rows.length > 0;
}

/** A refund claimed but not carried out: the payment is open again for the reconciliation. */
export async function reopenTwintRefund(db: DbOrTx, transactionId: string): Promise<void> {
  await db
    .update(twintPayments)
    .set({ status: 'initialized' })
    .where(and(eq(twintPayments.transactionId, transactionId), eq(twintPayments.status, 'refunded')));
}

/** Open TWINT payments of a provider, least recently checked first (abandoned ones do not starve new ones). */
export async function findOpenTwintPayments(db: DbOrTx, createdBefore: Date, provider: string, limit = 100) {
  return db
    .select()
    .from(twintPayments)
    .where(
      and(
        eq(twintPayments.status, 'initialized'),
        eq(twintPayments.provider, provider),
        lt(twintPayments.createdAt, createdBefore),
      ),
    )
    .orderBy(sql`coalesce(${twintPayments.checkedAt}, ${twintPayments.createdAt})`)
    .limit(limit);
}
