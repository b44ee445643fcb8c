import { formatChfGrouped, type WireLanguage } from '@tifo/contract';
import { swissDay } from '../../platform/swiss-dates';
import { columnsTable, facts, finish, footer, letter, type Party, paragraph } from '../documents/layout';
import { asBuffer, pdfKind } from '../documents/pdf-task';
import de from './locales/de/fee-invoice-pdf.json' with { type: 'json' };
import en from './locales/en/fee-invoice-pdf.json' with { type: 'json' };
import fr from './locales/fr/fee-invoice-pdf.json' with { type: 'json' };
import it from './locales/it/fee-invoice-pdf.json' with { type: 'json' };

/**
 * The platform's monthly fee invoice to an organisation (issue 47, docs/decisions/088), in the club's language:
 * Tifo's company details, the running number, every gift of the month with the fee withheld (refunds with theirs
 * given back) and the total. Nothing is to be paid: the fees were withheld from the payouts.
 */

export interface FeeInvoiceLine {
  at: Date;
  kind: 'club_share' | 'refund';
  productTitle: string | null;
  grossRappen: number;
  feeRappen: number;
}

export interface FeeInvoiceInput {
  language: WireLanguage;
  platform: Party & { uid?: string | undefined; email: string };
  club: Party & { logo?: Buffer | undefined };
  invoice: { number: string; month: string; issuedAt: Date; grossRappen: number; feeRappen: number };
  lines: FeeInvoiceLine[];
}

const WORDS = { de, en, fr, it } as Record<
  WireLanguage,
  Omit<typeof de, 'columns'> & { columns: [string, string, string, string] }
>;

/** "November 2026" in the document's language. */
export function monthName(language: WireLanguage, month: string): string {
  const [year, number] = month.split('-');
  return `${WORDS[language].months[Number(number) - 1] ?? ''} ${year}`;
}

export async function feeInvoicePdf(input: FeeInvoiceInput): Promise<Buffer> {
  const w = WORDS[input.language];
  const { invoice, platform } = input;
  const doc = letter(
    {
      title: `${w.title} ${invoice.number}`,
      author: platform.name,
      language: input.language,
      date: invoice.issuedAt,
      logo: input.club.logo,
    },
    platform,
    input.club,
  );
  facts(doc, [
    [w.number, invoice.number],
    [w.organisation, input.club.name],
    [w.month, monthName(input.language, invoice.month)],
    [w.issued, swissDay(invoice.issuedAt)],
    ...(platform.uid ? [[w.uid, platform.uid] as [string, string]] : []),
  ]);
  const chf = (rappen: number) => formatChfGrouped(rappen);
  const rows = input.lines.map((line) => {
    const sign = line.kind === 'refund' ? -1 : 1;
    const title = line.productTitle ?? '';
    return [
      swissDay(line.at),
      line.kind === 'refund' ? `${w.refund}: ${title}` : title,
      chf(sign * line.grossRappen),
      chf(sign * line.feeRappen),
    ];
  });
  const [date, offer, gift, fee] = w.columns;
  columnsTable(
    doc,
    [
      { header: date, share: 0.15 },
      { header: offer, share: 0.49 },
      { header: gift, share: 0.18, align: 'right' },
      { header: fee, share: 0.18, align: 'right' },
    ],
    rows,
    [w.total, '', chf(invoice.grossRappen), chf(invoice.feeRappen)],
  );
  if (input.lines.length === 0) paragraph(doc, w.none, { muted: true });
  paragraph(doc, `${w.withheld}: CHF ${chf(invoice.feeRappen)}`, { bold: true });
  paragraph(doc, w.settled);
  paragraph(doc, w.note, { muted: true });
  const address = [platform.address1, [platform.postalCode, platform.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  footer(doc, [platform.name, address, platform.email, platform.uid].filter(Boolean).join(' · '));
  return finish(doc);
}

/** The fee invoice as a kind of document of the PDF thread (documents/render.ts). */
export const FEE_INVOICE_PDF = pdfKind<FeeInvoiceInput>(import.meta.url);

/** The PDF thread's entry (documents/pdf-task.ts): the logo back into a Buffer, then the document. */
export function pdf(input: FeeInvoiceInput): Promise<Buffer> {
  return feeInvoicePdf({ ...input, club: { ...input.club, logo: asBuffer(input.club.logo) } });
}
