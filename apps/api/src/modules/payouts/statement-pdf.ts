import {
  fillPlaceholders,
  formatChfGrouped,
  maskIban,
  type PayoutStatus,
  type WireLanguage,
} from '@tifo/contract';
import { swissDay } from '../../platform/swiss-dates';
import { columnsTable, facts, finish, footer, letter, type Party, paragraph } from '../documents/layout';
import { asBuffer, pdfKind } from '../documents/pdf-task';
import de from './locales/de/statement-pdf.json' with { type: 'json' };
import en from './locales/en/statement-pdf.json' with { type: 'json' };
import fr from './locales/fr/statement-pdf.json' with { type: 'json' };
import it from './locales/it/statement-pdf.json' with { type: 'json' };

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

/** The document's words, from its catalogs (locales/<language>/statement-pdf.json). */
const WORDS = { de, en, fr, it } as Record<
  WireLanguage,
  Omit<typeof de, 'columns' | 'status'> & {
    columns: [string, string, string, string, string, string];
    status: Record<PayoutStatus, string>;
  }
>;

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
    [
      w.period,
      payout.periodFrom
        ? `${swissDay(payout.periodFrom)} – ${lastDay}`
        : fillPlaceholders(w.from, { day: lastDay }),
    ],
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
