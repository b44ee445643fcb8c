import {
  type CsvDownload,
  formatChf,
  LEDGER_ACCOUNTS,
  LEDGER_EXPORT_MAX_DAYS,
  type LedgerExportRequest,
  type WireLanguage,
} from '@tifo/contract';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clubs } from '../../db/schema-clubs';
import { donations, ledgerEntries } from '../../db/schema-payments';
import { perLanguage } from '../../platform/catalogs';
import { swissDayRange, swissDayTime } from '../../platform/swiss-dates';
import { csvFile, csvNumber, csvText } from '../documents/csv';
import deWords from './locales/de/journal.json' with { type: 'json' };
import enWords from './locales/en/journal.json' with { type: 'json' };
import frWords from './locales/fr/journal.json' with { type: 'json' };
import itWords from './locales/it/journal.json' with { type: 'json' };

/*
 * The operator's journal (/admin?tab=ledger): every ledger row booked on the Swiss days from … to, as CSV for
 * the platform's bookkeeping. One row per ledger row, in booking order, the rows of one movement together and
 * in the accounts' order; debit positive, so each movement's rows, and the whole file, sum to zero. The kind and
 * the account are the ledger's own codes (docs/OPERATIONS.md maps them), stable for an import.
 */

const CATALOGS = { de: deWords, en: enWords, fr: frWords, it: itWords };
const HEADERS = perLanguage(CATALOGS, (words) => words.headers as readonly string[]);

/** The ledger's rows booked in [start, end), with their club and, for a donation's rows, its payment reference. */
function journalRows(db: Db, start: Date, end: Date) {
  return db
    .select({
      at: ledgerEntries.createdAt,
      groupId: ledgerEntries.groupId,
      kind: ledgerEntries.kind,
      account: ledgerEntries.account,
      amountRappen: ledgerEntries.amountRappen,
      clubName: clubs.name,
      donationId: ledgerEntries.donationId,
      payoutId: ledgerEntries.payoutId,
      reference: donations.providerReference,
    })
    .from(ledgerEntries)
    .innerJoin(clubs, eq(clubs.id, ledgerEntries.clubId))
    .leftJoin(donations, eq(donations.id, ledgerEntries.donationId))
    .where(and(gte(ledgerEntries.createdAt, start), lt(ledgerEntries.createdAt, end)))
    .orderBy(
      asc(ledgerEntries.createdAt),
      asc(ledgerEntries.groupId),
      sql`array_position(array[${sql.join(
        LEDGER_ACCOUNTS.map((account) => sql`${account}`),
        sql`, `,
      )}]::text[], ${ledgerEntries.account})`,
    );
}

export async function exportJournal(
  db: Db,
  input: LedgerExportRequest,
  language: WireLanguage,
): Promise<CsvDownload> {
  const { first, last, start, end } = swissDayRange(
    input.from,
    input.to,
    LEDGER_EXPORT_MAX_DAYS,
    'journalRangeInvalid',
  );
  const rows = await journalRows(db, start, end);
  const lines = rows.map((row) => [
    csvText(swissDayTime(row.at)),
    csvText(row.groupId),
    csvText(row.kind),
    csvText(row.account),
    csvNumber(formatChf(row.amountRappen)),
    csvText(row.clubName),
    csvText(row.donationId ?? ''),
    csvText(row.payoutId ?? ''),
    csvText(row.reference ?? ''),
  ]);
  return {
    fileName: `tifo-ledger-${first}-${last}.csv`,
    csv: csvFile(HEADERS[language], lines),
    rows: lines.length,
  };
}
