import type { CsvDownload, LedgerOverview, RebuildTotalsResponse } from '@tifo/contract';
import { callApi } from './api';
import * as api from './endpoints';

/**
 * The operator's ledger (GET /admin/ledger, POST /admin/ledger/rebuild-product-totals), its journal as CSV and its
 * refunds.
 */
export const ledgerKeys = {
  all: ['ledger'] as const,
  page: (page: number, donation: string) => ['ledger', page, donation] as const,
};

export function fetchLedger(page: number, donation: string, signal?: AbortSignal): Promise<LedgerOverview> {
  return callApi(
    api.getAdminLedger,
    { page, ...(donation ? { donation } : {}) },
    { signal, auth: true, toast: false },
  );
}

export function rebuildProductTotals(): Promise<RebuildTotalsResponse> {
  return callApi(api.postAdminLedgerRebuildProductTotals, undefined, { auth: true, toast: false });
}

/** POST /admin/donations/:id/refund: the provider gives the money back and the ledger reverses the donation. */
export function refundDonation(donationId: string, reason: string): Promise<{ id: string; status: string }> {
  return callApi(
    api.postAdminDonationsByIdRefund,
    { reason },
    { params: { id: donationId }, auth: true, toast: false },
  );
}

/** POST /admin/ledger/export: every ledger row booked on the Swiss days from … to, as CSV for the bookkeeping. */
export function exportJournal(from: string, to: string): Promise<CsvDownload> {
  return callApi(api.postAdminLedgerExport, { from, to }, { auth: true, toast: false });
}
