import { formatChfGrouped, maskIban, type PayoutStatus, type WireLanguage } from '@tifo/contract';
import { swissDay } from '../../platform/swiss-dates';
import { columnsTable, facts, finish, footer, letter, type Party, paragraph } from '../documents/layout';
import { asBuffer, pdfKind } from '../documents/pdf-task';

/**
 * A payout's statement (issue 15), in the club's language: the period, every donation of it (date, offer, donor
 * or anonymous, gross, fee, net), refunds and money of failed payouts that came back, the totals and the bank
 * account the payout went to (IBAN masked but for the last four). Attached to the mail of a paid payout and
 * downloadable from the club's financials.
 */

export interface StatementLine {
  at: Date;
  kind: 'club_share' | 'refund' | 'payout_failed';
  productTitle: string | null;
  /** The donor's name when they chose to be shown, else null (anonymous). */
  donor: string | null;
  grossRappen: number;
  feeRappen: number;
  netRappen: number;
}

export interface StatementInput {
  language: WireLanguage;
  platform: Party;
  club: Party & { logo?: Buffer | undefined };
  payout: {
    reference: string;
    date: Date;
    status: PayoutStatus;
    amountRappen: number;
    periodFrom: Date | null;
    periodTo: Date;
    ownerName: string;
    iban: string;
  };
  lines: StatementLine[];
}

interface Words {
  title: string;
  organisation: string;
  payoutDate: string;
  period: string;
  from: (day: string) => string;
  status: Record<PayoutStatus, string>;
  account: string;
  reference: string;
  columns: [string, string, string, string, string, string];
  anonymous: string;
  refund: string;
  returned: string;
  total: string;
  carried: string;
  paidOut: string;
  none: string;
  note: string;
}

const WORDS: Record<WireLanguage, Words> = {
  de: {
    title: 'Auszahlungsabrechnung',
    organisation: 'Organisation',
    payoutDate: 'Auszahlung vom',
    period: 'Zeitraum',
    from: (day) => `seit Beginn bis ${day}`,
    status: { pending: 'in Ausführung', paid: 'überwiesen', failed: 'fehlgeschlagen' },
    account: 'Konto',
    reference: 'Referenz',
    columns: ['Datum', 'Angebot', 'Spender/in', 'Brutto', 'Gebühr', 'Netto'],
    anonymous: 'anonym',
    refund: 'Rückerstattung',
    returned: 'Rückbuchung einer fehlgeschlagenen Auszahlung',
    total: 'Total',
    carried: 'Übertrag aus früheren Abrechnungen',
    paidOut: 'Auszahlungsbetrag',
    none: 'In diesem Zeitraum gab es keine Buchungen.',
    note: 'Die Plattformgebühr beträgt 20 % jeder Spende, höchstens CHF 20. Beträge in CHF.',
  },
  en: {
    title: 'Payout statement',
    organisation: 'Organisation',
    payoutDate: 'Payout of',
    period: 'Period',
    from: (day) => `from the start to ${day}`,
    status: { pending: 'in progress', paid: 'transferred', failed: 'failed' },
    account: 'Account',
    reference: 'Reference',
    columns: ['Date', 'Offer', 'Donor', 'Gross', 'Fee', 'Net'],
    anonymous: 'anonymous',
    refund: 'Refund',
    returned: 'Return of a failed payout',
    total: 'Total',
    carried: 'Carried from earlier statements',
    paidOut: 'Payout amount',
    none: 'There were no bookings in this period.',
    note: 'The platform fee is 20% of each donation, at most CHF 20. Amounts in CHF.',
  },
  fr: {
    title: 'Décompte de versement',
    organisation: 'Organisation',
    payoutDate: 'Versement du',
    period: 'Période',
    from: (day) => `du début jusqu’au ${day}`,
    status: { pending: 'en cours', paid: 'viré', failed: 'échoué' },
    account: 'Compte',
    reference: 'Référence',
    columns: ['Date', 'Offre', 'Donateur·rice', 'Brut', 'Frais', 'Net'],
    anonymous: 'anonyme',
    refund: 'Remboursement',
    returned: 'Retour d’un versement échoué',
    total: 'Total',
    carried: 'Report des décomptes précédents',
    paidOut: 'Montant versé',
    none: 'Aucune écriture pendant cette période.',
    note: 'Les frais de la plateforme sont de 20 % de chaque don, au plus CHF 20. Montants en CHF.',
  },
  it: {
    title: 'Rendiconto del versamento',
    organisation: 'Organizzazione',
    payoutDate: 'Versamento del',
    period: 'Periodo',
    from: (day) => `dall’inizio fino al ${day}`,
    status: { pending: 'in corso', paid: 'bonificato', failed: 'non riuscito' },
    account: 'Conto',
    reference: 'Riferimento',
    columns: ['Data', 'Offerta', 'Donatore/trice', 'Lordo', 'Commissione', 'Netto'],
    anonymous: 'anonimo',
    refund: 'Rimborso',
    returned: 'Storno di un versamento non riuscito',
    total: 'Totale',
    carried: 'Riporto da rendiconti precedenti',
    paidOut: 'Importo versato',
    none: 'Nessuna registrazione in questo periodo.',
    note: 'La commissione della piattaforma è del 20% di ogni donazione, al massimo CHF 20. Importi in CHF.',
  },
};

export function statementTitle(language: WireLanguage): string {
  return WORDS[language].title;
}

export async function payoutStatementPdf(input: StatementInput): Promise<Buffer> {
  const w = WORDS[input.language];
  const { payout } = input;
  const lastDay = swissDay(new Date(payout.periodTo.getTime() - 1));
  const doc = letter(
    {
      title: w.title,
      author: input.platform.name,
      language: input.language,
      date: payout.date,
      logo: input.club.logo,
    },
    input.platform,
    input.club,
  );
  facts(doc, [
    [w.organisation, input.club.name],
    [w.payoutDate, `${swissDay(payout.date)} (${w.status[payout.status]})`],
    [w.period, payout.periodFrom ? `${swissDay(payout.periodFrom)} – ${lastDay}` : w.from(lastDay)],
    [w.account, `${payout.ownerName}, ${maskIban(payout.iban)}`],
    [w.reference, payout.reference],
  ]);
  const chf = (rappen: number) => formatChfGrouped(rappen);
  const rows = input.lines.map((line) => {
    const label =
      line.kind === 'refund'
        ? `${w.refund}: ${line.productTitle ?? ''}`
        : line.kind === 'payout_failed'
          ? w.returned
          : (line.productTitle ?? '');
    const gross = line.kind === 'payout_failed' ? '' : chf(line.grossRappen);
    const fee = line.kind === 'payout_failed' ? '' : chf(line.feeRappen);
    return [
      swissDay(line.at),
      label,
      line.kind === 'payout_failed' ? '' : (line.donor ?? w.anonymous),
      gross,
      fee,
      chf(line.netRappen),
    ];
  });
  const sum = (pick: (line: StatementLine) => number) =>
    input.lines.reduce((total, line) => total + (line.kind === 'payout_failed' ? 0 : pick(line)), 0);
  const net = input.lines.reduce((total, line) => total + line.netRappen, 0);
  const [date, offer, donor, gross, fee, netHeader] = w.columns;
  columnsTable(
    doc,
    [
      { header: date, share: 0.13 },
      { header: offer, share: 0.27 },
      { header: donor, share: 0.2 },
      { header: gross, share: 0.13, align: 'right' },
      { header: fee, share: 0.13, align: 'right' },
      { header: netHeader, share: 0.14, align: 'right' },
    ],
    rows,
    [w.total, '', '', chf(sum((line) => line.grossRappen)), chf(sum((line) => line.feeRappen)), chf(net)],
  );
  if (input.lines.length === 0) paragraph(doc, w.none, { muted: true });
  const carried = payout.amountRappen - net;
  if (carried !== 0) paragraph(doc, `${w.carried}: CHF ${chf(carried)}`);
  paragraph(doc, `${w.paidOut}: CHF ${chf(payout.amountRappen)}`, { bold: true });
  paragraph(doc, w.note, { muted: true });
  footer(doc, `${input.platform.name} · ${input.club.name}`);
  return finish(doc);
}

/** The payout statement as a kind of document of the PDF thread (documents/render.ts). */
export const STATEMENT_PDF = pdfKind<StatementInput>(import.meta.url);

/** The PDF thread's entry (documents/pdf-task.ts): the logo back into a Buffer, then the document. */
export function pdf(input: StatementInput): Promise<Buffer> {
  return payoutStatementPdf({ ...input, club: { ...input.club, logo: asBuffer(input.club.logo) } });
}
