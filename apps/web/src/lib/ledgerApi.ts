import type { CsvDownload, LedgerOverview, RebuildTotalsResponse } from '@tifo/contract';
import { apiRequest } from './api';

/**
 * The operator's ledger (GET /admin/ledger, POST /admin/ledger/rebuild-product-totals), its journal as CSV and its
 * refunds.
 */
export const ledgerKeys = {
  all: ['ledger'] as const,
  page: (page: number, donation: string) => ['ledger', page, donation] as const,
};

export function fetchLedger(page: number, donation: string, signal?: AbortSignal): Promise<LedgerOverview> {
  const query = new URLSearchParams({ page: String(page), ...(donation ? { donation } : {}) });
  return apiRequest<LedgerOverview>(`/admin/ledger?${query}`, {
    method: 'GET',
    signal,
    auth: true,
    toast: false,
  });
}

export function rebuildProductTotals(): Promise<RebuildTotalsResponse> {
  return apiRequest<RebuildTotalsResponse>('/admin/ledger/rebuild-product-totals', {
    method: 'POST',
    auth: true,
    toast: false,
  });
}

/** POST /admin/donations/:id/refund: the provider gives the money back and the ledger reverses the donation. */
export function refundDonation(donationId: string, reason: string): Promise<{ id: string; status: string }> {
  return apiRequest<{ id: string; status: string }>(`/admin/donations/${donationId}/refund`, {
    method: 'POST',
    body: { reason },
    auth: true,
    toast: false,
  });
}

/** POST /admin/ledger/export: every ledger row booked on the Swiss days from … to, as CSV for the bookkeeping. */
export function exportJournal(from: string, to: string): Promise<CsvDownload> {
  return apiRequest<CsvDownload>('/admin/ledger/export', {
    method: 'POST',
    body: { from, to },
    auth: true,
    toast: false,
  });
}
