import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { EventRow, NewEventRow, NewProductRow, ProductRow } from '../../db/schema-clubs';
import { events, products } from '../../db/schema-clubs';

export type { EventRow, NewEventRow, NewProductRow, ProductRow };

export async function findProduct(db: DbOrTx, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}

export async function insertProduct(db: DbOrTx, values: NewProductRow): Promise<ProductRow> {
  const [row] = await db.insert(products).values(values).returning();
  return row!;
}

export async function updateProduct(
  db: DbOrTx,
  id: string,
  values: Partial<NewProductRow>,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning();
  return row;
}

/** Every product of a club, drafts and deactivated ones too, newest first. */
export async function findProductsOfClub(db: DbOrTx, clubId: string): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(eq(products.clubId, clubId))
    .orderBy(desc(products.createdAt), asc(products.title), asc(products.id));
}

/** A club's membership products (not drafts), by title. */
export async function findMembershipProducts(db: DbOrTx, clubId: string): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(
      and(eq(products.clubId, clubId), eq(products.productType, 'membership'), ne(products.status, 'draft')),
    )
    .orderBy(asc(products.title), asc(products.id));
}

export async function findEvent(db: DbOrTx, id: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row;
}

export async function insertEvent(db: DbOrTx, values: NewEventRow): Promise<EventRow> {
  const [row] = await db.insert(events).values(values).returning();
  return row!;
}

export async function updateEvent(
  db: DbOrTx,
  id: string,
  values: Partial<NewEventRow>,
): Promise<EventRow | undefined> {
  const [row] = await db
    .update(events)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(events.id, id))
    .returning();
  return row;
}

/** Every event of a club, drafts too, latest start first. */
export async function findEventsOfClub(db: DbOrTx, clubId: string): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(eq(events.clubId, clubId))
    .orderBy(desc(events.fromDate), asc(events.id));
}

export async function deleteEvent(db: DbOrTx, id: string): Promise<boolean> {
  const gone = await db.delete(events).where(eq(events.id, id)).returning({ id: events.id });
  return gone.length > 0;
}
