import { formatChf, type WireLanguage } from '@tifo/contract';
import { swissDay } from '../../platform/swiss-dates';
import { csvFile, csvNumber, csvText } from '../documents/csv';
import * as lists from './list-queries';
import { byMembership, invoiceNumber } from './present';
import * as q from './queries';

/*
 * The members of a product as a CSV file for Excel (documents/csv.ts): dates DD.MM.YYYY, amounts with a decimal
 * point. One row per member with their open invoices.
 */

const HEADERS: Record<WireLanguage, string[]> = {
  de: [
    'Vorname',
    'Nachname',
    'E-Mail',
    'Status',
    'Eingeladen',
    'Beginn',
    'Nächste Rechnung',
    'Offene Rechnungen',
    'Offener Betrag (CHF)',
  ],
  en: [
    'First name',
    'Last name',
    'E-mail',
    'Status',
    'Invited',
    'Started',
    'Next invoice',
    'Open invoices',
    'Open amount (CHF)',
  ],
  fr: [
    'Prénom',
    'Nom',
    'E-mail',
    'Statut',
    'Invité·e',
    'Début',
    'Prochaine facture',
    'Factures ouvertes',
    'Montant ouvert (CHF)',
  ],
  it: [
    'Nome',
    'Cognome',
    'E-mail',
    'Stato',
    'Invitato',
    'Inizio',
    'Prossima fattura',
    'Fatture aperte',
    'Importo aperto (CHF)',
  ],
};

const STATUS: Record<WireLanguage, Record<string, string>> = {
  de: { active: 'aktiv', inactive: 'inaktiv', cancelled: 'entfernt' },
  en: { active: 'active', inactive: 'inactive', cancelled: 'removed' },
  fr: { active: 'actif', inactive: 'inactif', cancelled: 'retiré' },
  it: { active: 'attivo', inactive: 'inattivo', cancelled: 'rimosso' },
};

const YES_NO: Record<WireLanguage, [string, string]> = {
  de: ['ja', 'nein'],
  en: ['yes', 'no'],
  fr: ['oui', 'non'],
  it: ['sì', 'no'],
};

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
