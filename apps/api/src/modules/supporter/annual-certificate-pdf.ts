import { formatChfGrouped, type WireLanguage } from '@tifo/contract';
import { swissDay } from '../../platform/swiss-dates';
import { columnsTable, facts, finish, footer, letter, type Party, paragraph } from '../documents/layout';
import { pdfKind } from '../documents/pdf-task';

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

interface Words {
  title: (year: number) => string;
  donor: string;
  year: string;
  issued: string;
  reference: string;
  intro: (platform: string, year: number) => string;
  columns: [string, string, string, string, string];
  yes: string;
  no: string;
  total: string;
  deductibleHeading: string;
  organisationColumns: [string, string, string, string];
  exempt: (canton: string | null) => string;
  summary: string;
  deductibleTotal: string;
  otherTotal: string;
  grandTotal: string;
  legal: string;
  other: string;
  none: string;
}

const WORDS: Record<WireLanguage, Words> = {
  de: {
    title: (year) => `Spendenbescheinigung ${year}`,
    donor: 'Spender/in',
    year: 'Steuerjahr',
    issued: 'Ausgestellt am',
    reference: 'Referenz',
    intro: (platform, year) =>
      `Wir bestätigen, dass die folgenden Zuwendungen im Kalenderjahr ${year} über ${platform} an die genannten Organisationen geleistet und diesen gutgeschrieben wurden.`,
    columns: ['Datum', 'Organisation', 'Angebot', 'Abziehbar', 'Betrag CHF'],
    yes: 'ja',
    no: 'nein',
    total: 'Total',
    deductibleHeading: 'Steuerlich abziehbare Zuwendungen nach Organisation',
    organisationColumns: ['Organisation', 'Sitz', 'Steuerbefreiung', 'Betrag CHF'],
    exempt: (canton) => (canton ? `gemeinnützig, Kanton ${canton}` : 'gemeinnützig'),
    summary: 'Zusammenfassung',
    deductibleTotal: 'Steuerlich abziehbare Zuwendungen',
    otherTotal: 'Übrige Zahlungen (Mitgliederbeiträge, Angebote mit Gegenleistung)',
    grandTotal: 'Total aller Zahlungen',
    legal:
      'Die abziehbaren Zuwendungen erfolgten freiwillig und ohne Gegenleistung an Organisationen mit Sitz in der Schweiz, die wegen Gemeinnützigkeit von der Steuerpflicht befreit sind. Sie können im Rahmen von Art. 33a DBG und des kantonalen Steuerrechts vom steuerbaren Einkommen abgezogen werden. Die Beträge enthalten die Plattformgebühr.',
    other:
      'Übrige Zahlungen sind nicht als Spenden abziehbar; sie sind hier nur zur Vollständigkeit aufgeführt.',
    none: 'Keine',
  },
  en: {
    title: (year) => `Donation certificate ${year}`,
    donor: 'Donor',
    year: 'Tax year',
    issued: 'Issued on',
    reference: 'Reference',
    intro: (platform, year) =>
      `We confirm that the following gifts were made through ${platform} in the calendar year ${year} to the organisations named and credited to them.`,
    columns: ['Date', 'Organisation', 'Offer', 'Deductible', 'Amount CHF'],
    yes: 'yes',
    no: 'no',
    total: 'Total',
    deductibleHeading: 'Tax-deductible gifts by organisation',
    organisationColumns: ['Organisation', 'Seat', 'Tax exemption', 'Amount CHF'],
    exempt: (canton) => (canton ? `non-profit, canton ${canton}` : 'non-profit'),
    summary: 'Summary',
    deductibleTotal: 'Tax-deductible gifts',
    otherTotal: 'Other payments (membership fees, offers with something in return)',
    grandTotal: 'Total of all payments',
    legal:
      'The deductible gifts were made voluntarily and without anything in return to organisations with their seat in Switzerland that are exempt from tax as non-profit organisations. They can be deducted from taxable income within Art. 33a DBG and cantonal tax law. The amounts include the platform fee.',
    other: 'Other payments are not deductible as donations; they are listed here for completeness only.',
    none: 'None',
  },
  fr: {
    title: (year) => `Attestation de dons ${year}`,
    donor: 'Donateur/trice',
    year: 'Année fiscale',
    issued: 'Établie le',
    reference: 'Référence',
    intro: (platform, year) =>
      `Nous confirmons que les dons suivants ont été faits par ${platform} durant l’année civile ${year} aux organisations nommées et leur ont été crédités.`,
    columns: ['Date', 'Organisation', 'Offre', 'Déductible', 'Montant CHF'],
    yes: 'oui',
    no: 'non',
    total: 'Total',
    deductibleHeading: 'Dons fiscalement déductibles par organisation',
    organisationColumns: ['Organisation', 'Siège', 'Exonération', 'Montant CHF'],
    exempt: (canton) => (canton ? `utilité publique, canton ${canton}` : 'utilité publique'),
    summary: 'Récapitulatif',
    deductibleTotal: 'Dons fiscalement déductibles',
    otherTotal: 'Autres paiements (cotisations, offres avec contrepartie)',
    grandTotal: 'Total de tous les paiements',
    legal:
      'Les dons déductibles ont été faits librement et sans contrepartie à des organisations ayant leur siège en Suisse et exonérées de l’impôt pour utilité publique. Ils peuvent être déduits du revenu imposable selon l’art. 33a LIFD et le droit fiscal cantonal. Les montants comprennent les frais de plateforme.',
    other:
      'Les autres paiements ne sont pas déductibles comme dons ; ils ne figurent ici que par souci d’exhaustivité.',
    none: 'Aucun',
  },
  it: {
    title: (year) => `Attestato di donazione ${year}`,
    donor: 'Donatore/trice',
    year: 'Anno fiscale',
    issued: 'Emesso il',
    reference: 'Riferimento',
    intro: (platform, year) =>
      `Confermiamo che le seguenti liberalità sono state fatte tramite ${platform} nell’anno civile ${year} alle organizzazioni indicate e sono state loro accreditate.`,
    columns: ['Data', 'Organizzazione', 'Offerta', 'Deducibile', 'Importo CHF'],
    yes: 'sì',
    no: 'no',
    total: 'Totale',
    deductibleHeading: 'Liberalità fiscalmente deducibili per organizzazione',
    organisationColumns: ['Organizzazione', 'Sede', 'Esenzione', 'Importo CHF'],
    exempt: (canton) => (canton ? `pubblica utilità, cantone ${canton}` : 'pubblica utilità'),
    summary: 'Riepilogo',
    deductibleTotal: 'Liberalità fiscalmente deducibili',
    otherTotal: 'Altri pagamenti (quote sociali, offerte con controprestazione)',
    grandTotal: 'Totale di tutti i pagamenti',
    legal:
      'Le liberalità deducibili sono state fatte volontariamente e senza controprestazione a organizzazioni con sede in Svizzera esentate dalle imposte per pubblica utilità. Possono essere dedotte dal reddito imponibile secondo l’art. 33a LIFD e il diritto fiscale cantonale. Gli importi comprendono la commissione della piattaforma.',
    other: 'Gli altri pagamenti non sono deducibili come donazioni; sono elencati qui solo per completezza.',
    none: 'Nessuno',
  },
};

export function annualCertificateTitle(language: WireLanguage, year: number): string {
  return WORDS[language].title(year);
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
      title: w.title(input.year),
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
  paragraph(doc, w.intro(input.platformName, input.year));
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
          w.exempt(org.taxCanton),
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
