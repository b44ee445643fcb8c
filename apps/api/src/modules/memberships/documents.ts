import { wireLanguageOf } from '@tifo/contract';
import { calculateQRReferenceChecksum } from 'swissqrbill/utils';
import type { Storage } from '../../adapters/storage';
import { clubLogo } from '../documents/logos';
import { renderPdf } from '../documents/render';
import { decryptIban } from '../organisations/iban-crypto';
import { INVOICE_PDF } from './invoice-pdf';
import { invoicePayPath } from './mails';
import { invoiceNumber, invoiceReference } from './present';
import * as q from './queries';
import type { MembershipsDeps } from './service';

/** The 27-digit QR reference of an invoice (for clubs whose account is a QR-IBAN). */
export function qrReference(number: number): string {
  const base = String(number).padStart(26, '0');
  return `${base}${calculateQRReferenceChecksum(base)}`;
}

/** The invoice PDF of one invoice, in the member's language (rendered by the mail job, or on download). */
export async function renderInvoice(
  deps: MembershipsDeps,
  storage: Storage,
  invoiceId: string,
): Promise<Buffer> {
  const db = deps.db;
  const invoice = await q.findInvoice(db, invoiceId);
  const membership = invoice && (await q.findMembership(db, invoice.membershipId));
  const user = membership && (await q.findMemberUser(db, membership.userId));
  const parties = membership && (await q.findProductAndClub(db, membership.productId));
  if (!invoice || !membership || !user || !parties) throw new Error(`invoice ${invoiceId} not found`);
  const { club, product } = parties;
  const bank = await q.findBank(db, club.id);
  return renderPdf(INVOICE_PDF, {
    language: wireLanguageOf(user.preferredLanguage),
    platform: deps.config.PLATFORM_NAME,
    number: invoiceNumber(invoice),
    reference: invoiceReference(invoice),
    qrReference: qrReference(invoice.number),
    issuedAt: invoice.createdAt,
    dueAt: invoice.dueAt,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    amountRappen: invoice.amountRappen,
    productTitle: product.title,
    payUrl: `${deps.config.publicUrl}${invoicePayPath(invoice.id)}`,
    club: {
      name: club.name,
      address1: club.address1,
      address2: club.address2,
      postalCode: club.postalCode,
      city: club.city,
      country: club.country,
      logo: await clubLogo(storage, club.logo),
    },
    // Only an account the operator confirmed: a changed one waiting for confirmation is left off the QR-bill
    // (the invoice's pay link still works), so members never pay into an account nobody checked.
    bank: bank?.confirmedAt
      ? { iban: decryptIban(deps.config.ibanKey, bank.ibanEncrypted), ownerName: bank.ownerName }
      : null,
    member: {
      name: `${user.firstName} ${user.lastName}`.trim(),
      address1: user.address1,
      postalCode: user.postalCode,
      city: user.city,
      country: 'CH',
    },
    paid: invoice.status === 'paid',
  });
}
