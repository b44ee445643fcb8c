import { formatChf, type WireLanguage } from '@tifo/contract';
import { perLanguage } from '../../platform/catalogs';
import { swissDay } from '../../platform/swiss-dates';
import { csvFile, csvNumber, csvText } from '../documents/csv';
import * as lists from './list-queries';
import deWords from './locales/de/export.json' with { type: 'json' };
import enWords from './locales/en/export.json' with { type: 'json' };
import frWords from './locales/fr/export.json' with { type: 'json' };
import itWords from './locales/it/export.json' with { type: 'json' };
import { byMembership, invoiceNumber } from './present';
import * as q from './queries';

/*
 * The members of a product as a CSV file for Excel (documents/csv.ts): dates DD.MM.YYYY, amounts with a decimal
 * point. One row per member with their open invoices.
 */

const CATALOGS = { de: deWords, en: enWords, fr: frWords, it: itWords };
const HEADERS = perLanguage(CATALOGS, (words) => words.headers as string[]);

const STATUS = perLanguage(CATALOGS, (words) => words.status as Record<string, string>);

const YES_NO = perLanguage(CATALOGS, (words) => words.yesNo as [string, string]);

export async function membersCsv(
  db: Parameters<typeof lists.allMembers>[0],
  filter: lists.MemberFilter,
  language: WireLanguage,
): Promise<string> {
  const rows = await lists.allMembers(db, filter);
  const invoices = byMembership(
    await q.invoicesOf(
      db,
      rows.map((row) => row.membership.id),
    ),
  );
  const lines: string[][] = [];
  for (const { membership, user } of rows) {
    const open = (invoices.get(membership.id) ?? []).filter((entry) => entry.invoice.status === 'open');
    const openAmount = open.reduce((sum, entry) => sum + entry.invoice.amountRappen, 0);
    lines.push([
      ...[
        user.firstName,
        user.lastName,
        user.email,
        STATUS[language][membership.status] ?? membership.status,
        YES_NO[language][user.passwordHash === null ? 0 : 1],
        swissDay(membership.startedAt),
        membership.status === 'cancelled' ? '' : swissDay(membership.nextInvoiceAt),
        open.map((entry) => invoiceNumber(entry.invoice)).join(', '),
      ].map(csvText),
      csvNumber(formatChf(openAmount)),
    ]);
  }
  return csvFile(HEADERS[language], lines);
}
