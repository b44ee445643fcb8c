import {
  type FeeInvoice,
  type FeeInvoices,
  feeInvoiceNumber,
  rappenToChf,
  type WireLanguage,
  wireLanguageOf,
} from '@tifo/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Storage } from '../../adapters/storage';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { clubs } from '../../db/schema-clubs';
import { ledgerEntries } from '../../db/schema-payments';
import { feeInvoices } from '../../db/schema-payouts';
import { AppError } from '../../errors';
import { addSwissDays, startOfSwissDay, swissDay, swissIsoDay } from '../../platform/swiss-dates';
import { csvFile, csvNumber, csvText } from '../documents/csv';
import { clubLogo } from '../documents/logos';
import { type PlatformConfig, platformParty } from '../documents/parties';
import { renderPdf } from '../documents/render';
import { clubPayableLines } from '../ledger/lines';
import { clubLanguage } from '../organisations/queries';
import { FEE_INVOICE_PDF, type FeeInvoiceLine, monthName } from './fee-invoice-pdf';

/*
 * The platform's monthly fee invoices (issue 47, docs/decisions/088). On the first morning of a month the job
 * invoices each organisation that had gifts or refunds in the month before: the fees withheld, net of the fees
 * given back with refunds, under the next running number. The month is closed (ledger rows are never changed and
 * later ones belong to later months), so an invoice's figures and lines never change. The organisation finds its
 * invoices beside its payout statements; the operator downloads a month's as CSV.
 */

type FeeInvoiceRow = typeof feeInvoices.$inferSelect;
type InvoiceDeps = { db: Db };
type InvoicePlatformConfig = PlatformConfig & Pick<Config, 'SUPPORT_EMAIL' | 'PLATFORM_UID'>;

/** A month's window in Swiss time: [its first day, the next month's first day). */
function monthWindow(month: string): { from: Date; to: Date } {
  const first = `${month}-01`;
  const next = addSwissDays(first, 32).slice(0, 7);
  return { from: startOfSwissDay(first), to: startOfSwissDay(`${next}-01`) };
}

/** The Swiss month before the one `now` is in, YYYY-MM. */
export function previousMonth(now: Date): string {
  return addSwissDays(`${swissIsoDay(now).slice(0, 7)}-01`, -1).slice(0, 7);
}

/** A month's gifts and refunds of a club with their fees, as the invoice lists them. */
async function invoiceLines(db: DbOrTx, clubId: string, month: string): Promise<FeeInvoiceLine[]> {
  const { from, to } = monthWindow(month);
  const rows = await clubPayableLines(db, clubId, ['club_share', 'refund'], from, to);
  return rows.map((row) => ({
    at: row.at,
    kind: row.kind === 'refund' ? 'refund' : 'club_share',
    productTitle: row.productTitle,
    grossRappen: row.gross ?? 0,
    feeRappen: row.fee ?? 0,
  }));
}

const signed = (line: FeeInvoiceLine, rappen: number) => (line.kind === 'refund' ? -rappen : rappen);

/**
 * The job (daily at 06:00 UTC; it acts on the month before, so a missed morning is caught up): one invoice per
 * organisation with bookings in that month that has none yet, dated `now`. Answers how many it issued. The demo
 * data (seed/demo-history.ts) issues the past months' the same way.
 */
export async function issueFeeInvoices(
  deps: InvoiceDeps,
  now: Date,
  month = previousMonth(now),
): Promise<number> {
  const { from, to } = monthWindow(month);
  const due = await deps.db.execute<{ club_id: string }>(sql`
    select distinct l.club_id from ${ledgerEntries} l
    where l.account = 'club_payable' and l.kind in ('club_share', 'refund')
      and l.created_at >= ${from} and l.created_at < ${to}
      and not exists (select 1 from ${feeInvoices} f where f.club_id = l.club_id and f.month = ${month})
    order by l.club_id`);
  let issued = 0;
  for (const { club_id: clubId } of due.rows) {
    const lines = await invoiceLines(deps.db, clubId, month);
    await deps.db.transaction(async (tx) => {
      // One issuer at a time takes the next number: the numbers run without gaps over all organisations.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('fee_invoices'))`);
      const [taken] = await tx
        .select({ id: feeInvoices.id })
        .from(feeInvoices)
        .where(and(eq(feeInvoices.clubId, clubId), eq(feeInvoices.month, month)));
      if (taken) return;
      const [last] = await tx
        .select({ number: sql<number>`coalesce(max(${feeInvoices.number}), 0)::int` })
        .from(feeInvoices);
      await tx.insert(feeInvoices).values({
        number: (last?.number ?? 0) + 1,
        clubId,
        month,
        donations: lines.filter((line) => line.kind === 'club_share').length,
        grossRappen: lines.reduce((sum, line) => sum + signed(line, line.grossRappen), 0),
        feeRappen: lines.reduce((sum, line) => sum + signed(line, line.feeRappen), 0),
        issuedAt: now,
      });
      issued += 1;
    });
  }
  return issued;
}

function presentInvoice(row: FeeInvoiceRow): FeeInvoice {
  return {
    id: row.id,
    number: feeInvoiceNumber(row.number),
    month: row.month,
    issuedAt: row.issuedAt.toISOString(),
    donations: row.donations,
    gross: rappenToChf(row.grossRappen),
    fees: rappenToChf(row.feeRappen),
  };
}

/** POST /payouts/fee-invoices: the club's invoices, newest first (the caller's access is checked by the route). */
export async function clubFeeInvoices(deps: InvoiceDeps, clubId: string): Promise<FeeInvoices> {
  const rows = await deps.db
    .select()
    .from(feeInvoices)
    .where(eq(feeInvoices.clubId, clubId))
    .orderBy(desc(feeInvoices.month));
  return { content: rows.map(presentInvoice) };
}

/** The invoice's PDF, in the club's language; 404 when it is not this club's. */
export async function renderFeeInvoice(
  deps: InvoiceDeps & { config: InvoicePlatformConfig },
  storage: Storage,
  clubId: string,
  invoiceId: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  const [found] = await deps.db
    .select({ invoice: feeInvoices, club: clubs })
    .from(feeInvoices)
    .innerJoin(clubs, eq(clubs.id, feeInvoices.clubId))
    .where(and(eq(feeInvoices.id, invoiceId), eq(feeInvoices.clubId, clubId)));
  if (!found)
    throw new AppError('not_found', 'feeInvoiceNotFound', { fields: { invoiceId: 'feeInvoiceNotFound' } });
  const { invoice, club } = found;
  const number = feeInvoiceNumber(invoice.number);
  const pdf = await renderPdf(FEE_INVOICE_PDF, {
    language: wireLanguageOf(await clubLanguage(deps.db, club.id)),
    platform: {
      ...platformParty(deps.config),
      email: deps.config.SUPPORT_EMAIL,
      uid: deps.config.PLATFORM_UID,
    },
    club: { ...club, logo: await clubLogo(storage, club.logo) },
    invoice: {
      number,
      month: invoice.month,
      issuedAt: invoice.issuedAt,
      grossRappen: invoice.grossRappen,
      feeRappen: invoice.feeRappen,
    },
    lines: await invoiceLines(deps.db, club.id, invoice.month),
  });
  return { pdf, fileName: `${number}.pdf` };
}

const HEADERS: Record<WireLanguage, string[]> = {
  de: [
    'Rechnungsnummer',
    'Monat',
    'Ausgestellt am',
    'Organisation',
    'Spenden',
    'Spenden CHF',
    'Gebühren CHF',
  ],
  en: ['Invoice number', 'Month', 'Issued on', 'Organisation', 'Gifts', 'Gifts CHF', 'Fees CHF'],
  fr: ['Numéro de facture', 'Mois', 'Établie le', 'Organisation', 'Dons', 'Dons CHF', 'Frais CHF'],
  it: [
    'Numero di fattura',
    'Mese',
    'Emessa il',
    'Organizzazione',
    'Donazioni',
    'Donazioni CHF',
    'Commissioni CHF',
  ],
};

/** POST /admin/fee-invoices/export: a month's invoices of every organisation, by number, for Excel. */
export async function feeInvoicesCsv(deps: InvoiceDeps, month: string, language: WireLanguage) {
  const rows = await deps.db
    .select({ invoice: feeInvoices, clubName: clubs.name })
    .from(feeInvoices)
    .innerJoin(clubs, eq(clubs.id, feeInvoices.clubId))
    .where(eq(feeInvoices.month, month))
    .orderBy(feeInvoices.number);
  // Plain decimals (12.50), not the pages' CHF 1'250.00: Excel reads them as numbers.
  const plain = (rappen: number) => (rappen / 100).toFixed(2);
  const lines = rows.map(({ invoice, clubName }) => [
    csvText(feeInvoiceNumber(invoice.number)),
    csvText(monthName(language, invoice.month)),
    csvText(swissDay(invoice.issuedAt)),
    csvText(clubName),
    csvNumber(String(invoice.donations)),
    csvNumber(plain(invoice.grossRappen)),
    csvNumber(plain(invoice.feeRappen)),
  ]);
  return {
    fileName: `tifo-fee-invoices-${month}.csv`,
    csv: csvFile(HEADERS[language], lines),
    rows: lines.length,
  };
}
