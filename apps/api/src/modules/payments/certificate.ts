import { formatChf, type WireLanguage } from '@tifo/contract';
import { simplePdf } from '../files/simple-pdf';

/**
 * The receipt every donor gets by e-mail (issue 6). Only gifts without anything in return to a tax-exempt
 * organisation with a Swiss seat are deductible (Art. 33a DBG, cantonal law alike); so the PDF is a "donation
 * certificate" with the deductibility sentence only when the club is recorded tax-exempt (review), its country
 * is CH and the product is a pure donation; otherwise it is a payment confirmation without that sentence.
 *
 * Pure donations: open amounts, crowdfunding and donation subscriptions (none of them can offer delivery).
 * Not donations: memberships (membership rights in return) and fixed-price products (a ticket, an article,
 * sponsoring with a return; we cannot tell them apart, so none of them is certified as a gift).
 */
export function isDeductibleGift(
  club: { taxExempt: boolean | null; country: string },
  product: { productType: string; deliveryAvailable: boolean },
): boolean {
  const pureDonation =
    ['open', 'crowd', 'subscription'].includes(product.productType) && !product.deliveryAvailable;
  return club.taxExempt === true && club.country === 'CH' && pureDonation;
}

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
    split: (fee, net) => `dont frais de plateforme CHF ${fee}, à l'organisation CHF ${net}`,
    date: 'Date',
    reference: 'Référence',
    deductible: (club, canton) =>
      `${club} est exonérée d'impôt pour utilité publique${canton}. Le don a été fait sans contrepartie et peut être déduit du revenu imposable selon l'art. 33a LIFD et le droit cantonal.`,
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
    split: (fee, net) => `di cui commissione della piattaforma CHF ${fee}, all'organizzazione CHF ${net}`,
    date: 'Data',
    reference: 'Riferimento',
    deductible: (club, canton) =>
      `${club} è esentata dalle imposte per pubblica utilità${canton}. La liberalità è stata fatta senza controprestazione e può essere dedotta dal reddito imponibile secondo l'art. 33a LIFD e il diritto cantonale.`,
    thanks: 'Grazie per il tuo sostegno!',
  },
};

/** DD.MM.YYYY in Swiss time (spec 000 §9). */
export function swissDay(date: Date): string {
  const parts = new Intl.DateTimeFormat('de-CH', {
    timeZone: 'Europe/Zurich',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);
  return parts;
}

/** Long sentences wrapped for the one-page PDF. */
function wrap(text: string, width = 80): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

export function certificateTitle(language: WireLanguage, deductible: boolean): string {
  return deductible ? WORDS[language].certificate : WORDS[language].confirmation;
}

export function certificatePdf(input: CertificateInput): Buffer {
  const w = WORDS[input.language];
  const canton = input.club.taxCanton ? ` (${input.club.taxCanton})` : '';
  const donorAddress = [
    input.donor.address1,
    [input.donor.postalCode, input.donor.city].filter(Boolean).join(' '),
  ]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
  const clubAddress = [
    input.club.address1,
    input.club.address2,
    `${input.club.postalCode} ${input.club.city}`,
  ]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
  return simplePdf([
    certificateTitle(input.language, input.deductible),
    '',
    `${w.platform}: ${input.platform}`,
    `${w.organisation}: ${input.club.name}`,
    `    ${clubAddress}`,
    `${w.donor}: ${input.donor.name}${donorAddress ? `, ${donorAddress}` : ''}`,
    `${w.product}: ${input.productTitle}`,
    `${w.amount}: CHF ${formatChf(input.amountRappen)}`,
    `    (${w.split(formatChf(input.feeRappen), formatChf(input.netRappen))})`,
    `${w.date}: ${swissDay(input.date)}`,
    `${w.reference}: ${input.reference}`,
    '',
    ...(input.deductible ? [...wrap(w.deductible(input.club.name, canton)), ''] : []),
    w.thanks,
  ]);
}
