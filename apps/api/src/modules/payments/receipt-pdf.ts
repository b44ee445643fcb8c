import { formatChfGrouped, type WireLanguage } from '@tifo/contract';
import { swissDay } from '../../platform/swiss-dates';
import { amountTable, facts, finish, footer, letter, paragraph } from '../documents/layout';
import { asBuffer, pdfKind } from '../documents/pdf-task';

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
  date: Date;
  reference: string;
}

interface Words {
  certificate: string;
  confirmation: string;
  platform: string;
  organisation: string;
  donor: string;
  product: string;
  amount: string;
  split: (fee: string, net: string) => string;
  date: string;
  reference: string;
  deductible: (club: string, canton: string) => string;
  thanks: string;
}

const WORDS: Record<WireLanguage, Words> = {
  de: {
    certificate: 'Spendenbescheinigung',
    confirmation: 'Zahlungsbestätigung',
    platform: 'Plattform',
    organisation: 'Organisation',
    donor: 'Spender/in',
    product: 'Angebot',
    amount: 'Betrag',
    split: (fee, net) => `davon Plattformgebühr CHF ${fee}, an die Organisation CHF ${net}`,
    date: 'Datum',
    reference: 'Referenz',
    deductible: (club, canton) =>
      `${club} ist wegen Gemeinnützigkeit von der Steuerpflicht befreit${canton}. Die Zuwendung erfolgte ohne Gegenleistung und kann im Rahmen von Art. 33a DBG und des kantonalen Rechts vom steuerbaren Einkommen abgezogen werden.`,
    thanks: 'Herzlichen Dank für Deine Unterstützung!',
  },
  en: {
    certificate: 'Donation certificate',
    confirmation: 'Payment confirmation',
    platform: 'Platform',
    organisation: 'Organisation',
    donor: 'Donor',
    product: 'Offer',
    amount: 'Amount',
    split: (fee, net) => `of which platform fee CHF ${fee}, to the organisation CHF ${net}`,
    date: 'Date',
    reference: 'Reference',
    deductible: (club, canton) =>
      `${club} is exempt from tax as a non-profit organisation${canton}. The gift was made without anything in return and can be deducted from taxable income within Art. 33a DBG and cantonal law.`,
    thanks: 'Thank you for your support!',
  },
  fr: {
    certificate: 'Attestation de don',
    confirmation: 'Confirmation de paiement',
    platform: 'Plateforme',
    organisation: 'Organisation',
    donor: 'Donateur/trice',
    product: 'Offre',
    amount: 'Montant',
    split: (fee, net) => `dont frais de plateforme CHF ${fee}, à l’organisation CHF ${net}`,
    date: 'Date',
    reference: 'Référence',
    deductible: (club, canton) =>
      `${club} est exonérée d’impôt pour utilité publique${canton}. Le don a été fait sans contrepartie et peut être déduit du revenu imposable selon l’art. 33a LIFD et le droit cantonal.`,
    thanks: 'Merci pour votre soutien !',
  },
  it: {
    certificate: 'Attestato di donazione',
    confirmation: 'Conferma di pagamento',
    platform: 'Piattaforma',
    organisation: 'Organizzazione',
    donor: 'Donatore/trice',
    product: 'Offerta',
    amount: 'Importo',
    split: (fee, net) => `di cui commissione della piattaforma CHF ${fee}, all’organizzazione CHF ${net}`,
    date: 'Data',
    reference: 'Riferimento',
    deductible: (club, canton) =>
      `${club} è esentata dalle imposte per pubblica utilità${canton}. La liberalità è stata fatta senza controprestazione e può essere dedotta dal reddito imponibile secondo l’art. 33a LIFD e il diritto cantonale.`,
    thanks: 'Grazie per il tuo sostegno!',
  },
};

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
  paragraph(doc, `(${w.split(formatChfGrouped(input.feeRappen), formatChfGrouped(input.netRappen))})`, {
    muted: true,
  });
  if (input.deductible) paragraph(doc, w.deductible(input.club.name, canton));
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
