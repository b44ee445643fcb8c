import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clubs, events, products } from '../src/db/schema-clubs';
import { paymentLinks } from '../src/db/schema-links';
import { donations } from '../src/db/schema-payments';
import { feeInvoices, payoutRuns, payouts } from '../src/db/schema-payouts';
import { summariesOutOfStep } from '../src/modules/ledger/summaries';
import { DEMO_CATALOG } from '../src/seed/demo-catalog';
import { DEMO_ACCOUNTS, DEMO_ORGANISATIONS, DEMO_PASSWORD, DEMO_SPORT_TYPES } from '../src/seed/demo-data';
import { DEMO_LINKS } from '../src/seed/demo-links';
import { seedDemoData } from '../src/seed/seed';
import { TEST_IBAN_KEY, useTestApp } from './helpers';

const t = useTestApp();

async function count(table: string): Promise<number> {
  const result = await t.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`));
  return result.rows[0]!.n;
}

/** How many rows the demo data fills in, table by table. */
async function seededCounts() {
  const tables = ['clubs', 'sport_types', 'users', 'club_admins', 'club_sport_types', 'products', 'events'];
  return Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await count(table)])));
}

describe('demo data', () => {
  it('seeds organisations, sport types and demo accounts, and a second run adds nothing', async () => {
    const first = await seedDemoData(t.db);
    expect(first.created.organisations).toBe(DEMO_ORGANISATIONS.length);
    expect(first.created.accounts).toBe(DEMO_ACCOUNTS.length);
    const counts = await seededCounts();
    expect(first.created.products).toBe(DEMO_CATALOG.flatMap((entry) => entry.products).length);
    expect(first.created.events).toBe(DEMO_CATALOG.flatMap((entry) => entry.events).length);
    expect(counts.products).toBeGreaterThanOrEqual(80);
    expect(counts.events).toBeGreaterThanOrEqual(15);
    expect(counts.clubs).toBeGreaterThanOrEqual(40);
    expect(counts.sport_types).toBe(DEMO_SPORT_TYPES.length);
    const second = await seedDemoData(t.db);
    expect(second.created).toMatchObject({ organisations: 0, accounts: 0, products: 0, events: 0 });
    expect(await seededCounts()).toEqual(counts);
  });

  it('gives FC Seefeld Zürich payment links whose pages work and some of whose gifts came through them', async () => {
    await seedDemoData(t.db);
    const links = await t.db.select().from(paymentLinks).orderBy(asc(paymentLinks.code));
    expect(links.map((link) => [link.code, link.source])).toEqual(
      DEMO_LINKS.map((link) => [link.code, link.source]).sort(),
    );
    for (const link of DEMO_LINKS) {
      const page = await t.app.inject({ method: 'GET', url: `/l/${link.code}` });
      expect(page.statusCode, link.code).toBe(200);
      expect(page.body).toContain('<h1>Freier Beitrag</h1>');
      const gifts = await t.db
        .select()
        .from(donations)
        .where(eq(donations.paymentLinkId, links.find((row) => row.code === link.code)!.id));
      expect(gifts.length, link.code).toBeGreaterThan(0);
    }
  });

  it('gives every demo login its role, and the club roles their club', async () => {
    await seedDemoData(t.db);
    for (const account of DEMO_ACCOUNTS) {
      const login = await t.post('/api/users/login', { email: account.email, password: DEMO_PASSWORD });
      expect(login.status).toBe(200);
      expect(login.body.roles).toContain(account.role);
      expect(login.body.verified).toBe(true);
      expect(login.body.clubId === null).toBe(account.clubShortName === null);
    }
  });
});

describe('demo catalog', () => {
  it('stores every product within the product rules, amounts in Rappen', async () => {
    await seedDemoData(t.db);
    const rows = await t.db.select().from(products);
    expect(new Set(rows.map((row) => row.productType))).toEqual(
      new Set(['fixed', 'open', 'subscription', 'crowd', 'membership']),
    );
    for (const row of rows) {
      const where = row.title;
      expect(row.title.length, where).toBeLessThanOrEqual(25);
      for (const text of [row.descriptionDe, row.descriptionEn, row.descriptionFr, row.descriptionIt]) {
        expect(text.trim().length, where).toBeGreaterThan(0);
        expect(text.length, where).toBeLessThanOrEqual(240);
      }
      if (row.productType === 'open') expect(row.priceRappen, where).toBeNull();
      else expect(row.priceRappen, where).toBeGreaterThanOrEqual(500);
      if (row.priceRappen !== null) expect(Number.isInteger(row.priceRappen), where).toBe(true);
      expect(row.crowdFunding, where).toBe(row.productType === 'crowd');
      if (row.crowdFunding) {
        expect(row.targetAmountRappen, where).toBeGreaterThan(0);
        expect(row.campaignEndDate?.getUTCFullYear(), where).toBe(2027);
      }
      const recurring = row.productType === 'subscription' || row.productType === 'membership';
      expect(row.recurringProduct, where).toBe(recurring);
      if (recurring) expect(row.recurringPeriod, where).not.toBeNull();
      else expect(row.recurringPeriod, where).toBeNull();
      if (row.deliveryAvailable) expect(row.productType, where).toBe('fixed');
      expect(row.expiryDate?.getUTCFullYear(), where).toBe(2027);
      expect(row.status).toBe('active');
    }
    const [jersey] = await t.db
      .select({ price: products.priceRappen, delivery: products.deliveryAvailable })
      .from(products)
      .innerJoin(clubs, eq(clubs.id, products.clubId))
      .where(sql`${clubs.shortName} = 'fc-seefeld-zurich' and ${products.title} = 'Trikot-Sponsoring'`);
    expect(jersey).toEqual({ price: 15_000, delivery: true });
  });

  it("stores every event in its club's town, titled 5 to 20 characters, ending after it starts", async () => {
    await seedDemoData(t.db);
    const rows = await t.db
      .select({ event: events, club: clubs })
      .from(events)
      .innerJoin(clubs, eq(clubs.id, events.clubId));
    expect(new Set(rows.map((row) => row.club.id)).size).toBeGreaterThanOrEqual(15);
    for (const { event, club } of rows) {
      expect(event.title.length, event.title).toBeGreaterThanOrEqual(5);
      expect(event.title.length, event.title).toBeLessThanOrEqual(20);
      expect(event.toDate.getTime(), event.title).toBeGreaterThanOrEqual(event.fromDate.getTime());
      expect(event.location).toBe(club.city);
      expect([event.latitude, event.longitude]).toEqual([club.latitude, club.longitude]);
      expect(event.tickets.length).toBeGreaterThan(0);
      expect(['approved', 'verified']).toContain(club.status);
    }
    const seefeld = rows.filter((row) => row.club.shortName === 'fc-seefeld-zurich');
    expect(seefeld).toHaveLength(3);
  });
});

describe('demo donations', () => {
  it('books three gifts per crowdfunding campaign with balanced ledger rows and totals, once', async () => {
    await seedDemoData(t.db);
    // All-or-nothing campaigns take pledges, not gifts, before their end (issue 49).
    const crowd = DEMO_CATALOG.flatMap((entry) => entry.products).filter(
      (p) => p.productType === 'crowd' && p.campaignMode === undefined,
    );
    expect(crowd.length).toBeGreaterThan(0);
    const seeded = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from donations where provider_reference like 'seed\\_%'`,
    );
    expect(seeded.rows[0]!.n).toBe(crowd.length * 3);
    // Each donation has gross = fee + net in the ledger (three rows), each payout movement two, and the ledger
    // sums to zero; the summary tables agree with it.
    const ledger = await t.db.execute<{ total: number; rows: number; donations: number; payouts: number }>(
      sql`select coalesce(sum(amount_rappen), 0)::int as total, count(*)::int as rows,
                 (select count(*)::int from donations) as donations,
                 count(*) filter (where payout_id is not null)::int as payouts
          from ledger_entries`,
    );
    const counted = ledger.rows[0]!;
    expect(counted.total).toBe(0);
    expect(counted.rows).toBe(counted.donations * 3 + counted.payouts);
    expect(await summariesOutOfStep(t.db)).toEqual({ balances: [], hours: [], days: [], sponsors: [] });
    // The products' totals agree with their donations and stay under the target.
    const drift = await t.db.execute<{ n: number }>(sql`
      select count(*)::int as n from products p
      where p.total_funded_rappen <> coalesce((select sum(amount_rappen) from donations d
        where d.product_id = p.id and d.status = 'succeeded'), 0)
        or p.total_funded_rappen > coalesce(p.target_amount_rappen, p.total_funded_rappen)`);
    expect(drift.rows[0]!.n).toBe(0);
    const again = await seedDemoData(t.db);
    expect(again.created.donations).toBe(0);
    expect(
      (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from ledger_entries`)).rows[0]!.n,
    ).toBe(counted.rows);
  });
});

describe("the demo supporter's profile", () => {
  it("has an address, two favourites and last year's gifts: deductible and other on the certificate", async () => {
    await seedDemoData(t.db);
    const supporter = DEMO_ACCOUNTS.find((account) => account.key === 'supporter')!;
    const login = await t.post('/api/users/login', { email: supporter.email, password: DEMO_PASSWORD });
    const userId = login.body.userId as string;
    expect(login.body.address).toMatchObject({ address1: 'Seefeldstrasse 12', postalCode: '8008' });
    const favourites = await t.post(
      '/api/favourites/filter',
      { userId, pageId: 0, pageSize: 10 },
      login.body.token,
    );
    expect(favourites.body.content).toHaveLength(2);
    const years = await t.post('/api/donations/certificates', { userId }, login.body.token);
    const lastYear = years.body.content[0];
    expect(lastYear.year).toBe(new Date().getFullYear() - 1);
    expect(lastYear.deductible).toBeGreaterThan(0);
    expect(lastYear.other).toBeGreaterThan(0);
    const totals = await t.post('/api/donations/user-club-total', { userId }, login.body.token);
    expect(totals.body.content.length).toBeGreaterThanOrEqual(3);
    // An open invitation to join OL Gallus' editors (issue 17) that gives no role until accepted …
    const invitations = await t.post('/api/users/club-invitations', undefined, login.body.token);
    expect(invitations.body).toEqual([
      expect.objectContaining({ clubName: 'OL Gallus St. Gallen', role: 'ROLE_CLUB_OPERATOR' }),
    ]);
    expect(login.body.roles).toEqual(['ROLE_USER']);
    // … and that a second start does not bring back once declined.
    const declined = await t.post(
      '/api/users/club-invitations/decline',
      { clubId: invitations.body[0].clubId },
      login.body.token,
    );
    expect(declined.status).toBe(200);
    await seedDemoData(t.db);
    expect((await t.post('/api/users/club-invitations', undefined, login.body.token)).body).toEqual([]);
  });
});

describe('a year of demo history', () => {
  it('gives the demo clubs a year of donations and the payouts of that year, the latest pending', async () => {
    const now = new Date();
    await seedDemoData(t.db, { ibanKey: Buffer.from(TEST_IBAN_KEY, 'base64'), now });
    const [seefeld] = await t.db.select().from(clubs).where(eq(clubs.shortName, 'fc-seefeld-zurich'));
    const months = await t.db.execute<{ months: number; n: number }>(sql`
      select count(distinct date_trunc('month', settled_at))::int as months, count(*)::int as n
      from donations where club_id = ${seefeld!.id} and settled_at > ${new Date(now.getTime() - 366 * 86_400_000)}`);
    expect(months.rows[0]!.n).toBeGreaterThan(100);
    expect(months.rows[0]!.months).toBeGreaterThanOrEqual(12);
    // The jersey, offered with delivery, went to the fans' addresses: the older ones sent, the last days' open.
    const shipped = await t.db.execute<{ sent: number; open: number; bad: number }>(sql`
      select count(*) filter (where d.delivery_sent_at is not null)::int as sent,
        count(*) filter (where d.delivery_sent_at is null)::int as open,
        count(*) filter (where d.delivery->>'postalCode' !~ '^[0-9]{4}$' or d.delivery->>'country' <> 'CH')::int as bad
      from donations d join products p on p.id = d.product_id
      where d.club_id = ${seefeld!.id} and p.delivery_available`);
    expect(shipped.rows[0]!.sent).toBeGreaterThan(0);
    expect(shipped.rows[0]!.open).toBeGreaterThan(0);
    expect(shipped.rows[0]!.bad).toBe(0);
    const withoutAddress = await t.db.execute<{ n: number }>(sql`
      select count(*)::int as n from donations d join products p on p.id = d.product_id
      where p.delivery_available and d.delivery is null and d.provider_reference like 'demo_%'`);
    expect(withoutAddress.rows[0]!.n).toBe(0);
    const runs = await t.db.select().from(payoutRuns).orderBy(asc(payoutRuns.runDate));
    expect(runs.length).toBeGreaterThanOrEqual(25);
    const byRun = await t.db.execute<{ run_date: string; statuses: string[] }>(sql`
      select r.run_date::text as run_date, array_agg(distinct p.status) as statuses
      from payout_runs r join payouts p on p.run_id = r.id group by r.run_date order by r.run_date`);
    const last = byRun.rows.at(-1)!;
    expect(last.statuses).toEqual(['pending']);
    for (const row of byRun.rows.slice(0, -1)) expect(row.statuses).toEqual(['paid']);
    // Only verified clubs with a bank account were paid; the ledger balances and the summaries agree.
    const paidClubs = await t.db.execute<{ status: string }>(sql`
      select distinct c.status from payouts p join clubs c on c.id = p.club_id`);
    expect(paidClubs.rows.map((row) => row.status)).toEqual(['verified']);
    expect(await summariesOutOfStep(t.db)).toEqual({ balances: [], hours: [], days: [], sponsors: [] });
    const total = await t.db.execute<{ total: number }>(
      sql`select coalesce(sum(amount_rappen), 0)::int as total from ledger_entries`,
    );
    expect(total.rows[0]!.total).toBe(0);
    // The fee invoices of the past months (issue 47), numbered 1, 2, 3 … without gaps, month by month; each
    // month's fees are what the ledger withheld in it.
    const invoices = await t.db.select().from(feeInvoices).orderBy(asc(feeInvoices.number));
    expect(invoices.map((invoice) => invoice.number)).toEqual(invoices.map((_, index) => index + 1));
    expect([...new Set(invoices.map((invoice) => invoice.month))]).toEqual(
      [...new Set(invoices.map((invoice) => invoice.month))].sort(),
    );
    const seefeldInvoices = invoices.filter((invoice) => invoice.clubId === seefeld!.id);
    expect(seefeldInvoices.length).toBeGreaterThanOrEqual(12);
    const withheld = await t.db.execute<{ fee: number }>(sql`
      select (-coalesce(sum(amount_rappen), 0))::int as fee from ledger_entries
      where club_id = ${seefeld!.id} and account = 'platform_fee'
        and to_char(created_at at time zone 'Europe/Zurich', 'YYYY-MM') = ${seefeldInvoices[0]!.month}`);
    expect(seefeldInvoices[0]!.feeRappen).toBe(withheld.rows[0]!.fee);
    // A second seed adds no run, no payout and no invoice.
    const before = (await t.db.select().from(payouts)).length;
    await seedDemoData(t.db, { ibanKey: Buffer.from(TEST_IBAN_KEY, 'base64'), now });
    expect((await t.db.select().from(payouts)).length).toBe(before);
    expect((await t.db.select().from(feeInvoices)).length).toBe(invoices.length);
  });
});
