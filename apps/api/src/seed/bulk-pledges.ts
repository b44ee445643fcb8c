import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { bulkClub } from './bulk-club';
import { createProduct } from './factories';

/**
 * An all-or-nothing campaign that ended a minute before `now`, funded by `count` pledges of CHF 20 on the
 * sandbox's 4242 card: for the end-of-campaign tests with several processes and the campaign benchmark. One club,
 * one campaign, one backer and card per pledge, written in one statement.
 */
export async function seedEndedCampaign(db: DbOrTx, count: number, now = new Date()) {
  const { club, shortName } = await bulkClub(db, 'pledge', [
    { email: 'kassier@example.ch', role: 'ROLE_CLUB' },
  ]);
  const ended = new Date(now.getTime() - 60_000);
  const { product } = await createProduct(db, {
    clubId: club.id,
    title: `Bus ${shortName}`.slice(0, 25),
    productType: 'crowd',
    priceRappen: null,
    targetAmountRappen: count * 2000,
    expiryDate: ended,
    campaignEndDate: ended,
    campaignMode: 'all_or_nothing',
  });
  await db.execute(sql`
    WITH backers AS (
      INSERT INTO users (email, first_name, last_name, verified, donation_enabled)
      SELECT ${shortName} || '-' || g || '@tifo.test', 'Bulk', 'Backer ' || g, true, true
        FROM generate_series(1, ${count}) g
      RETURNING id),
    cards AS (
      INSERT INTO sandbox_payment_methods (id, user_id, brand, last4, exp_month, exp_year, outcome, saved_at)
      SELECT 'pm_' || replace(gen_random_uuid()::text, '-', ''), id, 'visa', '4242', 12, 2034, 'succeeds', now()
        FROM backers
      RETURNING id, user_id)
    INSERT INTO pledges (product_id, club_id, user_id, amount_rappen, status, provider, payment_method_id,
                         setup_intent_id, created_at)
    SELECT ${product.id}::uuid, ${club.id}::uuid, user_id, 2000, 'active', 'sandbox_card', id,
           'seti_' || replace(gen_random_uuid()::text, '-', ''), ${ended.toISOString()}::timestamptz - interval '1 day'
      FROM cards`);
  await db.execute(
    sql`UPDATE products SET pledged_rappen = ${count * 2000}, pledgers = ${count} WHERE id = ${product.id}::uuid`,
  );
  return { club, product };
}
