import { fillPlaceholders, formatChfGrouped, type WireLanguage } from '@tifo/contract';
import { swissDay } from '../../platform/swiss-dates';
import { columnsTable, facts, finish, footer, letter, type Party, paragraph } from '../documents/layout';
import { pdfKind } from '../documents/pdf-task';
import de from './locales/de/annual-certificate-pdf.json' with { type: 'json' };
import en from './locales/en/annual-certificate-pdf.json' with { type: 'json' };
import fr from './locales/fr/annual-certificate-pdf.json' with { type: 'json' };
import it from './locales/it/annual-certificate-pdf.json' with { type: 'json' };

/**
 * The annual donation certificate (issue 16): one PDF per supporter and calendar year, in their language, listing
 * every gift made through the platform. Deductible gifts (pure donations to tax-exempt organisations with a Swiss
 * seat: payments/certificate.ts isDeductibleGift, the rule the receipts use) are totalled per organisation, with
 * its seat and exemption, apart from the other payments (memberships, products, sponsoring with a return).
 */

export interface AnnualGift {
  at: Date;
  organisation: string;
  productTitle: string;
  amountRappen: number;
  deductible: boolean;
}

export interface AnnualOrganisation {
  name: string;
  /** Postal code and place of the seat. */
  seat: string;
  /** The canton of the tax exemption, when recorded. */
  taxCanton: string | null;
  deductibleRappen: number;
}

export interface AnnualCertificateInput {
  language: WireLanguage;
  platform: Party;
  platformName: string;
  year: number;
  issuedAt: Date;
  donor: Party;
  reference: string;
  gifts: AnnualGift[];
  /** The tax-exempt organisations that received deductible gifts, with their totals. */
  organisations: AnnualOrganisation[];
}

/** The document's words, from its catalogs (locales/<language>/annual-certificate-pdf.json). */
const WORDS = { de, en, fr, it } as Record<
  WireLanguage,
  Omit<typeof de, 'columns' | 'organisationColumns'> & {
    columns: [string, string, string, string, string];
    organisationColumns: [string, string, string, string];
  }
>;

export function annualCertificateTitle(language: WireLanguage, year: number): string {
  return fillPlaceholders(WORDS[language].title, { year: String(year) });
}

/** The certificate's totals: deductible gifts, the other payments, and all of them, in Rappen. */
export function annualTotals(gifts: readonly Pick<AnnualGift, 'amountRappen' | 'deductible'>[]) {
  let deductible = 0;
  let other = 0;
  for (const gift of gifts) {
    if (gift.deductible) deductible += gift.amountRappen;
    else other += gift.amountRappen;
  }
  return { deductible, other, total: deductible + other };
}

export async function annualCertificatePdf(input: AnnualCertificateInput): Promise<Buffer> {
  const w = WORDS[input.language];
  const doc = letter(
    {
      title: fillPlaceholders(w.title, { year: String(input.year) }),
      author: input.platformName,
      language: input.language,
      date: input.issuedAt,
    },
    input.platform,
    input.donor,
  );
  facts(doc, [
    [w.donor, input.donor.name],
    [w.year, String(input.year)],
    [w.issued, swissDay(input.issuedAt)],
    [w.reference, input.reference],
  ]);
  paragraph(doc, fillPlaceholders(w.intro, { platform: input.platformName, year: String(input.year) }));
  const totals = annualTotals(input.gifts);
  columnsTable(
    doc,
    [
      { header: w.columns[0], share: 0.14 },
      { header: w.columns[1], share: 0.3 },
      { header: w.columns[2], share: 0.28 },
      { header: w.columns[3], share: 0.12 },
      { header: w.columns[4], share: 0.16, align: 'right' },
    ],
    input.gifts.map((gift) => [
      swissDay(gift.at),
      gift.organisation,
      gift.productTitle,
      gift.deductible ? w.yes : w.no,
      formatChfGrouped(gift.amountRappen),
    ]),
    [w.total, '', '', '', formatChfGrouped(totals.total)],
  );
  paragraph(doc, w.deductibleHeading, { bold: true });
  columnsTable(
    doc,
    [
      { header: w.organisationColumns[0], share: 0.36 },
      { header: w.organisationColumns[1], share: 0.22 },
      { header: w.organisationColumns[2], share: 0.26 },
      { header: w.organisationColumns[3], share: 0.16, align: 'right' },
    ],
    input.organisations.length > 0
      ? input.organisations.map((org) => [
          org.name,
          org.seat,
          org.taxCanton ? fillPlaceholders(w.exemptInCanton, { canton: org.taxCanton }) : w.exempt,
          formatChfGrouped(org.deductibleRappen),
        ])
      : [[w.none, '', '', formatChfGrouped(0)]],
  );
  columnsTable(
    doc,
    [
      { header: w.summary, share: 0.8 },
      { header: 'CHF', share: 0.2, align: 'right' },
    ],
    [
      [w.deductibleTotal, formatChfGrouped(totals.deductible)],
      [w.otherTotal, formatChfGrouped(totals.other)],
    ],
    [w.grandTotal, formatChfGrouped(totals.total)],
  );
  paragraph(doc, w.legal);
  paragraph(doc, w.other, { muted: true });
  footer(doc, `${input.platformName} · ${input.platform.name}`);
  return finish(doc);
}

/** The annual donation certificate as a kind of document of the PDF thread (documents/render.ts). */
export const ANNUAL_CERTIFICATE_PDF = pdfKind<AnnualCertificateInput>(import.meta.url);

/** The PDF thread's entry (documents/pdf-task.ts). */
export function pdf(input: AnnualCertificateInput): Promise<Buffer> {
  return annualCertificatePdf(input);
}
