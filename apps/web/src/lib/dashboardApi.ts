import type {
  DonationsExportResponse,
  GraphPeriod,
  PayoutPage,
  PayoutsOverview,
  PendingPayout,
  Performance,
  RunPayoutsResponse,
  TopProductPage,
  TopSponsorPage,
} from '@tifo/contract';
import { apiRequest } from './api';

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
};

const call = <T>(path: string, body: unknown, signal?: AbortSignal) =>
  apiRequest<T>(path, { method: 'POST', body, auth: true, toast: false, signal });

export function fetchPerformance(clubId: string, period: GraphPeriod, signal?: AbortSignal) {
  return call<Performance>('/donations/performance', { clubId, period }, signal);
}

export function fetchPendingPayout(clubId: string, signal?: AbortSignal) {
  return call<PendingPayout>('/donations/pending-payout-club', { clubId }, signal);
}

export function fetchTopProducts(clubId: string, pageId: number, pageSize: number, signal?: AbortSignal) {
  return call<TopProductPage>('/donations/top-products', { clubId, pageId, pageSize }, signal);
}

export function fetchTopSponsors(clubId: string, pageId: number, pageSize: number, signal?: AbortSignal) {
  return call<TopSponsorPage>('/donations/top-sponsor', { clubId, pageId, pageSize }, signal);
}

export function fetchPayouts(clubId: string, pageId: number, pageSize: number, signal?: AbortSignal) {
  return call<PayoutPage>('/payouts/payout-details-club', { clubId, pageId, pageSize }, signal);
}

/** POST /files/name: a short-lived link to a payout's PDF statement (PRODUCT.md §dashboard). */
export function statementLink(fileName: string): Promise<string> {
  return apiRequest<string>('/files/name', { method: 'POST', body: { fileName }, auth: true, text: true });
}

export function exportDonations(clubId: string, from: string, to: string) {
  return apiRequest<DonationsExportResponse>('/donations/export', {
    method: 'POST',
    body: { clubId, from, to },
    auth: true,
    toast: false,
  });
}

// ---- The operator ------------------------------------------------------------------------------------------

export function fetchAdminPayouts(signal?: AbortSignal) {
  return apiRequest<PayoutsOverview>('/admin/payouts', { auth: true, toast: false, signal });
}

// The operator's calls show their errors next to what was done (translated by the admin namespace).
export function runPayoutsNow() {
  return apiRequest<RunPayoutsResponse>('/admin/payouts/run', { method: 'POST', auth: true, toast: false });
}

export function painFile(runId: string) {
  return apiRequest<string>(`/admin/payouts/runs/${runId}/pain001`, { auth: true, text: true, toast: false });
}

export function markPayoutPaid(payoutId: string) {
  return apiRequest<unknown>(`/admin/payouts/${payoutId}/paid`, { method: 'POST', auth: true, toast: false });
}

export function markPayoutFailed(payoutId: string, reason: string) {
  return apiRequest<unknown>(`/admin/payouts/${payoutId}/failed`, {
    method: 'POST',
    body: { reason },
    auth: true,
    toast: false,
  });
}

export function setPayoutHold(clubId: string, held: boolean, reason?: string) {
  return apiRequest<unknown>(`/admin/clubs/${clubId}/payout-hold`, {
    method: 'PUT',
    body: { held, ...(reason ? { reason } : {}) },
    auth: true,
  });
}
