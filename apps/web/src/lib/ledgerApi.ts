import type { LedgerOverview, RebuildTotalsResponse } from '@tifo/contract';
import { apiRequest } from './api';

/** The operator's ledger (GET /admin/ledger, POST /admin/ledger/rebuild-product-totals). */
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
