import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/*
 * The summary tables the ledger's trigger keeps (club_balances, club_ledger_hours and club_ledger_days,
 * club_sponsors; migrations 0013 and 0014)
 * compared with direct sums over the ledger. Each query answers the rows where the two differ: none when they are
 * in step. The operator's ledger view shows the count; the tests assert it after every scenario.
 */

const balancesOutOfStep = sql`
  with truth as (
    select club_id,
           -coalesce(sum(amount_rappen) filter (where account = 'club_payable'), 0) as payable,
           -coalesce(sum(amount_rappen) filter (where account = 'payout_in_transit'), 0) as in_transit
    from ledger_entries group by club_id
  )
  select coalesce(t.club_id, b.club_id)::text as key
  from truth t full join club_balances b on b.club_id = t.club_id
  where coalesce(t.payable, 0) <> coalesce(b.payable_rappen, 0)
     or coalesce(t.in_transit, 0) <> coalesce(b.in_transit_rappen, 0)`;

/**
 * The per-period figures (hours or Swiss days) summed straight from the ledger, against their table: `bucket`
 * is the SQL of a ledger row's period, `column` the table's period column.
 */
function periodsOutOfStep(
  table: 'club_ledger_hours' | 'club_ledger_days',
  column: 'hour' | 'day',
  bucket: string,
) {
  const period = sql.raw(column);
  return sql`
  with truth as (
    select club_id, ${sql.raw(bucket)} as ${period},
           coalesce(sum(amount_rappen) filter (where account = 'donor_gross'), 0) as gross,
           -coalesce(sum(amount_rappen) filter (where account = 'platform_fee'), 0) as fee,
           -coalesce(sum(amount_rappen) filter (where account = 'club_payable'), 0) as net,
           count(*) filter (where account = 'donor_gross' and kind = 'donation') as donations,
           count(*) filter (where account = 'donor_gross' and kind = 'refund') as refunds
    from ledger_entries
    where donation_id is not null and kind in ('donation', 'platform_fee', 'club_share', 'refund')
    group by 1, 2
  )
  select coalesce(t.club_id, p.club_id)::text || ' ' || coalesce(t.${period}, p.${period})::text as key
  from truth t full join ${sql.raw(table)} p on p.club_id = t.club_id and p.${period} = t.${period}
  where coalesce(t.gross, 0) <> coalesce(p.gross_rappen, 0) or coalesce(t.fee, 0) <> coalesce(p.fee_rappen, 0)
     or coalesce(t.net, 0) <> coalesce(p.net_rappen, 0) or coalesce(t.donations, 0) <> coalesce(p.donations, 0)
     or coalesce(t.refunds, 0) <> coalesce(p.refunds, 0)`;
}

const hoursOutOfStep = periodsOutOfStep(
  'club_ledger_hours',
  'hour',
  "date_trunc('hour', created_at at time zone 'UTC') at time zone 'UTC'",
);
const daysOutOfStep = periodsOutOfStep(
  'club_ledger_days',
  'day',
  "(created_at at time zone 'Europe/Zurich')::date",
);

const sponsorsOutOfStep = sql`
  with truth as (
    select l.club_id, d.user_id, sum(l.amount_rappen) as gross,
           count(*) filter (where l.kind = 'donation') - count(*) filter (where l.kind = 'refund') as donations
    from ledger_entries l join donations d on d.id = l.donation_id
    where l.account = 'donor_gross' and l.kind in ('donation', 'refund')
    group by 1, 2
  )
  select coalesce(t.club_id, s.club_id)::text || ' ' || coalesce(t.user_id, s.user_id)::text as key
  from truth t full join club_sponsors s on s.club_id = t.club_id and s.user_id = t.user_id
  where coalesce(t.gross, 0) <> coalesce(s.gross_rappen, 0)
     or coalesce(t.donations, 0) <> coalesce(s.donations, 0)`;

export interface SummaryMismatches {
  balances: string[];
  hours: string[];
  days: string[];
  sponsors: string[];
}

export async function summariesOutOfStep(db: DbOrTx): Promise<SummaryMismatches> {
  const keys = async (query: typeof balancesOutOfStep) =>
    (await db.execute<{ key: string }>(query)).rows.map((row) => row.key);
  return {
    balances: await keys(balancesOutOfStep),
    hours: await keys(hoursOutOfStep),
    days: await keys(daysOutOfStep),
    sponsors: await keys(sponsorsOutOfStep),
  };
}
