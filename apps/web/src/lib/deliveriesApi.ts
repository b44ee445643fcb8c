import type { CsvDownload, DeliveryPage, DeliverySent, DeliveryStatus } from '@tifo/contract';
import { apiRequest } from './api';

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
  return apiRequest<DeliveryPage>('/donations/deliveries', {
    method: 'POST',
    body: { clubId, status, pageId },
    auth: true,
    toast: false,
    signal,
  });
}

export function markDeliverySent(clubId: string, donationId: string, sent: boolean) {
  return apiRequest<DeliverySent>('/donations/deliveries/sent', {
    method: 'POST',
    body: { clubId, donationId, sent },
    auth: true,
    toast: false,
  });
}

export function exportDeliveries(clubId: string, status: DeliveryStatus) {
  return apiRequest<CsvDownload>('/donations/deliveries/export', {
    method: 'POST',
    body: { clubId, status },
    auth: true,
    toast: false,
  });
}
