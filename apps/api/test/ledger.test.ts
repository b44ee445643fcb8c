// @database: money booked in transactions under row locks, idempotency keys and unique constraints; run on PostgreSQL too (vitest.config.ts).
import { randomUUID } from 'node:crypto';
import { LEDGER_EXPORT_MAX_DAYS, LEDGER_PAGE_SIZE, MESSAGES } from '@tifo/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema-clubs';
import { donations, ledgerEntries } from '../src/db/schema-payments';
import { clubBalances, clubSponsors } from '../src/db/schema-payouts';
import { createOperator } from '../src/modules/admin/operators';
import { summariesOutOfStep } from '../src/modules/ledger/summaries';
import { useTestApp } from './helpers';
import { card, club, donor, product, productTotals } from './payments.helpers';

/** The operator's ledger: every booked donation visible with its rows, the balance, and the totals rebuilt. */
const t = useTestApp();
let operator: Awaited<ReturnType<typeof donor>>;
let person: Awaited<ReturnType<typeof donor>>;
let openId: string;
let firstId: string;
let firstReference: string;
let clubId: string;
let name: string;
let clubAdmin: Awaited<ReturnType<typeof donor>>;

async function pay(token: string, productId: string, amount: number) {
  const pm = await card(t, token);
  const response = await t.post('/api/payments/pay', { productId, amount, paymentMethodId: pm }, token);
  expect(response.status).toBe(200);
  return response.body as { donationId: string; paymentIntentId: string };
}

beforeAll(async () => {
  operator = await donor(t, 'operator');
  await createOperator(t.db, { email: operator.email });
  person = await donor(t);
  clubAdmin = await donor(t, 'clubadmin');
  const target = await club(t, { admins: [{ email: clubAdmin.email, role: 'ROLE_CLUB' }] });
  clubId = target.id;
  name = target.name;
  openId = (await product(t, target.id, 'open', null)).id;
  const first = await pay(person.token, openId, 25);
  firstId = first.donationId;
  firstReference = first.paymentIntentId;
  await pay(person.token, openId, 150.5);
});

describe('GET /api/admin/ledger', () => {
  it('is for the operator only: anonymous 401, a donor 403', async () => {
    expect((await t.get('/api/admin/ledger')).status).toBe(401);
    const someone = await donor(t);
    const answer = await t.get('/api/admin/ledger', someone.token);
    expect(answer.status).toBe(403);
  });

  it('sums every account, balances to zero, and lists the donations with their ledger rows', async () => {
    const answer = await t.get('/api/admin/ledger', operator.token);
    expect(answer.status).toBe(200);
    // CHF 25 → fee 5, club 20; CHF 150.50 → fee capped at 20, club 130.50.
    expect(answer.body.accounts).toEqual({
      donor_gross: 17550,
      platform_fee: -2500,
      club_payable: -15050,
      payout_in_transit: 0,
      paid_out: 0,
    });
    expect(answer.body).toMatchObject({
      balanceRappen: 0,
      bookedDonations: 2,
      productsOutOfStep: 0,
      total: 2,
    });
    expect(answer.body.pageSize).toBe(LEDGER_PAGE_SIZE);
    const [newest, oldest] = answer.body.donations;
    expect(newest).toMatchObject({ amountRappen: 15050, status: 'succeeded', provider: 'sandbox_card' });
    expect(newest.ledger).toEqual({ donor_gross: 15050, platform_fee: -2000, club_payable: -13050 });
    expect(oldest).toMatchObject({ id: firstId, amountRappen: 2500, providerReference: firstReference });
    expect(oldest.ledger).toEqual({ donor_gross: 2500, platform_fee: -500, club_payable: -2000 });
    expect(oldest.donorEmail).toMatch(/^donor/);
  });

  it('finds one donation by its id or its provider reference', async () => {
    for (const key of [firstId, firstReference]) {
      const answer = await t.get(`/api/admin/ledger?donation=${encodeURIComponent(key)}`, operator.token);
      expect(answer.body.total).toBe(1);
      expect(answer.body.donations[0]).toMatchObject({ id: firstId, amountRappen: 2500 });
    }
    const none = await t.get('/api/admin/ledger?donation=pi_unknown', operator.token);
    expect(none.body).toMatchObject({ total: 0, donations: [] });
  });

  it('refuses a bad page with a 400, not a 500', async () => {
    const answer = await t.get('/api/admin/ledger?page=-1', operator.token);
    expect(answer.status).toBe(400);
  });
});

describe('POST /api/admin/ledger/rebuild-product-totals', () => {
  it('notices a product whose totals disagree with the ledger and sets them from it', async () => {
    await t.db.update(products).set({ totalFundedRappen: 99, backers: 7 }).where(eq(products.id, openId));
    const before = await t.get('/api/admin/ledger', operator.token);
    expect(before.body.productsOutOfStep).toBe(1);

    expect((await t.post('/api/admin/ledger/rebuild-product-totals', undefined)).status).toBe(401);
    const rebuilt = await t.post('/api/admin/ledger/rebuild-product-totals', undefined, operator.token);
    expect(rebuilt.status).toBe(200);
    expect(rebuilt.body).toEqual({ corrected: 1 });
    expect(await productTotals(t, openId)).toEqual({ totalFundedRappen: 17550, backers: 2 });
    expect((await t.get('/api/admin/ledger', operator.token)).body.productsOutOfStep).toBe(0);
    const again = await t.post('/api/admin/ledger/rebuild-product-totals', undefined, operator.token);
    expect(again.body).toEqual({ corrected: 0 });
  });
});

describe("the club's own product list", () => {
  it('shows its administrators what each product raised and from how many backers', async () => {
    const answer = await t.post('/api/products/club', { clubId }, clubAdmin.token);
    expect(answer.status).toBe(200);
    const [open] = answer.body as unknown as { id: string; totalFunded: number; backers: number }[];
    expect(open).toMatchObject({ id: openId, totalFunded: 175.5, backers: 2 });
  });
});

describe("the ledger's summaries", () => {
  it('follow one statement that writes movements of several clubs, donors, hours and days', async () => {
    const other = await donor(t, 'other');
    const second = await club(t);
    const gift = await pay(other.token, (await product(t, second.id, 'open', null)).id, 40);
    const booked = async (id: string) =>
      (await t.db.select().from(donations).where(eq(donations.id, id)))[0]!;
    const first = await booked(firstId);
    const secondGift = await booked(gift.donationId);
    const [before] = await t.db
      .select()
      .from(clubSponsors)
      .where(and(eq(clubSponsors.clubId, clubId), eq(clubSponsors.userId, person.id)));
    const hours = (n: number) => new Date(Date.now() + n * 3_600_000);
    const refund = (d: typeof first, at: Date) =>
      (
        [
          ['donor_gross', -d.amountRappen],
          ['platform_fee', d.feeRappen],
          ['club_payable', d.netRappen],
        ] as const
      ).map(([account, amountRappen]) => ({
        groupId: d.id,
        donationId: d.id,
        clubId: d.clubId,
        account,
        kind: 'refund',
        amountRappen,
        createdAt: at,
      }));
    const payout = [
      ['club_payable', 1000],
      ['payout_in_transit', -1000],
    ] as const;
    // One INSERT: a refund of the first club's first gift in three hours, the second club's payout of CHF 10 in
    // three hours and the refund of its gift a day later.
    await t.db.insert(ledgerEntries).values([
      ...refund(first, hours(3)),
      ...payout.map(([account, amountRappen]) => ({
        groupId: gift.donationId,
        clubId: second.id,
        account,
        kind: 'payout',
        amountRappen,
        createdAt: hours(3),
      })),
      ...refund(secondGift, hours(27)),
    ]);
    expect(await summariesOutOfStep(t.db)).toEqual({ balances: [], hours: [], days: [], sponsors: [] });
    const sponsors = await t.db
      .select()
      .from(clubSponsors)
      .where(and(eq(clubSponsors.clubId, clubId), eq(clubSponsors.userId, person.id)));
    // Two gifts (CHF 25 and 150.50), one refunded: the last gift's time stays, not the refund's.
    expect(sponsors).toEqual([
      { ...before, grossRappen: 15_050, donations: 1, lastDonationAt: before!.lastDonationAt },
    ]);
    const [secondSponsor] = await t.db.select().from(clubSponsors).where(eq(clubSponsors.clubId, second.id));
    expect(secondSponsor).toMatchObject({ userId: other.id, grossRappen: 0, donations: 0 });
    const [balance] = await t.db.select().from(clubBalances).where(eq(clubBalances.clubId, second.id));
    // Its gift's net owed, then CHF 10 put in transit and the whole net given back by the refund.
    expect(balance).toEqual({ clubId: second.id, payableRappen: -1000, inTransitRappen: 1000 });
  });
});

describe("the ledger's search by the donor's e-mail (a support request)", () => {
  it("lists every donation of that donor and no one else's, whatever the e-mail's case", async () => {
    const other = await donor(t, 'searched');
    await pay(other.token, openId, 12);
    const search = async (text: string) =>
      (await t.get(`/api/admin/ledger?donation=${encodeURIComponent(text)}`, operator.token)).body;
    const everyone = await search('');
    expect(everyone.total).toBeGreaterThan(3);

    const mine = await search(`  ${person.email.toUpperCase()} `);
    expect(mine.total).toBe(2);
    expect(mine.donations.map((row: { id: string; donorEmail: string }) => row.donorEmail)).toEqual([
      person.email,
      person.email,
    ]);
    expect(mine.donations.map((row: { id: string }) => row.id)).toContain(firstId);

    const theirs = await search(other.email);
    expect(theirs).toMatchObject({ total: 1, donations: [{ donorEmail: other.email, amountRappen: 1200 }] });
    expect(await search('nobody@example.ch')).toMatchObject({ total: 0, donations: [] });
  });
});

describe('POST /api/admin/ledger/export (the journal for the bookkeeping)', () => {
  it('is for the operator only: anonymous 401, a club admin 403', async () => {
    const range = { from: '2020-03-09', to: '2020-03-10' };
    expect((await t.post('/api/admin/ledger/export', range)).status).toBe(401);
    expect((await t.post('/api/admin/ledger/export', range, clubAdmin.token)).status).toBe(403);
  });

  it('gives every row booked on the Swiss days asked for, movement by movement, summing to zero', async () => {
    const payoutId = randomUUID();
    const groups = { gift: randomUUID(), refund: randomUUID(), payout: randomUUID(), before: randomUUID() };
    const row = (groupId: string, account: string, kind: string, amountRappen: number, at: string) => ({
      groupId,
      clubId,
      account,
      kind,
      amountRappen,
      createdAt: new Date(at),
    });
    // Written out of order: the journal orders by time, then movement, then the accounts' order.
    await t.db.insert(ledgerEntries).values([
      // 10 March 2020, 00:10 in Zurich (still the 9th in UTC): a payout put in transit.
      { ...row(groups.payout, 'payout_in_transit', 'payout', -1000, '2020-03-09T23:10:00Z'), payoutId },
      { ...row(groups.payout, 'club_payable', 'payout', 1000, '2020-03-09T23:10:00Z'), payoutId },
      // 9 March, 23:30 in Zurich: the first gift's three rows.
      {
        ...row(groups.gift, 'club_payable', 'club_share', -2000, '2020-03-09T22:30:00Z'),
        donationId: firstId,
      },
      { ...row(groups.gift, 'donor_gross', 'donation', 2500, '2020-03-09T22:30:00Z'), donationId: firstId },
      {
        ...row(groups.gift, 'platform_fee', 'platform_fee', -500, '2020-03-09T22:30:00Z'),
        donationId: firstId,
      },
      // 11 March, 00:00 in Zurich: its refund, a day after the range.
      { ...row(groups.refund, 'donor_gross', 'refund', -2500, '2020-03-10T23:00:00Z'), donationId: firstId },
      { ...row(groups.refund, 'platform_fee', 'refund', 500, '2020-03-10T23:00:00Z'), donationId: firstId },
      { ...row(groups.refund, 'club_payable', 'refund', 2000, '2020-03-10T23:00:00Z'), donationId: firstId },
      // 8 March, 23:59 in Zurich: a day before it.
      row(groups.before, 'club_payable', 'payout', 700, '2020-03-08T22:59:00Z'),
      row(groups.before, 'payout_in_transit', 'payout', -700, '2020-03-08T22:59:00Z'),
    ]);

    const answer = await t.post(
      '/api/admin/ledger/export',
      { from: '2020-03-09', to: '2020-03-10' },
      operator.token,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.fileName).toBe('tifo-ledger-2020-03-09-2020-03-10.csv');
    expect(answer.body.rows).toBe(5);
    const csv = answer.body.csv as string;
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toEqual([
      '"Zeitpunkt";"Buchung";"Art";"Konto";"Betrag (CHF)";"Organisation";"Spende";"Auszahlung";"Referenz"',
      `"09.03.2020 23:30";"${groups.gift}";"donation";"donor_gross";"25.00";"${name}";"${firstId}";"";"${firstReference}"`,
      `"09.03.2020 23:30";"${groups.gift}";"platform_fee";"platform_fee";"-5.00";"${name}";"${firstId}";"";"${firstReference}"`,
      `"09.03.2020 23:30";"${groups.gift}";"club_share";"club_payable";"-20.00";"${name}";"${firstId}";"";"${firstReference}"`,
      `"10.03.2020 00:10";"${groups.payout}";"payout";"club_payable";"10.00";"${name}";"";"${payoutId}";""`,
      `"10.03.2020 00:10";"${groups.payout}";"payout";"payout_in_transit";"-10.00";"${name}";"";"${payoutId}";""`,
      '',
    ]);

    // The headers follow the caller's language.
    const french = await t.app.inject({
      method: 'POST',
      url: '/api/admin/ledger/export',
      payload: { from: '2020-03-09', to: '2020-03-09' },
      headers: { authorization: `Bearer ${operator.token}`, 'accept-language': 'fr' },
    });
    expect(french.json().csv).toContain('"Date et heure";"Écriture";"Type";"Compte";"Montant (CHF)"');
    expect(french.json().rows).toBe(3);
  });

  it('answers a day that is none, a range backwards or longer than a month with the contract message', async () => {
    const ask = (from: string, to: string) =>
      t.post('/api/admin/ledger/export', { from, to }, operator.token);
    for (const [from, to, message] of [
      ['31.02.2026', '2026-03-01', MESSAGES.invalidDate],
      ['2026-02-30', '2026-03-01', MESSAGES.invalidDate],
      ['2026-03-02', '2026-03-01', MESSAGES.journalRangeInvalid],
      ['2026-01-01', '2026-02-02', MESSAGES.journalRangeInvalid],
    ] as const) {
      const answer = await ask(from, to);
      expect(answer.status, `${from} … ${to}`).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    // 31 days after the first is the longest range, as the message says: January 1 to February 1.
    expect(MESSAGES.journalRangeInvalid).toContain(`at most ${LEDGER_EXPORT_MAX_DAYS} days`);
    expect((await ask('2026-01-01', '2026-02-01')).status).toBe(200);
  });
});
