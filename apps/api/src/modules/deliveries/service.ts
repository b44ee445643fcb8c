import {
  type DeliveryPage,
  type DeliverySent,
  type DeliveryStatus,
  MESSAGES,
  wireLanguageOf,
} from '@tifo/contract';
import { AppError } from '../../errors';
import type { Caller } from '../auth/caller';
import type { AppDeps } from '../deps';
import { swissDay } from '../documents/dates';
import { requireClubAccess } from '../organisations/access';
import * as q from './queries';

type DeliveryDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer'>;

/** POST /donations/deliveries: a page of the club's open or sent deliveries (admin and editor, the operator). */
export async function deliveries(
  deps: DeliveryDeps,
  caller: Caller,
  { clubId, status, pageId }: { clubId: string; status: DeliveryStatus; pageId: number },
): Promise<DeliveryPage> {
  await requireClubAccess(deps, caller, clubId, 'shipDeliveries');
  const page = await q.deliveryPage(deps.db, clubId, status, pageId);
  return {
    deliveries: page.rows.map((row) => ({
      donationId: row.donationId,
      bookedAt: row.bookedAt.toISOString(),
      productTitle: row.productTitle,
      address: {
        fullName: row.delivery.fullName,
        address1: row.delivery.address1,
        address2: row.delivery.address2 || null,
        postalCode: row.delivery.postalCode,
        city: row.delivery.city,
        country: row.delivery.country,
        phoneNumber: row.delivery.phoneNumber || null,
        additionalNotes: row.delivery.additionalNotes || null,
      },
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
    open: page.open,
    sent: page.sent,
  };
}

/**
 * POST /donations/deliveries/sent: one delivery marked as sent, or open again; 404 when the club has no such one.
 * Marked sent for the first time, the donor is told by mail (in their language) that it is on its way; once, even
 * when it is marked open and sent again.
 */
export async function markSent(
  deps: DeliveryDeps,
  caller: Caller,
  { clubId, donationId, sent }: { clubId: string; donationId: string; sent: boolean },
): Promise<DeliverySent> {
  await requireClubAccess(deps, caller, clubId, 'shipDeliveries');
  return deps.db.transaction(async (tx) => {
    const before = await q.deliveryForMarking(tx, clubId, donationId);
    if (!before) throw new AppError('not_found', MESSAGES.paymentNotFound);
    const row = await q.markDelivery(tx, { clubId, donationId, sent, by: caller.id, now: deps.clock.now() });
    if (!row) throw new AppError('not_found', MESSAGES.paymentNotFound);
    if (sent && !before.donorToldAt && !before.donorDeleted) {
      await q.markDonorTold(tx, donationId, deps.clock.now());
      const { delivery } = before;
      await deps.mailer.queueMail(tx, {
        to: before.donorEmail,
        template: 'deliverySent',
        language: wireLanguageOf(before.donorLanguage),
        vars: {
          firstName: before.donorFirstName,
          clubName: before.clubName,
          clubEmail: before.clubEmail,
          productTitle: before.productTitle,
          date: swissDay(before.bookedAt),
          address: [
            delivery.fullName,
            delivery.address1,
            delivery.address2,
            `${delivery.postalCode} ${delivery.city}`,
          ]
            .filter(Boolean)
            .join(', '),
        },
        link: `${deps.config.publicUrl}/profile/user`,
      });
    }
    return { sentAt: row.sentAt?.toISOString() ?? null };
  });
}
