import { z } from 'zod';
import { CsvDownload } from './dashboard';
import { KEYS } from './messages';

/*
 * The platform's monthly fee invoice to an organisation (issue 47, docs/decisions/088): the fees withheld from the
 * gifts of one Swiss month, net of refunds, with a running number; found beside the payout statements. The
 * operator downloads a month's invoices as CSV.
 */

/** The invoice number as documents show it: TF- and the running number, six digits. */
export function feeInvoiceNumber(number: number): string {
  return `TF-${String(number).padStart(6, '0')}`;
}

const month = z
  .string(KEYS.feeInvoiceMonthInvalid)
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, KEYS.feeInvoiceMonthInvalid);

export const FeeInvoice = z.object({
  id: z.uuid(),
  /** TF-000042 */
  number: z.string(),
  /** YYYY-MM */
  month: z.string(),
  issuedAt: z.string(),
  donations: z.int(),
  /** CHF: the gifts of the month, net of refunds. */
  gross: z.number(),
  /** CHF: the platform's fees withheld from them. */
  fees: z.number(),
});
export type FeeInvoice = z.infer<typeof FeeInvoice>;

export const FeeInvoices = z.object({ content: z.array(FeeInvoice) });
export type FeeInvoices = z.infer<typeof FeeInvoices>;

export const FeeInvoicesRequest = z.object({ clubId: z.uuid(KEYS.clubNotFound) });
export type FeeInvoicesRequest = z.input<typeof FeeInvoicesRequest>;

export const FeeInvoicePdfRequest = z.object({
  clubId: z.uuid(KEYS.clubNotFound),
  invoiceId: z.uuid(KEYS.feeInvoiceNotFound),
});
export type FeeInvoicePdfRequest = z.input<typeof FeeInvoicePdfRequest>;

export const FeeInvoicesExportRequest = z.object({ month });
export type FeeInvoicesExportRequest = z.input<typeof FeeInvoicesExportRequest>;
export const FeeInvoicesExportResponse = CsvDownload;
