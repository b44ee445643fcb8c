import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { bulkClub } from './bulk-club';
import { createProduct } from './factories';

/**
 * `count` members of one quarterly membership product (invited people, the club added them), each with a first
 * invoice: every third one open, the others paid by a recorded transfer. For the members benchmark. The club's
 * administrator is `adminEmail`. Written in a few statements.
 */
export async function seedMembers(db: DbOrTx, count: number, adminEmail: string, now = new Date()) {
  const { club, shortName } = await bulkClub(db, 'members', [{ email: adminEmail, role: 'ROLE_CLUB' }]);
  const { product } = await createProduct(db, {
    clubId: club.id,
    title: `Aktivmitglied ${shortName}`,
    productType: 'membership',
    priceRappen: 12000,
    recurringPeriod: 'three_months',
  });
  const started = new Date(now.getTime() - 20 * 86_400_000).toISOString();
  const next = new Date(now.getTime() + 70 * 86_400_000).toISOString();
  await db.execute(sql`
    WITH people AS (
      INSERT INTO users (email, first_name, last_name)
      SELECT ${shortName} || '-' || g || '@tifo.test', 'Mitglied', 'Nummer ' || g
        FROM generate_series(1, ${count}) g
      RETURNING id),
    members AS (
      INSERT INTO memberships (user_id, product_id, club_id, status, period, amount_rappen, started_at, origin,
                               payment_method, next_period, next_invoice_at, created_at)
      SELECT id, ${product.id}::uuid, ${club.id}::uuid, 'active', 'three_months', 12000, ${started}::timestamptz,
             'club', 'invoice', 1, ${next}::timestamptz, ${started}::timestamptz
        FROM people
      RETURNING id)
    INSERT INTO membership_invoices (membership_id, club_id, period_number, period_start, period_end, amount_rappen,
                                     status, due_at, mailed_at, created_at)
    SELECT id, ${club.id}::uuid, 0, ${started}::timestamptz, ${next}::timestamptz, 12000,
           CASE WHEN row_number() OVER () % 3 = 0 THEN 'open' ELSE 'paid' END,
           ${started}::timestamptz, ${started}::timestamptz, ${started}::timestamptz
      FROM members`);
  await db.execute(sql`
    INSERT INTO membership_payments (invoice_id, membership_id, club_id, amount_rappen, method, received_at, created_at)
    SELECT i.id, i.membership_id, i.club_id, i.amount_rappen, 'external', ${started}::timestamptz, ${started}::timestamptz
      FROM membership_invoices i
     WHERE i.club_id = ${club.id}::uuid AND i.status = 'paid'`);
  // Statistics as PostgreSQL's autovacuum would have them (PGlite has no autovacuum).
  for (const table of [
    'users',
    'memberships',
    'membership_invoices',
    'membership_payments',
    'membership_counts',
  ]) {
    await db.execute(sql.raw(`ANALYZE ${table}`));
  }
  return { club, product };
}
