import { z } from 'zod';
import { PageRequest } from './clubs';
import { CsvDownload } from './dashboard';
import { KEYS } from './messages';

/**
 * Deliveries: what a club has to send for a product offered with delivery (PRODUCT.md §validation collects the address at
 * checkout; the spec leaves open how the club learns it). The club's products tab lists every booked donation
 * with a delivery address, open or sent, and the club marks each as sent. The address is the donor's, given for
 * this delivery only: when the donor deletes their account it goes, and the delivery leaves the list.
 */

export const DELIVERY_STATUSES = ['open', 'sent'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const DELIVERIES = {
  pageSize: 5,
  /** The CSV export holds at most this many deliveries of a status (the oldest open ones, the latest sent). */
  exportMax: 10_000,
} as const;

export const DeliveriesRequest = z.object({
  clubId: z.uuid(KEYS.clubNotFound),
  status: z.enum(DELIVERY_STATUSES).default('open'),
  pageId: PageRequest.shape.pageId,
});
export type DeliveriesRequest = z.input<typeof DeliveriesRequest>;

/** Where to send it, as the donor typed it at checkout. */
export const DeliveryAddress = z.object({
  fullName: z.string(),
  address1: z.string(),
  address2: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  phoneNumber: z.string().nullable(),
  additionalNotes: z.string().nullable(),
});
export type DeliveryAddress = z.infer<typeof DeliveryAddress>;

export const Delivery = z.object({
  donationId: z.string(),
  /** When the donation was booked (ISO date-time). */
  bookedAt: z.string(),
  productTitle: z.string(),
  address: DeliveryAddress,
  /** When the club marked it as sent (ISO date-time); null while open. */
  sentAt: z.string().nullable(),
});
export type Delivery = z.infer<typeof Delivery>;

export const DeliveryPage = z.object({
  deliveries: z.array(Delivery),
  /** How many are open and how many sent (the asked status pages through its own count). */
  open: z.int(),
  sent: z.int(),
});
export type DeliveryPage = z.infer<typeof DeliveryPage>;

export const DeliverySentRequest = z.object({
  clubId: z.uuid(KEYS.clubNotFound),
  donationId: z.uuid(KEYS.paymentNotFound),
  /** true: sent; false: back to open (a mistake undone). */
  sent: z.boolean(),
});
export type DeliverySentRequest = z.input<typeof DeliverySentRequest>;

export const DeliverySent = z.object({ sentAt: z.string().nullable() });
export type DeliverySent = z.infer<typeof DeliverySent>;

/** The club's open (or sent) deliveries as CSV for Excel, e.g. for address labels. */
export const DeliveriesExportRequest = DeliveriesRequest.pick({ clubId: true, status: true });
export type DeliveriesExportRequest = z.input<typeof DeliveriesExportRequest>;
export const DeliveriesExportResponse = CsvDownload;
export type DeliveriesExportResponse = CsvDownload;
