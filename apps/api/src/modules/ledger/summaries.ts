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

const hoursOutOfStep = sql`
  with truth as (
    select club_id, date_trunc('hour', created_at at time zone 'UTC') at time zone 'UTC' as hour,
           coalesce(sum(amount_rappen) filter (where account = 'donor_gross'), 0) as gross,
           -coalesce(sum(amount_rappen) filter (where account = 'platform_fee'), 0) as fee,
           -coalesce(sum(amount_rappen) filter (where account = 'club_payable'), 0) as net,
           count(*) filter (where account = 'donor_gross' and kind = 'donation') as donations,
           count(*) filter (where account = 'donor_gross' and kind = 'refund') as refunds
    from ledger_entries
    where donation_id is not null and kind in ('donation', 'platform_fee', 'club_share', 'refund')
    group by 1, 2
  )
  select coalesce(t.club_id, h.club_id)::text || ' ' || coalesce(t.hour, h.hour)::text as key
  from truth t full join club_ledger_hours h on h.club_id = t.club_id and h.hour = t.hour
  where coalesce(t.gross, 0) <> coalesce(h.gross_rappen, 0) or coalesce(t.fee, 0) <> coalesce(h.fee_rappen, 0)
     or coalesce(t.net, 0) <> coalesce(h.net_rappen, 0) or coalesce(t.donations, 0) <> coalesce(h.donations, 0)
     or coalesce(t.refunds, 0) <> coalesce(h.refunds, 0)`;

const daysOutOfStep = sql`
  with truth as (
    select club_id, (created_at at time zone 'Europe/Zurich')::date as day,
           coalesce(sum(amount_rappen) filter (where account = 'donor_gross'), 0) as gross,
           -coalesce(sum(amount_rappen) filter (where account = 'platform_fee'), 0) as fee,
           -coalesce(sum(amount_rappen) filter (where account = 'club_payable'), 0) as net,
           count(*) filter (where account = 'donor_gross' and kind = 'donation') as donations,
           count(*) filter (where account = 'donor_gross' and kind = 'refund') as refunds
    from ledger_entries
    where donation_id is not null and kind in ('donation', 'platform_fee', 'club_share', 'refund')
    group by 1, 2
  )
  select coalesce(t.club_id, d.club_id)::text || ' ' || coalesce(t.day, d.day)::text as key
  from truth t full join club_ledger_days d on d.club_id = t.club_id and d.day = t.day
  where coalesce(t.gross, 0) <> coalesce(d.gross_rappen, 0) or coalesce(t.fee, 0) <> coalesce(d.fee_rappen, 0)
     or coalesce(t.net, 0) <> coalesce(d.net_rappen, 0) or coalesce(t.donations, 0) <> coalesce(d.donations, 0)
     or coalesce(t.refunds, 0) <> coalesce(d.refunds, 0)`;

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
