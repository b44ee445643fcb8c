import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clubs, products } from '../db/schema-clubs';
import { paymentLinks } from '../db/schema-links';
import { donations } from '../db/schema-payments';

/**
 * FC Seefeld Zürich's payment links (issue 48): the stadium's poster, the youth teams' WhatsApp groups and the
 * club's website, each for its open contribution, with fixed codes so that README can name their pages. Some of
 * the year's demo gifts to that offer came through them, so the dashboard's split by source has figures.
 */
export const DEMO_LINKS = [
  { code: 'heimspiel2', source: 'Heimspiel Sportplatz Lengg', amountRappen: null, share: 3 },
  { code: 'whatsapp22', source: 'WhatsApp Juniorenteams', amountRappen: 2000, share: 5 },
  { code: 'webseite22', source: 'Vereinswebsite', amountRappen: null, share: 7 },
] as const;

export async function seedDemoLinks(db: Db): Promise<number> {
  const [offer] = await db
    .select({ productId: products.id, clubId: clubs.id })
    .from(products)
    .innerJoin(clubs, eq(clubs.id, products.clubId))
    .where(and(eq(clubs.shortName, 'fc-seefeld-zurich'), eq(products.title, 'Freier Beitrag')));
  if (!offer) return 0;
  let created = 0;
  for (const link of DEMO_LINKS) {
    const [row] = await db
      .insert(paymentLinks)
      .values({
        clubId: offer.clubId,
        productId: offer.productId,
        code: link.code,
        source: link.source,
        amountRappen: link.amountRappen,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) continue;
    created += 1;
    // Every n-th gift to the offer (by its id) came through this link; the first link takes the most.
    await db.execute(sql`
      update ${donations} set payment_link_id = ${row.id}
      where id in (
        select id from (
          select id, row_number() over (order by id) as n from ${donations}
          where product_id = ${offer.productId} and payment_link_id is null
        ) numbered where n % ${link.share} = 0)`);
  }
  return created;
}
