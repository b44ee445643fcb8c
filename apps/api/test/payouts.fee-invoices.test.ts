// @database: money booked in transactions under row locks, idempotency keys and unique constraints; run on PostgreSQL too (vitest.config.ts).
import { MESSAGES } from '@tifo/contract';
import { describe, expect, it } from 'vitest';
import { addSwissDays, swissIsoDay } from '../src/platform/swiss-dates';
import { donorWithCard, give, operator, payoutClub } from './dashboard.helpers';
import { useTestApp } from './helpers';
import { pdfText } from './support/pdf';

/**
 * Issue 47, "a fee invoice for each organisation": on the first morning of a month each organisation with gifts in
 * the month before gets an invoice of the platform's fees withheld (net of refunds), with Tifo's company details
 * and a running number, found beside its payout statements; the operator gets the month's list as CSV. Before
 * this work nothing invoiced the fees (the calls answered 404).
 */

const t = useTestApp({ env: { PLATFORM_UID: 'CHE-123.456.789 MWST' } });

describe('the monthly fee invoice', () => {
  it('invoices each organisation once for the month before, numbered without gaps, as PDF and CSV', {
    timeout: 120_000,
  }, async () => {
    const first = await payoutClub(t);
    const second = await payoutClub(t);
    const fan = await donorWithCard(t, 'gebuehr');
    // CHF 50 (fee 10), CHF 200 (fee 20: the cap), CHF 5 (fee 1, refunded below) to the first; CHF 30 to the second.
    await give(t, fan, first.product.id, 50);
    await give(t, fan, first.product.id, 200);
    const refunded = await give(t, fan, first.product.id, 5);
    await give(t, fan, second.product.id, 30);
    const op = await operator(t);
    expect(
      (await t.post(`/api/admin/donations/${refunded}/refund`, { reason: 'Irrtum' }, op.token)).status,
    ).toBe(200);
    const month = swissIsoDay(new Date()).slice(0, 7);
    const list = (clubId: string, token: string) => t.post('/api/payouts/fee-invoices', { clubId }, token);

    // Nothing before the month is over.
    expect((await list(first.club.id, first.admin.token)).body).toEqual({ content: [] });

    // The second morning of the next month: the job has run (and runs again each day without issuing twice).
    const nextMonth = addSwissDays(`${month}-01`, 32).slice(0, 7);
    const moved = await t.post('/dev/clock', { to: `${nextMonth}-02T08:00:00Z` });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.ran).toContainEqual({ job: 'fee-invoices', count: 2 });

    const mine = await list(first.club.id, first.finance.token);
    expect(mine.status).toBe(200);
    expect(mine.body.content).toHaveLength(1);
    const invoice = mine.body.content[0];
    expect(invoice).toMatchObject({ month, donations: 3, gross: 250, fees: 30 });
    expect(invoice.number).toMatch(/^TF-\d{6}$/);
    const other = (await list(second.club.id, second.admin.token)).body.content[0];
    expect(other).toMatchObject({ month, donations: 1, gross: 30, fees: 6 });
    // One running number over all organisations, without gaps.
    expect(Math.abs(Number(other.number.slice(3)) - Number(invoice.number.slice(3)))).toBe(1);

    // Beside the payout statements: admin and finance only, each club its own.
    expect((await list(first.club.id, first.editor.token)).status).toBe(403);
    const pdf = await t.post(
      '/api/payouts/fee-invoices/pdf',
      { clubId: first.club.id, invoiceId: invoice.id },
      first.finance.token,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
    const text = await pdfText(pdf.raw.rawPayload);
    for (const part of [
      `Gebührenrechnung`,
      invoice.number,
      'Tifo AG',
      'Bahnhofstrasse 1',
      '8001 Zürich',
      'CHE-123.456.789 MWST',
      'support@tifo.ch',
      first.club.name,
      'Rückerstattung',
    ]) {
      expect(text).toContain(part);
    }
    expect(text).toMatch(/Total\s*250\.00\s*30\.00/);
    expect(text).toContain('Einbehaltene Plattformgebühren: CHF 30.00');
    expect(text).toContain('Es ist nichts zu bezahlen.');
    const foreign = await t.post(
      '/api/payouts/fee-invoices/pdf',
      { clubId: second.club.id, invoiceId: invoice.id },
      second.admin.token,
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(MESSAGES.feeInvoiceNotFound);
    expect(
      (
        await t.post(
          '/api/payouts/fee-invoices/pdf',
          { clubId: first.club.id, invoiceId: invoice.id },
          second.admin.token,
        )
      ).status,
    ).toBe(403);

    // Another morning: nothing new.
    const later = await t.post('/dev/clock', { advanceDays: 1 });
    expect(later.body.ran.find((run: { job: string }) => run.job === 'fee-invoices')).toBeUndefined();
    expect((await list(first.club.id, first.admin.token)).body.content).toHaveLength(1);

    // The operator's CSV of the month: plain decimals for Excel, one row per invoice by number.
    const csv = await t.post('/api/admin/fee-invoices/export', { month }, op.token);
    expect(csv.status).toBe(200);
    expect(csv.body.fileName).toBe(`tifo-fee-invoices-${month}.csv`);
    const rows = (csv.body.csv as string).split('\r\n');
    expect(rows[0]).toBe(
      '\uFEFF"Rechnungsnummer";"Monat";"Ausgestellt am";"Organisation";"Spenden";"Spenden CHF";"Gebühren CHF"',
    );
    const firstRow = rows.find((row) => row.startsWith(`"${invoice.number}"`));
    expect(firstRow).toContain(`"${first.club.name}";"3";"250.00";"30.00"`);
    expect(rows.find((row) => row.startsWith(`"${other.number}"`))).toContain(`"1";"30.00";"6.00"`);
    const bad = await t.post('/api/admin/fee-invoices/export', { month: '2026-13' }, op.token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MESSAGES.feeInvoiceMonthInvalid);
    expect((await t.post('/api/admin/fee-invoices/export', { month }, first.admin.token)).status).toBe(403);
  });
});
