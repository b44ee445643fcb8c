import { z } from 'zod';
import { PayoutPage, PayoutsRequest } from '../dashboard';
import { endpoint } from '../endpoint';
import {
  FeeInvoicePdfRequest,
  FeeInvoices,
  FeeInvoicesExportRequest,
  FeeInvoicesExportResponse,
  FeeInvoicesRequest,
} from '../fee-invoices';
import { KEYS } from '../messages';

/** The payouts calls. */
export const PAYOUTS_ENDPOINTS = {
  postPayoutsPayoutDetailsClub: endpoint({
    method: 'POST',
    path: '/payouts/payout-details-club',
    tag: 'payouts',
    summary: "The club's payouts, newest first, 10 per page (admin and finance)",
    access: 'caller',
    body: PayoutsRequest,
    answers: { 200: PayoutPage },
    errors: [400, 401, 403, 404, 409],
    errorKeys: ['clubNotFound'],
  }),
  getPayoutsByIdStatementPdf: endpoint({
    method: 'GET',
    path: '/payouts/:id/statement.pdf',
    tag: 'payouts',
    summary: 'A payout statement (PDF) by the signed link /files/name gives',
    access: 'public',
    params: z.object({ id: z.uuid(KEYS.payoutNotFound) }),
    query: z.object({ expires: z.coerce.number().int(), signature: z.string().max(200) }),
    answers: {},
    produces: ['application/pdf'],
    errors: [403, 404],
  }),
  postPayoutsFeeInvoices: endpoint({
    method: 'POST',
    path: '/payouts/fee-invoices',
    tag: 'payouts',
    summary: "The platform's monthly fee invoices to the club, newest first (admin and finance)",
    access: 'caller',
    body: FeeInvoicesRequest,
    answers: { 200: FeeInvoices },
    errors: [400, 401, 403, 404],
    errorKeys: ['clubNotFound'],
  }),
  postPayoutsFeeInvoicesPdf: endpoint({
    method: 'POST',
    path: '/payouts/fee-invoices/pdf',
    tag: 'payouts',
    summary: "A monthly fee invoice (PDF): the fees withheld, with the platform's details and its number",
    access: 'caller',
    body: FeeInvoicePdfRequest,
    answers: {},
    produces: ['application/pdf'],
    errors: [400, 401, 403, 404],
    errorKeys: ['clubNotFound', 'feeInvoiceNotFound'],
  }),
  postAdminFeeInvoicesExport: endpoint({
    method: 'POST',
    path: '/admin/fee-invoices/export',
    tag: 'admin',
    summary: "A month's fee invoices of every organisation as CSV for Excel (the operator)",
    access: 'caller',
    body: FeeInvoicesExportRequest,
    answers: { 200: FeeInvoicesExportResponse },
    errors: [400, 401, 403],
    errorKeys: ['feeInvoiceMonthInvalid'],
  }),
} as const;
