import { fillPlaceholders, formatChfGrouped, type WireLanguage } from '@tifo/contract';
import { SwissQRBill } from 'swissqrbill/pdf';
import { isIBANValid, isQRIBAN } from 'swissqrbill/utils';
import { swissDay } from '../../platform/swiss-dates';
import { amountTable, facts, finish, footer, letter, paragraph, QR_BILL_FONT } from '../documents/layout';
import { asBuffer, pdfKind } from '../documents/pdf-task';
import de from './locales/de/invoice-pdf.json' with { type: 'json' };
import en from './locales/en/invoice-pdf.json' with { type: 'json' };
import fr from './locales/fr/invoice-pdf.json' with { type: 'json' };
import it from './locales/it/invoice-pdf.json' with { type: 'json' };

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

/** The document's words, from its catalogs (locales/<language>/invoice-pdf.json). */
const WORDS: Record<WireLanguage, typeof de> = { de, en, fr, it };

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
    [
      [
        fillPlaceholders(w.membership, {
          title: input.productTitle,
          from: swissDay(input.periodStart),
          to: swissDay(input.periodEnd),
        }),
        amount,
      ],
    ],
    [w.total, amount],
  );
  const qr = qrBillData(input);
  if (input.paid) paragraph(doc, w.paid, { bold: true });
  else {
    paragraph(doc, fillPlaceholders(w.payOnline, { url: input.payUrl }));
    paragraph(doc, qr ? w.payTransfer : w.noBank, { muted: true });
  }
  if (qr && !input.paid) {
    new SwissQRBill(qr, { language: QR_LANGUAGE[input.language], fontName: QR_BILL_FONT }).attachTo(doc);
  } else {
    footer(doc, fillPlaceholders(w.footer, { platform: input.platform }));
  }
  return finish(doc);
}

/** The membership invoice with its QR-bill as a kind of document of the PDF thread (documents/render.ts). */
export const INVOICE_PDF = pdfKind<InvoiceDocument>(import.meta.url);

/** The PDF thread's entry (documents/pdf-task.ts): the logo back into a Buffer, then the document. */
export function pdf(input: InvoiceDocument): Promise<Buffer> {
  return invoicePdf({ ...input, club: { ...input.club, logo: asBuffer(input.club.logo) } });
}
