import { fillPlaceholders, formatChfGrouped, type WireLanguage } from '@tifo/contract';
import { swissDay } from '../../platform/swiss-dates';
import { amountTable, facts, finish, footer, letter, paragraph } from '../documents/layout';
import { asBuffer, pdfKind } from '../documents/pdf-task';
import de from './locales/de/receipt-pdf.json' with { type: 'json' };
import en from './locales/en/receipt-pdf.json' with { type: 'json' };
import fr from './locales/fr/receipt-pdf.json' with { type: 'json' };
import it from './locales/it/receipt-pdf.json' with { type: 'json' };

/**
 * The receipt every donor gets by e-mail (issue 6): a donation certificate with the deductibility sentence
 * when the gift is deductible (payments/certificate.ts isDeductibleGift), otherwise a payment confirmation.
 * A4, the platform's and the club's logos, in the donor's language; rendered by the mail job (issue 14).
 */
export interface CertificateInput {
  language: WireLanguage;
  platform: string;
  deductible: boolean;
  club: {
    name: string;
    address1: string;
    address2: string | null;
    postalCode: string;
    city: string;
    taxCanton: string | null;
    /** The club's logo (PNG or JPEG), when it has one. */
    logo?: Buffer | undefined;
  };
  donor: { name: string; address1: string | null; postalCode: string | null; city: string | null };
  productTitle: string;
  amountRappen: number;
  feeRappen: number;
  netRappen: number;
  /** Of the amount, what the donor added to cover the fee (issue 48); 0: none. */
  coveredRappen: number;
  date: Date;
  reference: string;
}

/** The document's words, from its catalogs (locales/<language>/receipt-pdf.json). */
const WORDS: Record<WireLanguage, typeof de> = { de, en, fr, it };

export function certificateTitle(language: WireLanguage, deductible: boolean): string {
  return deductible ? WORDS[language].certificate : WORDS[language].confirmation;
}

export async function certificatePdf(input: CertificateInput): Promise<Buffer> {
  const w = WORDS[input.language];
  const canton = input.club.taxCanton ? ` (${input.club.taxCanton})` : '';
  const heading = certificateTitle(input.language, input.deductible);
  const doc = letter(
    {
      title: heading,
      author: input.platform,
      language: input.language,
      date: input.date,
      logo: input.club.logo,
    },
    input.club,
    input.donor,
  );
  facts(doc, [
    [w.platform, input.platform],
    [w.organisation, input.club.name],
    [w.donor, input.donor.name],
    [w.date, swissDay(input.date)],
    [w.reference, input.reference],
  ]);
  const amount = `CHF ${formatChfGrouped(input.amountRappen)}`;
  amountTable(doc, [w.product, w.amount], [[input.productTitle, amount]], [w.amount, amount]);
  // The whole amount is the gift; a fee the donor covered is named as part of it (issue 48).
  const split = fillPlaceholders(input.coveredRappen > 0 ? w.coveredSplit : w.split, {
    fee: formatChfGrouped(input.feeRappen),
    net: formatChfGrouped(input.netRappen),
    covered: formatChfGrouped(input.coveredRappen),
  });
  paragraph(doc, `(${split})`, { muted: true });
  if (input.deductible) paragraph(doc, fillPlaceholders(w.deductible, { club: input.club.name, canton }));
  paragraph(doc, w.thanks, { bold: true });
  footer(doc, `${input.platform} · ${input.club.name}`);
  return finish(doc);
}

/** The donation receipt as a kind of document of the PDF thread (documents/render.ts). */
export const RECEIPT_PDF = pdfKind<CertificateInput>(import.meta.url);

/** The PDF thread's entry (documents/pdf-task.ts): the logo back into a Buffer, then the document. */
export function pdf(input: CertificateInput): Promise<Buffer> {
  return certificatePdf({ ...input, club: { ...input.club, logo: asBuffer(input.club.logo) } });
}
