import {
  type CsvDownload,
  DELIVERIES,
  type Delivery,
  type DeliveryPage,
  type DeliverySent,
  type DeliveryStatus,
  ROUTES,
  type WireLanguage,
  wireLanguageOf,
} from '@tifo/contract';
import { AppError } from '../../errors';
import { perLanguage } from '../../platform/catalogs';
import { swissDay, swissIsoDay } from '../../platform/swiss-dates';
import type { Caller } from '../auth/caller';
import { csvFile, csvText } from '../documents/csv';
import { requireClubAccess } from '../organisations/access';
import type { AppDeps } from '../wiring/deps';
import deWords from './locales/de/export.json' with { type: 'json' };
import enWords from './locales/en/export.json' with { type: 'json' };
import frWords from './locales/fr/export.json' with { type: 'json' };
import itWords from './locales/it/export.json' with { type: 'json' };
import { DELIVERY_MAILS } from './mail-texts';
import * as q from './queries';

type DeliveryDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer'>;

/** A delivery as the API answers it: the address with empty optional fields as null. */
function deliveryOf(row: q.DeliveryRow): Delivery {
  const { delivery } = row;
  return {
    donationId: row.donationId,
    bookedAt: row.bookedAt.toISOString(),
    productTitle: row.productTitle,
    address: {
      fullName: delivery.fullName,
      address1: delivery.address1,
      address2: delivery.address2 || null,
      postalCode: delivery.postalCode,
      city: delivery.city,
      country: delivery.country,
      phoneNumber: delivery.phoneNumber || null,
      additionalNotes: delivery.additionalNotes || null,
    },
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** POST /donations/deliveries: a page of the club's open or sent deliveries (admin and editor, the operator). */
export async function deliveries(
  deps: DeliveryDeps,
  caller: Caller,
  { clubId, status, pageId }: { clubId: string; status: DeliveryStatus; pageId: number },
): Promise<DeliveryPage> {
  await requireClubAccess(deps, caller, clubId, 'shipDeliveries');
  const window = { limit: DELIVERIES.pageSize, offset: pageId * DELIVERIES.pageSize };
  const rows = await q.deliveryRows(deps.db, clubId, status, window);
  return { deliveries: rows.map(deliveryOf), ...(await q.deliveryCounts(deps.db, clubId)) };
}

const CATALOGS = { de: deWords, en: enWords, fr: frWords, it: itWords };
const EXPORT_HEADERS = perLanguage(CATALOGS, (words) => words.headers as readonly string[]);

/**
 * POST /donations/deliveries/export: the club's open (or sent) deliveries as CSV for Excel, in the order of the
 * list, e.g. to print address labels; at most DELIVERIES.exportMax. The country stays its ISO code (CH), as
 * a post office's import expects it.
 */
export async function exportDeliveries(
  deps: DeliveryDeps,
  caller: Caller,
  { clubId, status }: { clubId: string; status: DeliveryStatus },
  language: WireLanguage,
): Promise<CsvDownload> {
  await requireClubAccess(deps, caller, clubId, 'shipDeliveries');
  const rows = await q.deliveryRows(deps.db, clubId, status, { limit: DELIVERIES.exportMax, offset: 0 });
  const lines = rows.map(({ bookedAt, productTitle, delivery, sentAt }) =>
    [
      swissDay(bookedAt),
      productTitle,
      delivery.fullName,
      delivery.address1,
      delivery.address2 ?? '',
      delivery.postalCode,
      delivery.city,
      delivery.country,
      delivery.phoneNumber ?? '',
      delivery.additionalNotes ?? '',
      sentAt ? swissDay(sentAt) : '',
    ].map(csvText),
  );
  return {
    fileName: `tifo-deliveries-${status}-${swissIsoDay(deps.clock.now())}.csv`,
    csv: csvFile(EXPORT_HEADERS[language], lines),
    rows: lines.length,
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
    if (!before) throw new AppError('not_found', 'paymentNotFound');
    const donorTold = sent && !before.donorToldAt && !before.donorDeleted;
    const row = await q.markDelivery(tx, {
      donationId,
      sent,
      by: caller.id,
      now: deps.clock.now(),
      donorTold,
    });
    if (donorTold) {
      const { delivery } = before;
      await deps.mailer.queueMail(tx, {
        to: before.donorEmail,
        template: DELIVERY_MAILS.deliverySent,
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
        link: `${deps.config.publicUrl}${ROUTES.userProfile}`,
      });
    }
    return { sentAt: row.sentAt?.toISOString() ?? null };
  });
}
