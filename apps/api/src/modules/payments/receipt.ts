import { wireLanguageOf } from '@tifo/contract';
import DataLoader from 'dataloader';
import type { Storage } from '../../adapters/storage';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { OutboxAttachment } from '../../db/schema';
import { clubLogo } from '../documents/logos';
import { renderPdf } from '../documents/render';
import { isDeductibleGift } from './certificate';
import * as q from './queries';
import { RECEIPT_PDF } from './receipt-pdf';

/*
 * The receipt PDF of a donation (donation certificate or payment confirmation). The booking's transaction only
 * names it in the receipt mail (receiptAttachment); the mail job renders it when it sends the mail, so no PDF
 * is made on a payment's request path or while the product row is locked.
 */

export function receiptAttachment(donation: { id: string }, deductible: boolean): OutboxAttachment {
  return {
    filename: `${deductible ? 'donation-certificate' : 'payment-confirmation'}-${donation.id.slice(0, 8)}.pdf`,
    contentType: 'application/pdf',
    document: { kind: 'donationReceipt', id: donation.id },
  };
}

type DonationWithParties = Awaited<ReturnType<typeof q.findDonationsWithParties>>[number];

/** At most this many donations in one look-up. */
const LOOKUP_BATCH = 100;
const lookups = new WeakMap<Db, DataLoader<string, DonationWithParties | undefined>>();

/**
 * The donation of a receipt with its parties. The receipts a mail run renders together (mail/service.ts
 * deliverBatch) are looked up in one statement instead of one each; nothing is kept between runs.
 */
function findForReceipt(db: Db, donationId: string): Promise<DonationWithParties | undefined> {
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = new DataLoader(
      async (ids) => {
        const found = new Map(
          (await q.findDonationsWithParties(db, ids)).map((row) => [row.donation.id, row]),
        );
        return ids.map((id) => found.get(id));
      },
      { cache: false, maxBatchSize: LOOKUP_BATCH },
    );
    lookups.set(db, lookup);
  }
  return lookup.load(donationId);
}

export async function renderReceipt(
  deps: { db: Db; config: Pick<Config, 'PLATFORM_NAME'> },
  storage: Storage,
  donationId: string,
): Promise<Buffer> {
  const found = await findForReceipt(deps.db, donationId);
  if (!found) throw new Error(`donation ${donationId} not found`);
  const { donation, donor, club, product, company } = found;
  const language = wireLanguageOf(donor.preferredLanguage);
  const deductible = isDeductibleGift(club, product);
  // Issued to the company the donor gave as, when they named one at checkout (issue 47).
  return renderPdf(RECEIPT_PDF, {
    language,
    platform: deps.config.PLATFORM_NAME,
    deductible,
    club: { ...club, logo: await clubLogo(storage, club.logo) },
    donor: company
      ? { name: company.name, address1: company.address1, postalCode: company.postalCode, city: company.city }
      : {
          name: `${donor.firstName} ${donor.lastName}`.trim(),
          address1: donor.address1,
          postalCode: donor.postalCode,
          city: donor.city,
        },
    productTitle: product.title,
    amountRappen: donation.amountRappen,
    feeRappen: donation.feeRappen,
    netRappen: donation.netRappen,
    coveredRappen: donation.coveredFeeRappen,
    date: donation.settledAt ?? donation.createdAt,
    reference: donation.id,
  });
}
