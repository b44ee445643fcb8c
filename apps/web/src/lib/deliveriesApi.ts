import type { DeliveryStatus } from '@tifo/contract';
import { callApi } from './api';
import * as api from './endpoints';

/** The club's deliveries of products offered with delivery (products tab). */
export const deliveryKeys = {
  all: (clubId: string) => ['deliveries', clubId] as const,
  page: (clubId: string, status: DeliveryStatus, pageId: number) =>
    ['deliveries', clubId, status, pageId] as const,
};

export function fetchDeliveries(
  clubId: string,
  status: DeliveryStatus,
  pageId: number,
  signal?: AbortSignal,
) {
  return callApi(
    api.postDonationsDeliveries,
    { clubId, status, pageId },
    { auth: true, toast: false, signal },
  );
}

export function markDeliverySent(clubId: string, donationId: string, sent: boolean) {
  return callApi(api.postDonationsDeliveriesSent, { clubId, donationId, sent }, { auth: true, toast: false });
}

export function exportDeliveries(clubId: string, status: DeliveryStatus) {
  return callApi(api.postDonationsDeliveriesExport, { clubId, status }, { auth: true, toast: false });
}
