import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { encryptIban, ibanLast4 } from '../modules/organisations/iban-crypto';

/**
 * `count` verified clubs with a bank account, each owed the net of one CHF 50 donation booked a day before
 * `now` (donation, its three ledger rows — the ledger's trigger keeps the summaries): for the payout tests with
 * several processes and the payout-run benchmark. Written in a few statements, whatever the count.
 */
export async function seedOwedClubs(db: DbOrTx, count: number, ibanKey: Buffer, now = new Date()) {
  const tag = `owed${randomBytes(4).toString('hex')}`;
  const iban = 'CH9300762011623852957';
  const encrypted = encryptIban(ibanKey, iban);
  const at = new Date(now.getTime() - 86_400_000).toISOString();
  const { rows } = await db.execute<{ n: number }>(sql`
    WITH donor AS (
      INSERT INTO users (email, first_name, last_name, verified, donation_enabled)
      VALUES (${tag} || '@tifo.test', 'Bulk', 'Donor', true, true)
      RETURNING id),
    new_clubs AS (
      INSERT INTO clubs (name, short_name, status, email, address1, postal_code, city, contact_number, verified_at)
      SELECT 'Verein ' || ${tag} || ' ' || g, ${tag} || '-' || g, 'verified', ${tag} || '-' || g || '@tifo.test',
             'Seestrasse ' || g, '8008', 'Zürich', '+41441234567', now()
        FROM generate_series(1, ${count}) g
      RETURNING id, name),
    banks AS (
      INSERT INTO club_banks (club_id, owner_name, iban_encrypted, iban_last4, currency, country, confirmed_at)
      SELECT id, name, ${encrypted}, ${ibanLast4(iban)}, 'CHF', 'CH', now() FROM new_clubs
      RETURNING club_id),
    new_products AS (
      INSERT INTO products (club_id, title, product_type, price_rappen, status)
      SELECT club_id, 'Spende', 'open', NULL, 'active' FROM banks
      RETURNING id, club_id),
    new_donations AS (
      INSERT INTO donations (user_id, product_id, club_id, amount_rappen, fee_rappen, net_rappen, status, provider,
                             provider_reference, created_at, settled_at)
      SELECT (SELECT id FROM donor), id, club_id, 5000, 1000, 4000, 'succeeded', 'sandbox_card',
             'bulk_' || id, ${at}::timestamptz, ${at}::timestamptz
        FROM new_products
      RETURNING id, club_id)
    INSERT INTO ledger_entries (group_id, donation_id, club_id, account, kind, amount_rappen, created_at)
    SELECT d.id, d.id, d.club_id, r.account, r.kind, r.amount, ${at}::timestamptz
      FROM new_donations d
      CROSS JOIN (VALUES ('donor_gross', 'donation', 5000), ('platform_fee', 'platform_fee', -1000),
                         ('club_payable', 'club_share', -4000)) AS r(account, kind, amount)
    RETURNING 1 AS n`);
  return { tag, ledgerRows: rows.length };
}
