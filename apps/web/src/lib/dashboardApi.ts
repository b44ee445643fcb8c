import type { GraphPeriod } from '@tifo/contract';
import { type ApiInput, apiPath, callApi } from './api';
import type { ApiRoute } from './endpoints';
import * as api from './endpoints';
import { download } from './profileApi';

/** The dashboard's figures, the financials and the operator's payouts (PRODUCT.md §dashboard, issue 15). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  performance: (clubId: string, period: GraphPeriod) => ['dashboard', 'performance', clubId, period] as const,
  pending: (clubId: string) => ['dashboard', 'pending', clubId] as const,
  topProducts: (clubId: string, pageId: number) => ['dashboard', 'topProducts', clubId, pageId] as const,
  topSponsors: (clubId: string, pageId: number) => ['dashboard', 'topSponsors', clubId, pageId] as const,
  payouts: (clubId: string, pageId: number, pageSize: number) =>
    ['dashboard', 'payouts', clubId, pageId, pageSize] as const,
  adminPayouts: ['admin', 'payouts'] as const,
  feeInvoices: (clubId: string) => ['dashboard', 'feeInvoices', clubId] as const,
};

const call = <R extends ApiRoute>(route: R, body: ApiInput<R>, signal?: AbortSignal) =>
  callApi(route, body, { auth: true, toast: false, signal });

export function fetchPerformance(clubId: string, period: GraphPeriod, signal?: AbortSignal) {
  return call(api.postDonationsPerformance, { clubId, period }, signal);
}

export function fetchPendingPayout(clubId: string, signal?: AbortSignal) {
  return call(api.postDonationsPendingPayoutClub, { clubId }, signal);
}

export function fetchTopProducts(clubId: string, pageId: number, pageSize: number, signal?: AbortSignal) {
  return call(api.postDonationsTopProducts, { clubId, pageId, pageSize }, signal);
}

export function fetchTopSponsors(clubId: string, pageId: number, pageSize: number, signal?: AbortSignal) {
  return call(api.postDonationsTopSponsor, { clubId, pageId, pageSize }, signal);
}

export function fetchPayouts(clubId: string, pageId: number, pageSize: number, signal?: AbortSignal) {
  return call(api.postPayoutsPayoutDetailsClub, { clubId, pageId, pageSize }, signal);
}

/** POST /files/name: a short-lived link to a payout's PDF statement (PRODUCT.md §dashboard). */
export function statementLink(fileName: string): Promise<string> {
  return callApi(api.postFilesName, { fileName }, { auth: true, text: true });
}

export function exportDonations(clubId: string, from: string, to: string) {
  return callApi(api.postDonationsExport, { clubId, from, to }, { auth: true, toast: false });
}

// ---- The operator ------------------------------------------------------------------------------------------

export function fetchAdminPayouts(signal?: AbortSignal) {
  return callApi(api.getAdminPayouts, undefined, { auth: true, toast: false, signal });
}

// The operator's calls show their errors next to what was done (translated by the admin namespace).
export function runPayoutsNow() {
  return callApi(api.postAdminPayoutsRun, undefined, { auth: true, toast: false });
}

export function painFile(runId: string): Promise<string> {
  return callApi(api.getAdminPayoutsRunsByIdPain001, { id: runId }, { auth: true, text: true, toast: false });
}

export function markPayoutPaid(payoutId: string) {
  return callApi(api.postAdminPayoutsByIdPaid, { id: payoutId }, { auth: true, toast: false });
}

export function markPayoutFailed(payoutId: string, reason: string) {
  return callApi(
    api.postAdminPayoutsByIdFailed,
    { reason },
    { params: { id: payoutId }, auth: true, toast: false },
  );
}

export function setPayoutHold(clubId: string, held: boolean, reason?: string) {
  return callApi(
    api.putAdminClubsByIdPayoutHold,
    { held, ...(reason ? { reason } : {}) },
    { params: { id: clubId }, auth: true },
  );
}

/** The platform's monthly fee invoices to the club (issue 47). */
export function fetchFeeInvoices(clubId: string, signal?: AbortSignal) {
  return call(api.postPayoutsFeeInvoices, { clubId }, signal);
}

export function fetchFeeInvoicePdf(clubId: string, invoiceId: string): Promise<Blob> {
  return download(apiPath(api.postPayoutsFeeInvoicesPdf), { clubId, invoiceId });
}

/** The operator's CSV of a month's fee invoices. */
export function exportFeeInvoices(month: string) {
  return call(api.postAdminFeeInvoicesExport, { month });
}
