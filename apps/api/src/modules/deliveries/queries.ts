import type { DeliveryStatus } from '@tifo/contract';
import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { clubs, products } from '../../db/schema-clubs';
import { type DeliveryInfoRow, donations } from '../../db/schema-payments';

/** A club's booked donations with a delivery address (refunded and failed ones are not to be sent). */
const deliveriesOf = (clubId: string) =>
  and(eq(donations.clubId, clubId), isNotNull(donations.delivery), eq(donations.status, 'succeeded'));

export interface DeliveryRow {
  donationId: string;
  bookedAt: Date;
  productTitle: string;
  delivery: DeliveryInfoRow;
  sentAt: Date | null;
}

/** How many of a club's deliveries are open and how many sent. */
export async function deliveryCounts(db: DbOrTx, clubId: string): Promise<{ open: number; sent: number }> {
  const [counted] = await db
    .select({
      open: sql<number>`(count(*) filter (where ${donations.deliverySentAt} is null))::int`,
      sent: sql<number>`(count(*) filter (where ${donations.deliverySentAt} is not null))::int`,
    })
    .from(donations)
    .where(deliveriesOf(clubId));
  return { open: Number(counted?.open ?? 0), sent: Number(counted?.sent ?? 0) };
}

/**
 * A club's deliveries of a status: the open ones oldest first (sent in the order they were paid for), the sent
 * ones last sent first.
 */
export async function deliveryRows(
  db: DbOrTx,
  clubId: string,
  status: DeliveryStatus,
  window: { limit: number; offset: number },
): Promise<DeliveryRow[]> {
  const open = status === 'open';
  const rows = await db
    .select({
      donationId: donations.id,
      bookedAt: donations.createdAt,
      productTitle: products.title,
      delivery: donations.delivery,
      sentAt: donations.deliverySentAt,
    })
    .from(donations)
    .innerJoin(products, eq(products.id, donations.productId))
    .where(
      and(
        deliveriesOf(clubId),
        open ? isNull(donations.deliverySentAt) : isNotNull(donations.deliverySentAt),
      ),
    )
    .orderBy(
      ...(open
        ? [asc(donations.createdAt), asc(donations.id)]
        : [desc(donations.deliverySentAt), desc(donations.id)]),
    )
    .limit(window.limit)
    .offset(window.offset);
  return rows.map((row) => ({ ...row, delivery: row.delivery as DeliveryInfoRow }));
}

/**
 * Marks a delivery (found and locked by deliveryForMarking) as sent, now and by whom, or open again; marking a sent
 * one as sent again keeps the first time. `donorTold`: the donor's mail goes with this marking.
 */
export async function markDelivery(
  db: DbOrTx,
  input: { donationId: string; sent: boolean; by: string; now: Date; donorTold: boolean },
): Promise<{ sentAt: Date | null }> {
  const at = input.now.toISOString();
  const [row] = await db
    .update(donations)
    .set(
      input.sent
        ? {
            deliverySentAt: sql`coalesce(${donations.deliverySentAt}, ${at}::timestamptz)`,
            deliverySentBy: sql`coalesce(${donations.deliverySentBy}, ${input.by}::uuid)`,
            ...(input.donorTold ? { deliveryDonorToldAt: input.now } : {}),
          }
        : { deliverySentAt: null, deliverySentBy: null },
    )
    .where(eq(donations.id, input.donationId))
    .returning({ sentAt: donations.deliverySentAt });
  return { sentAt: row?.sentAt ?? null };
}

/**
 * One of the club's deliveries, locked for its marking, with what the donor's mail names: undefined when the club
 * has no such delivery.
 */
export async function deliveryForMarking(db: DbOrTx, clubId: string, donationId: string) {
  const [row] = await db
    .select({
      sentAt: donations.deliverySentAt,
      donorToldAt: donations.deliveryDonorToldAt,
      bookedAt: donations.createdAt,
      delivery: donations.delivery,
      productTitle: products.title,
      clubName: clubs.name,
      clubEmail: clubs.email,
      donorEmail: users.email,
      donorFirstName: users.firstName,
      donorLanguage: users.preferredLanguage,
      donorDeleted: users.deletedAt,
    })
    .from(donations)
    .innerJoin(products, eq(products.id, donations.productId))
    .innerJoin(clubs, eq(clubs.id, donations.clubId))
    .innerJoin(users, eq(users.id, donations.userId))
    .where(and(eq(donations.id, donationId), deliveriesOf(clubId)))
    .for('update', { of: donations });
  return row ? { ...row, delivery: row.delivery as DeliveryInfoRow } : undefined;
}
