// @database: aggregates over dates and time zones in SQL; run on PostgreSQL too (vitest.config.ts).
import { DASHBOARD, type GraphPeriod, MESSAGES } from '@tifo/contract';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema';
import { bucketStarts } from '../src/modules/dashboard/service';
import { addSwissDays, startOfSwissDay, swissIsoDay } from '../src/platform/swiss-dates';
import { createProduct } from '../src/seed/factories';
import {
  chf,
  donationRow,
  donorWithCard,
  expectLedgerInStep,
  give,
  ledgerBalance,
  ledgerFigures,
  operator,
  payoutClub,
} from './dashboard.helpers';
import { expectNoServerError, useTestApp } from './helpers';
import { userWithToken } from './offers.helpers';
import { advance, SUB_CARDS, subscribe } from './subscriptions.helpers';

const t = useTestApp();

const PERIODS: GraphPeriod[] = ['all', 'year', 'month', 'week', 'day'];

async function now(): Promise<Date> {
  const answer = await t.get('/dev/clock');
  return new Date(answer.body.now as string);
}

/** Where each period's window starts (Swiss time), as the dashboard counts it. */
function windowStart(period: GraphPeriod, at: Date): Date | null {
  return period === 'all' ? null : (bucketStarts(period, at, null)[0] ?? null);
}

/** Every dashboard figure of the club equals a direct sum over the ledger. */
async function expectFiguresFromLedger(clubId: string, token: string) {
  const at = await now();
  for (const period of PERIODS) {
    const answer = await t.post('/api/donations/performance', { clubId, period }, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const truth = await ledgerFigures(t, clubId, windowStart(period, at));
    expect(answer.body, period).toMatchObject({
      period,
      totalAmount: chf(truth.net),
      totalGross: chf(truth.gross),
      totalFee: chf(truth.fee),
      noOfDonations: truth.donations,
    });
    const graph = answer.body.graph as { donations: number; count: number }[];
    expect(graph.length).toBeGreaterThan(0);
    const graphNet = graph.reduce((sum, point) => sum + Math.round(point.donations * 100), 0);
    expect(graphNet, `${period} graph`).toBe(truth.net);
    expect(graph.reduce((sum, point) => sum + point.count, 0)).toBe(truth.donations);
  }
  const pending = await t.post('/api/donations/pending-payout-club', { clubId }, token);
  expect(pending.status).toBe(200);
  const balance = await ledgerBalance(t, clubId);
  expect(pending.body).toMatchObject({ amount: chf(balance.payable), inTransit: chf(balance.inTransit) });
  await expectLedgerInStep(t);
}

describe('the overview (clock-driven months of donations, refunds and subscription charges)', () => {
  it('shows exactly what the ledger says, period by period, after every step', async () => {
    const { club, admin, finance, editor, product } = await payoutClub(t);
    const other = await payoutClub(t);
    const anna = await donorWithCard(t, 'anna');
    const ben = await donorWithCard(t, 'ben');

    await give(t, anna, product.id, 25, true);
    await give(t, ben, product.id, 50);
    await give(t, anna, other.product.id, 80);
    await expectFiguresFromLedger(club.id, admin.token);

    // A monthly subscription to the club charges every month as the clock moves.
    const { product: monthly } = await createProduct(t.db, {
      clubId: club.id,
      title: 'Monatsbeitrag',
      productType: 'subscription',
      priceRappen: 2000,
      recurringPeriod: 'month',
      image: '/files/products/x.jpg',
    });
    await subscribe(t, monthly.id, SUB_CARDS.renews, 20);
    await advance(t, 20);
    const big = await give(t, ben, product.id, 150);
    await expectFiguresFromLedger(club.id, finance.token);

    // The operator refunds a donation: every figure drops by it, the fee comes back to the club's share.
    const op = await operator(t);
    const refunded = await t.post(
      `/api/admin/donations/${big}/refund`,
      { reason: 'Doppelt bezahlt' },
      op.token,
    );
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect((await donationRow(t, big)).status).toBe('refunded');
    const again = await t.post(`/api/admin/donations/${big}/refund`, { reason: 'Doppelt bezahlt' }, op.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.donationNotRefundable);
    // Ben is told once, in his language, which payment came back and how; its receipt no longer counts.
    const told = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, ben.email), eq(emailOutbox.template, 'donationRefunded')));
    expect(told).toHaveLength(1);
    expect(told[0]?.subject).toBe(`Deine Spende an ${club.name} wurde erstattet`);
    expect(told[0]?.text).toContain(`Deine Zahlung von CHF 150.00 vom`);
    expect(told[0]?.text).toContain('(Karte)');
    expect(told[0]?.text).toContain(`Referenz ${big}`);
    // The club's admin and finance user are told too (the editor, who sees no money, is not): their share of
    // CHF 130 comes off the balance, the fee of CHF 20 is not kept. The operator's reason is not in it.
    const clubTold = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, 'donationRefundedClub'));
    expect(clubTold.map((mail) => mail.toAddress).sort()).toEqual([admin.email, finance.email].sort());
    for (const mail of clubTold) {
      expect(mail.subject).toBe(`Spende an ${club.name} erstattet: CHF 150.00`);
      expect(mail.text).toContain(`(${product.title}, Referenz ${big})`);
      expect(mail.text).toContain('Euer Anteil daran, CHF 130.00, wird Eurem Guthaben abgezogen.');
      expect(mail.text).toContain('Die Gebühr von CHF 20.00 behält');
      expect(mail.text).toContain(`/profile/club?club=${club.id}&tab=financials`);
      expect(mail.text).not.toContain('Doppelt bezahlt');
    }
    await expectFiguresFromLedger(club.id, editor.token);

    await advance(t, 40);
    await give(t, anna, product.id, 10, true);
    await expectFiguresFromLedger(club.id, admin.token);
    await advance(t, 330);
    await give(t, ben, product.id, 5);
    await expectFiguresFromLedger(club.id, admin.token);

    // A year later 'year' no longer holds the first donations; 'all' still does.
    const all = await t.post('/api/donations/performance', { clubId: club.id, period: 'all' }, admin.token);
    const year = await t.post('/api/donations/performance', { clubId: club.id, period: 'year' }, admin.token);
    expect(year.body.totalAmount).toBeLessThan(all.body.totalAmount);
    expect(year.body.graph).toHaveLength(12);
    expect(all.body.bucket).toBe('month');
    // The default period is the year (PRODUCT.md §constants).
    const byDefault = await t.post('/api/donations/performance', { clubId: club.id }, admin.token);
    expect(byDefault.body.period).toBe(DASHBOARD.graphPeriod);
    expect(byDefault.body.totalAmount).toBe(year.body.totalAmount);
  });

  it('answers a graph of every bucket of the period, empty ones included', async () => {
    const { club, admin } = await payoutClub(t);
    const at = await now();
    const expected = { day: 24, week: 7, month: 30, year: 12 } as const;
    for (const period of ['week', 'month', 'year'] as const) {
      const answer = await t.post('/api/donations/performance', { clubId: club.id, period }, admin.token);
      expect(answer.body.graph).toHaveLength(expected[period]);
      expect(answer.body.totalAmount).toBe(0);
    }
    const day = await t.post('/api/donations/performance', { clubId: club.id, period: 'day' }, admin.token);
    const hours =
      (startOfSwissDay(addSwissDays(swissIsoDay(at), 1)).getTime() -
        startOfSwissDay(swissIsoDay(at)).getTime()) /
      3_600_000;
    expect(day.body.graph).toHaveLength(hours);
    expect(day.body.bucket).toBe('hour');
    const all = await t.post('/api/donations/performance', { clubId: club.id, period: 'all' }, admin.token);
    expect(all.body.graph).toHaveLength(1);
  });
});

describe('top products and top sponsors', () => {
  it('ranks products by amount and sponsors by what they gave, names only with consent', async () => {
    const { club, admin, finance, editor, product } = await payoutClub(t);
    const second = await payoutClub(t);
    const people = [
      await donorWithCard(t, 'carla'),
      await donorWithCard(t, 'dario'),
      await donorWithCard(t, 'elena'),
      await donorWithCard(t, 'fabio'),
    ];
    await give(t, people[0]!, product.id, 100, true);
    await give(t, people[1]!, product.id, 60);
    await give(t, people[2]!, product.id, 30, true);
    await give(t, people[3]!, product.id, 10, true);
    // Another club's donation by the same person stays with that club.
    await give(t, people[3]!, second.product.id, 500, true);
    // Dario gives again and now agrees to be shown: his latest choice counts.
    await give(t, people[1]!, product.id, 5, true);

    const sponsors = await t.post('/api/donations/top-sponsor', { clubId: club.id }, finance.token);
    expect(sponsors.status).toBe(200);
    expect(sponsors.body.totalElements).toBe(4);
    expect(sponsors.body.totalPages).toBe(2);
    expect(sponsors.body.content).toHaveLength(DASHBOARD.topSponsorsPageSize);
    const first = people[0]!.email;
    expect(sponsors.body.content.map((s: { totalAmount: number }) => s.totalAmount)).toEqual([100, 65, 30]);
    expect(sponsors.body.content[0]).toMatchObject({ rank: 1, anonymous: false });
    expect(sponsors.body.content[0].firstName).toBeTruthy();
    expect(first).toContain('carla');
    expect(sponsors.body.content[1]).toMatchObject({ rank: 2, anonymous: false, noOfDonations: 2 });
    const next = await t.post('/api/donations/top-sponsor', { clubId: club.id, pageId: 1 }, admin.token);
    expect(next.body.content).toEqual([
      expect.objectContaining({ rank: 4, totalAmount: 10, anonymous: false }),
    ]);

    // Elena withdraws her consent at her next checkout: she is anonymous from then on.
    await give(t, people[2]!, product.id, 5, false);
    const after = await t.post('/api/donations/top-sponsor', { clubId: club.id }, admin.token);
    expect(after.body.content[2]).toMatchObject({
      totalAmount: 35,
      anonymous: true,
      firstName: null,
      image: null,
    });

    const products = await t.post('/api/donations/top-products', { clubId: club.id }, finance.token);
    expect(products.status).toBe(200);
    expect(products.body.content).toEqual([
      expect.objectContaining({ id: product.id, totalQuantity: 6, totalAmount: 210 }),
    ]);
    // The editor has no top tabs (PRODUCT.md §dashboard): the server refuses too.
    const refused = await t.post('/api/donations/top-products', { clubId: club.id }, editor.token);
    expect(refused.status).toBe(403);
    expect((await t.post('/api/donations/top-sponsor', { clubId: club.id }, editor.token)).status).toBe(403);
    await expectLedgerInStep(t);
  });
});

describe('bad input and rights on the dashboard calls', () => {
  it('answers 4xx with the message, never a 500 nor another club’s figure', async () => {
    const mine = await payoutClub(t);
    const theirs = await payoutClub(t);
    const fan = await donorWithCard(t, 'gina');
    await give(t, fan, theirs.product.id, 40);
    const stranger = await userWithToken(t, 'stranger');
    const calls = [
      '/api/donations/performance',
      '/api/donations/pending-payout-club',
      '/api/donations/top-products',
      '/api/donations/top-sponsor',
      '/api/payouts/payout-details-club',
    ];
    for (const url of calls) {
      // Another club's id: 403, whichever role the caller has in their own club.
      const other = await t.post(url, { clubId: theirs.club.id }, mine.admin.token);
      expect(other.status, url).toBe(403);
      expect((await t.post(url, { clubId: theirs.club.id }, stranger.token)).status).toBe(403);
      expect((await t.post(url, { clubId: theirs.club.id })).status).toBe(401);
      const unknown = await t.post(url, { clubId: '00000000-0000-4000-8000-000000000000' }, mine.admin.token);
      expect(unknown.status).toBe(404);
      const malformed = await t.post(url, { clubId: 'abc' }, mine.admin.token);
      expect(malformed.status).toBe(400);
    }
    for (const pageSize of [0, -1, 10_000, 'x']) {
      for (const url of [
        '/api/donations/top-products',
        '/api/donations/top-sponsor',
        '/api/payouts/payout-details-club',
      ]) {
        const answer = await t.post(url, { clubId: mine.club.id, pageSize }, mine.admin.token);
        expect(answer.status, `${url} ${pageSize}`).toBe(400);
        expect(answer.body.message).toBe(MESSAGES.pageSizeInvalid);
      }
    }
    const period = await t.post(
      '/api/donations/performance',
      { clubId: mine.club.id, period: 'decade' },
      mine.admin.token,
    );
    expect(period.status).toBe(400);
    expect(period.body.message).toBe(MESSAGES.periodInvalid);
    // Finance sees the overview and financials; the editor the overview but not the financials.
    expect(
      (await t.post('/api/donations/performance', { clubId: mine.club.id }, mine.finance.token)).status,
    ).toBe(200);
    expect(
      (await t.post('/api/donations/pending-payout-club', { clubId: mine.club.id }, mine.editor.token))
        .status,
    ).toBe(200);
    const editorPayouts = await t.post(
      '/api/payouts/payout-details-club',
      { clubId: mine.club.id },
      mine.editor.token,
    );
    expect(editorPayouts.status).toBe(403);
    // Whatever body arrives: never a 500, always the API's error shape.
    for (const url of calls) {
      await expectNoServerError(
        t,
        { method: 'POST', url, token: mine.admin.token },
        fc.record(
          {
            clubId: fc.oneof(
              fc.constant(mine.club.id),
              fc.constant(theirs.club.id),
              fc.string(),
              fc.integer(),
            ),
            period: fc.oneof(
              fc.constantFrom('all', 'year', 'day', ''),
              fc.string(),
              fc.integer(),
              fc.constant(null),
            ),
            pageId: fc.oneof(fc.integer({ min: -5, max: 20_000 }), fc.string(), fc.constant(null)),
            pageSize: fc.oneof(fc.integer({ min: -5, max: 20_000 }), fc.double(), fc.constant(null)),
          },
          { requiredKeys: [] },
        ),
        25,
      );
    }
  });
});

describe('the donations export (CSV for Excel)', () => {
  it('lists the donations and refunds of the days asked for, donor or anonymous, gross, fee, net', async () => {
    const { club, admin, finance, editor, product } = await payoutClub(t);
    const named = await donorWithCard(t, 'zoe');
    const shy = await donorWithCard(t, 'yann');
    await give(t, named, product.id, 120, true);
    const refunded = await give(t, shy, product.id, 30);
    const op = await operator(t);
    expect(
      (await t.post(`/api/admin/donations/${refunded}/refund`, { reason: 'Irrtum' }, op.token)).status,
    ).toBe(200);
    const today = swissIsoDay(await now());
    const answer = await t.post(
      '/api/donations/export',
      { clubId: club.id, from: today, to: today },
      finance.token,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.rows).toBe(3);
    expect(answer.body.fileName).toBe(`tifo-donations-${today}-${today}.csv`);
    const csv = answer.body.csv as string;
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"Datum";"Buchung";"Angebot";"Spender/in";"Brutto (CHF)";"Gebühr (CHF)";"Netto (CHF)";"Gebühr übernommen (CHF)";"Quelle";"Auszahlung";"Referenz"',
    );
    const day = today.split('-').reverse().join('.');
    expect(lines[1]).toMatch(
      new RegExp(
        `^"${day}";"Spende";"${product.title}";"Test User";"120.00";"20.00";"100.00";"0.00";"";"offen";"[0-9a-f-]{36}"$`,
      ),
    );
    expect(lines[2]).toContain('"anonym";"30.00";"6.00";"24.00"');
    expect(lines[3]).toContain(`"Rückerstattung";"${product.title}";"anonym";"-30.00";"-6.00";"-24.00"`);
    // Another language's headers follow the caller's.
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/donations/export',
      payload: { clubId: club.id, from: today, to: today },
      headers: { authorization: `Bearer ${admin.token}`, 'accept-language': 'en' },
    });
    expect(english.json().csv).toContain('"Date";"Booking";"Offer";"Donor"');
    // Bad ranges and the editor (no financials tab): clear 4xx.
    const backwards = await t.post(
      '/api/donations/export',
      { clubId: club.id, from: today, to: '2020-01-01' },
      admin.token,
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe(MESSAGES.dateRangeInvalid);
    const nonsense = await t.post(
      '/api/donations/export',
      { clubId: club.id, from: '31.02.2026', to: today },
      admin.token,
    );
    expect(nonsense.status).toBe(400);
    expect(nonsense.body.message).toBe(MESSAGES.invalidDate);
    expect(
      (await t.post('/api/donations/export', { clubId: club.id, from: today, to: today }, editor.token))
        .status,
    ).toBe(403);
  });
});
