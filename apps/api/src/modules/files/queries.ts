import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { campaignUpdates } from '../../db/schema-campaigns';
import type { DocumentRow } from '../../db/schema-clubs';
import { clubDocuments, clubs, events, products } from '../../db/schema-clubs';

export type { DocumentRow };

export async function findProductClubId(db: DbOrTx, productId: string): Promise<string | undefined> {
  const [row] = await db.select({ clubId: products.clubId }).from(products).where(eq(products.id, productId));
  return row?.clubId;
}

/** The club of a campaign update that is still a draft (a published one's image is what its backers were sent). */
export async function findDraftUpdateClubId(db: DbOrTx, updateId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ clubId: campaignUpdates.clubId })
    .from(campaignUpdates)
    .where(and(eq(campaignUpdates.id, updateId), eq(campaignUpdates.status, 'draft')));
  return row?.clubId;
}

export async function findEventClubId(db: DbOrTx, eventId: string): Promise<string | undefined> {
  const [row] = await db.select({ clubId: events.clubId }).from(events).where(eq(events.id, eventId));
  return row?.clubId;
}

/** Where each image column lives. */
export type ImageTarget =
  | { entity: 'club'; column: 'logo' | 'cover'; id: string }
  | { entity: 'product' | 'event' | 'user' | 'campaignUpdate'; column: 'image'; id: string };

/** The current URL of an image column, locking the row until the transaction ends. */
export async function lockImageUrl(db: DbOrTx, target: ImageTarget): Promise<string | null | undefined> {
  switch (target.entity) {
    case 'club': {
      const [row] = await db
        .select({ logo: clubs.logo, cover: clubs.cover })
        .from(clubs)
        .where(eq(clubs.id, target.id))
        .for('update');
      return row ? row[target.column] : undefined;
    }
    case 'product': {
      const [row] = await db
        .select({ image: products.image })
        .from(products)
        .where(eq(products.id, target.id))
        .for('update');
      return row ? row.image : undefined;
    }
    case 'event': {
      const [row] = await db
        .select({ image: events.image })
        .from(events)
        .where(eq(events.id, target.id))
        .for('update');
      return row ? row.image : undefined;
    }
    case 'user': {
      const [row] = await db
        .select({ image: users.image })
        .from(users)
        .where(eq(users.id, target.id))
        .for('update');
      return row ? row.image : undefined;
    }
    case 'campaignUpdate': {
      const [row] = await db
        .select({ image: campaignUpdates.image })
        .from(campaignUpdates)
        .where(eq(campaignUpdates.id, target.id))
        .for('update');
      return row ? row.image : undefined;
    }
  }
}

export async function setImageUrl(db: DbOrTx, target: ImageTarget, url: string): Promise<void> {
  const updatedAt = sql`now()`;
  switch (target.entity) {
    case 'club':
      await db
        .update(clubs)
        .set(target.column === 'logo' ? { logo: url, updatedAt } : { cover: url, updatedAt })
        .where(eq(clubs.id, target.id));
      return;
    case 'product':
      await db.update(products).set({ image: url, updatedAt }).where(eq(products.id, target.id));
      return;
    case 'event':
      await db.update(events).set({ image: url, updatedAt }).where(eq(events.id, target.id));
      return;
    case 'user':
      await db.update(users).set({ image: url, updatedAt }).where(eq(users.id, target.id));
      return;
    case 'campaignUpdate':
      await db.update(campaignUpdates).set({ image: url }).where(eq(campaignUpdates.id, target.id));
      return;
  }
}

/** Whether any image column still points at this URL (before its file is deleted). */
export async function imageUrlInUse(db: DbOrTx, url: string): Promise<boolean> {
  const result = await db.execute<{ used: boolean }>(sql`select (
      exists (select 1 from ${clubs} where ${clubs.logo} = ${url} or ${clubs.cover} = ${url})
      or exists (select 1 from ${products} where ${products.image} = ${url})
      or exists (select 1 from ${events} where ${events.image} = ${url})
      or exists (select 1 from ${users} where ${users.image} = ${url})
      or exists (select 1 from ${campaignUpdates} where ${campaignUpdates.image} = ${url})
    ) as used`);
  return result.rows[0]?.used === true;
}

export async function findDocument(db: DbOrTx, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(clubDocuments).where(eq(clubDocuments.id, id));
  return row;
}

/**
 * Puts a new document in place of the club's previous one of that kind (one per kind) and answers the
 * previous row, whose stored file the caller deletes after the commit.
 */
export async function replaceDocument(
  db: DbOrTx,
  values: Omit<typeof clubDocuments.$inferInsert, 'id' | 'createdAt'>,
): Promise<{ document: DocumentRow; previous: DocumentRow | undefined }> {
  const [previous] = await db
    .delete(clubDocuments)
    .where(and(eq(clubDocuments.clubId, values.clubId), eq(clubDocuments.kind, values.kind)))
    .returning();
  const [document] = await db.insert(clubDocuments).values(values).returning();
  if (!document) throw new Error('document insert returned nothing');
  return { document, previous };
}

export async function setTaxRulingDocument(db: DbOrTx, clubId: string, documentId: string): Promise<void> {
  await db
    .update(clubs)
    .set({ taxRulingDocumentId: documentId, updatedAt: sql`now()` })
    .where(eq(clubs.id, clubId));
}

export async function findUserForAudit(
  db: DbOrTx,
  userId: string,
): Promise<{ id: string; email: string; roles: string[] } | undefined> {
  const [row] = await db
    .select({ id: users.id, email: users.email, roles: users.roles })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
