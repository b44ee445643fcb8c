import { CLUB_PERMISSIONS, formatCount, wireLanguageOf } from '@tifo/contract';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { clubStaff, clubTabLink } from '../organisations/queries';
import type { AppDeps } from '../wiring/deps';
import { DELIVERY_MAILS } from './mail-texts';

/** Clubs told at most per run; the rest wait for the next run ten minutes later. */
const CLUBS_PER_RUN = 200;

/** Clubs with booked deliveries their staff have not been told of (not sent yet, not refunded). */
async function clubsWithNewDeliveries(db: Db): Promise<string[]> {
  const result = await db.execute<{ club_id: string }>(sql`
    select distinct club_id from donations
    where delivery is not null and delivery_noticed_at is null
      and status = 'succeeded' and delivery_sent_at is null
    limit ${CLUBS_PER_RUN}`);
  return result.rows.map((row) => row.club_id);
}

/**
 * Marks a club's new deliveries as told and answers them with their product and club: rows another run holds are
 * skipped, so two runs at once tell each delivery once.
 */
async function claimNewDeliveries(tx: DbOrTx, clubId: string, now: Date) {
  const result = await tx.execute<{ title: string; club_name: string }>(sql`
    update donations d set delivery_noticed_at = ${now.toISOString()}::timestamptz
    from products p, clubs c
    where p.id = d.product_id and c.id = d.club_id and d.id in (
      select id from donations
      where club_id = ${clubId} and delivery is not null and delivery_noticed_at is null
        and status = 'succeeded' and delivery_sent_at is null
      for update skip locked)
    returning p.title, c.name as club_name`);
  return result.rows;
}

/** "2 × Trikot-Sponsoring, 1 × Fanschal": the products ordered, most first. */
export function orderedItems(titles: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const title of titles) counts.set(title, (counts.get(title) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([title, count]) => `${formatCount(count)} × ${title}`)
    .join(', ');
}

/**
 * The delivery-notices job: tells each club's admins and editors (who see the deliveries) by mail of the orders
 * with delivery paid since the last run, one mail per person and run, in their language, with a link to the
 * deliveries; the address stays in Tifo. Answers how many deliveries it announced.
 */
export async function noticeNewDeliveries(
  deps: Pick<AppDeps, 'db' | 'config' | 'mailer'>,
  now: Date,
): Promise<number> {
  let told = 0;
  for (const clubId of await clubsWithNewDeliveries(deps.db)) {
    told += await deps.db.transaction(async (tx) => {
      const rows = await claimNewDeliveries(tx, clubId, now);
      if (rows.length === 0) return 0;
      const clubName = rows[0]?.club_name ?? '';
      for (const person of await clubStaff(tx, clubId, CLUB_PERMISSIONS.shipDeliveries)) {
        await deps.mailer.queueMail(tx, {
          to: person.email,
          template: DELIVERY_MAILS.deliveriesOrdered,
          language: wireLanguageOf(person.language),
          vars: {
            clubName,
            count: formatCount(rows.length),
            items: orderedItems(rows.map((row) => row.title)),
          },
          link: clubTabLink(deps.config.publicUrl, clubId, 'products'),
        });
      }
      return rows.length;
    });
  }
  return told;
}
