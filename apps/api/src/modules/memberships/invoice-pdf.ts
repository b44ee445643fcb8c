import { formatChfGrouped, type WireLanguage } from '@tifo/contract';
import { SwissQRBill } from 'swissqrbill/pdf';
import { isIBANValid, isQRIBAN } from 'swissqrbill/utils';
import { swissDay } from '../../platform/swiss-dates';
import { amountTable, facts, finish, footer, letter, paragraph, QR_BILL_FONT } from '../documents/layout';
import { asBuffer, pdfKind } from '../documents/pdf-task';

/** What a membership invoice shows (issue 14): the member's invoice of one period, with a QR-bill to the club. */
export interface InvoiceDocument {
  language: WireLanguage;
  platform: string;
  number: string;
  /** The structured creditor reference (RF…) the QR-bill carries with an ordinary IBAN. */
  reference: string;
  /** The 27-digit QR reference, used instead when the club's account is a QR-IBAN. */
  qrReference: string;
  issuedAt: Date;
  dueAt: Date;
  periodStart: Date;
  periodEnd: Date;
  amountRappen: number;
  productTitle: string;
  payUrl: string;
  club: {
    name: string;
    address1: string;
    address2: string | null;
    postalCode: string;
    city: string;
    country: string;
    logo?: Buffer | undefined;
  };
  /** The club's own account (the QR-bill pays the club directly); none: the invoice is paid online only. */
  bank: { iban: string; ownerName: string } | null;
  member: {
    name: string;
    address1: string | null;
    postalCode: string | null;
    city: string | null;
    country: string | null;
  };
  paid: boolean;
}

interface Words {
  invoice: string;
  number: string;
  date: string;
  due: string;
  reference: string;
  item: string;
  amount: string;
  total: string;
  membership: (title: string, from: string, to: string) => string;
  payOnline: (url: string) => string;
  payTransfer: string;
  noBank: string;
  paid: string;
  footer: (platform: string) => string;
}

const WORDS: Record<WireLanguage, Words> = {
  de: {
    invoice: 'Rechnung',
    number: 'Rechnungsnummer',
    date: 'Rechnungsdatum',
    due: 'Fällig am',
    reference: 'Referenz',
    item: 'Beschreibung',
    amount: 'Betrag',
    total: 'Total',
    membership: (t, from, to) => `Mitgliederbeitrag «${t}», ${from} – ${to}`,
    payOnline: (url) => `Online mit Karte oder TWINT bezahlen: ${url}`,
    payTransfer: 'Oder überweise den Betrag mit dem QR-Einzahlungsschein unten an den Verein.',
    noBank: 'Bitte bezahle online; für Überweisungen hat der Verein noch kein Konto hinterlegt.',
    paid: 'Bezahlt – vielen Dank!',
    footer: (p) => `${p} · Spenden und Mitgliedschaften für den Schweizer Sport`,
  },
  en: {
    invoice: 'Invoice',
    number: 'Invoice number',
    date: 'Invoice date',
    due: 'Due on',
    reference: 'Reference',
    item: 'Description',
    amount: 'Amount',
    total: 'Total',
    membership: (t, from, to) => `Membership fee “${t}”, ${from} – ${to}`,
    payOnline: (url) => `Pay online by card or TWINT: ${url}`,
    payTransfer: 'Or transfer the amount to the club with the QR-bill below.',
    noBank: 'Please pay online; the club has not given an account for transfers yet.',
    paid: 'Paid – thank you!',
    footer: (p) => `${p} · Donations and memberships for Swiss sport`,
  },
  fr: {
    invoice: 'Facture',
    number: 'Numéro de facture',
    date: 'Date de facture',
    due: 'Échéance',
    reference: 'Référence',
    item: 'Description',
    amount: 'Montant',
    total: 'Total',
    membership: (t, from, to) => `Cotisation « ${t} », ${from} – ${to}`,
    payOnline: (url) => `Payer en ligne par carte ou TWINT : ${url}`,
    payTransfer: 'Ou vire le montant au club avec la QR-facture ci-dessous.',
    noBank: 'Merci de payer en ligne ; le club n’a pas encore indiqué de compte pour les virements.',
    paid: 'Payée – merci !',
    footer: (p) => `${p} · Dons et adhésions pour le sport suisse`,
  },
  it: {
    invoice: 'Fattura',
    number: 'Numero di fattura',
    date: 'Data della fattura',
    due: 'Scadenza',
    reference: 'Riferimento',
    item: 'Descrizione',
    amount: 'Importo',
    total: 'Totale',
    membership: (t, from, to) => `Quota sociale «${t}», ${from} – ${to}`,
    payOnline: (url) => `Paga online con carta o TWINT: ${url}`,
    payTransfer: 'Oppure bonifica l’importo al club con la QR-fattura qui sotto.',
    noBank: 'Paga online; il club non ha ancora indicato un conto per i bonifici.',
    paid: 'Pagata – grazie!',
    footer: (p) => `${p} · Donazioni e affiliazioni per lo sport svizzero`,
  },
};

const QR_LANGUAGE = { de: 'DE', en: 'EN', fr: 'FR', it: 'IT' } as const;

/** The QR-bill's data: the club's account and address, the amount, the reference, the member when known. */
export function qrBillData(input: InvoiceDocument) {
  if (!input.bank || !isIBANValid(input.bank.iban)) return undefined;
  const qrIban = isQRIBAN(input.bank.iban);
  const { member, club } = input;
  const debtor =
    member.address1 && member.postalCode && member.city
      ? {
          name: member.name,
          address: member.address1,
          zip: member.postalCode,
          city: member.city,
          country: member.country ?? 'CH',
        }
      : undefined;
  return {
    currency: 'CHF' as const,
    amount: input.amountRappen / 100,
    reference: qrIban ? input.qrReference : input.reference,
    message: `${WORDS[input.language].invoice} ${input.number}`,
    creditor: {
      name: input.bank.ownerName || club.name,
      address: club.address1,
      zip: club.postalCode,
      city: club.city,
      country: club.country,
      account: input.bank.iban.replace(/\s/g, ''),
    },
    ...(debtor ? { debtor } : {}),
  };
}

/** A membership invoice as an A4 PDF with the QR-bill on the same page (swissqrbill renders into PDFKit). */
export async function invoicePdf(input: InvoiceDocument): Promise<Buffer> {
  const w = WORDS[input.language];
  const doc = letter(
    {
      title: `${w.invoice} ${input.number}`,
      author: input.platform,
      language: input.language,
      date: input.issuedAt,
      logo: input.club.logo,
    },
    input.club,
    input.member,
  );
  facts(doc, [
    [w.number, input.number],
    [w.date, swissDay(input.issuedAt)],
    [w.due, swissDay(input.dueAt)],
    [w.reference, input.reference],
  ]);
  const amount = `CHF ${formatChfGrouped(input.amountRappen)}`;
  amountTable(
    doc,
    [w.item, w.amount],
    [[w.membership(input.productTitle, swissDay(input.periodStart), swissDay(input.periodEnd)), amount]],
    [w.total, amount],
  );
  const qr = qrBillData(input);
  if (input.paid) paragraph(doc, w.paid, { bold: true });
  else {
    paragraph(doc, w.payOnline(input.payUrl));
    paragraph(doc, qr ? w.payTransfer : w.noBank, { muted: true });
  }
  if (qr && !input.paid) {
    new SwissQRBill(qr, { language: QR_LANGUAGE[input.language], fontName: QR_BILL_FONT }).attachTo(doc);
  } else {
    footer(doc, w.footer(input.platform));
  }
  return finish(doc);
}

/** The membership invoice with its QR-bill as a kind of document of the PDF thread (documents/render.ts). */
export const INVOICE_PDF = pdfKind<InvoiceDocument>(import.meta.url);

/** The PDF thread's entry (documents/pdf-task.ts): the logo back into a Buffer, then the document. */
export function pdf(input: InvoiceDocument): Promise<Buffer> {
  return invoicePdf({ ...input, club: { ...input.club, logo: asBuffer(input.club.logo) } });
}
