import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { bulkClub } from './bulk-club';
import { createProduct } from './factories';

/**
 * `count` monthly subscriptions of CHF 20 on the sandbox's 4242 card, their period 1 due a minute before
 * `now`: for the renewal tests with several processes and the renewal benchmark. One club, one product,
 * one donor and card per subscription, written in one statement.
 */
export async function seedDueSubscriptions(db: DbOrTx, count: number, now = new Date()) {
  const { club, shortName } = await bulkClub(db, 'bulk');
  const { product } = await createProduct(db, {
    clubId: club.id,
    title: `Abo ${shortName}`,
    productType: 'subscription',
    priceRappen: 2000,
    recurringPeriod: 'month',
  });
  const due = new Date(now.getTime() - 60_000).toISOString();
  const started = new Date(now.getTime() - 30 * 86_400_000).toISOString();
  await db.execute(sql`
    WITH donors AS (
      INSERT INTO users (email, first_name, last_name, verified, donation_enabled)
      SELECT ${shortName} || '-' || g || '@tifo.test', 'Bulk', 'Donor ' || g, true, true
        FROM generate_series(1, ${count}) g
      RETURNING id),
    cards AS (
      INSERT INTO sandbox_payment_methods (id, user_id, brand, last4, exp_month, exp_year, outcome, saved_at)
      SELECT 'pm_' || replace(gen_random_uuid()::text, '-', ''), id, 'visa', '4242', 12, 2034, 'succeeds', now()
        FROM donors
      RETURNING id, user_id)
    INSERT INTO subscriptions (user_id, product_id, club_id, amount_rappen, period, provider, payment_method_id,
                               next_period, next_charge_at, created_at)
    SELECT user_id, ${product.id}::uuid, ${club.id}::uuid, 2000, 'month', 'sandbox_card', id,
           1, ${due}::timestamptz, ${started}::timestamptz
      FROM cards`);
  return { club, product };
}
