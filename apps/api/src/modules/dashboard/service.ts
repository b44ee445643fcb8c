import {
  bucketOf,
  DASHBOARD,
  type DonationsExportRequest,
  type DonationsExportResponse,
  formatChf,
  type GraphBucket,
  type GraphPeriod,
  type GraphPoint,
  type PendingPayout,
  type Performance,
  rappenToChf,
  type SourcesResponse,
  type TopProductPage,
  type TopSponsorPage,
  type WireLanguage,
} from '@tifo/contract';
import type { Db } from '../../db/client';
import { perLanguage } from '../../platform/catalogs';
import type { Clock } from '../../platform/clock';
import {
  addSwissDays,
  startOfSwissDay,
  swissDay,
  swissDayRange,
  swissIsoDay,
} from '../../platform/swiss-dates';
import type { Caller } from '../auth/caller';
import { csvFile, csvNumber, csvText } from '../documents/csv';
import { clubPayableLines, shownDonor } from '../ledger/lines';
import { giftsBySource } from '../links/queries';
import { type ClubNeed, requireClubAccess } from '../organisations/access';
import type { PayoutsDeps } from '../payouts/run';
import { minimumRappen, scheduleOf } from '../payouts/run';
import { nextPayoutDay } from '../payouts/schedule';
import deWords from './locales/de/export.json' with { type: 'json' };
import enWords from './locales/en/export.json' with { type: 'json' };
import frWords from './locales/fr/export.json' with { type: 'json' };
import itWords from './locales/it/export.json' with { type: 'json' };
import * as q from './queries';

/*
 * The club's dashboard (PRODUCT.md §dashboard; issue 15): the donation graph and totals, the pending payout, top
 * products and top sponsors, and the donations as CSV. Every call checks the caller's role in the club
 * (organisations/access.ts): the overview for every role, the rest for admins and finance.
 */

export interface DashboardDeps {
  db: Db;
  clock: Clock;
  config: PayoutsDeps['config'];
}

export async function clubFor(deps: DashboardDeps, caller: Caller, clubId: string, need: ClubNeed) {
  return requireClubAccess(deps, caller, clubId, need);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The starts of the buckets of a period, from its first to the one holding `now` (Swiss time). */
export function bucketStarts(period: GraphPeriod, now: Date, first: Date | null): Date[] {
  const today = swissIsoDay(now);
  if (period === 'day') {
    const starts: Date[] = [];
    const end = startOfSwissDay(addSwissDays(today, 1)).getTime();
    for (let t = startOfSwissDay(today).getTime(); t < end; t += 3_600_000) starts.push(new Date(t));
    return starts;
  }
  if (period === 'week' || period === 'month') {
    const days = period === 'week' ? 7 : 30;
    return Array.from({ length: days }, (_, i) => startOfSwissDay(addSwissDays(today, i - days + 1)));
  }
  const [year, month] = today.split('-').map(Number) as [number, number];
  const monthStart = (index: number) => {
    const y = Math.floor(index / 12);
    return startOfSwissDay(`${y}-${pad((index % 12) + 1)}-01`);
  };
  const current = year * 12 + (month - 1);
  let from = current - 11;
  if (period === 'all') {
    if (!first) return [monthStart(current)];
    const [fy, fm] = swissIsoDay(first).split('-').map(Number) as [number, number];
    from = Math.min(current, fy * 12 + (fm - 1));
  }
  return Array.from({ length: current - from + 1 }, (_, i) => monthStart(from + i));
}

const point = (date: Date, row?: q.GraphRow): GraphPoint => ({
  date: date.toISOString(),
  donations: rappenToChf(row?.net ?? 0),
  gross: rappenToChf(row?.gross ?? 0),
  fee: rappenToChf(row?.fee ?? 0),
  count: row?.donations ?? 0,
});

/** /donations/performance {clubId, period}: the graph and the totals of the period. */
export async function performance(
  deps: DashboardDeps,
  caller: Caller,
  input: { clubId: string; period: GraphPeriod },
): Promise<Performance> {
  await clubFor(deps, caller, input.clubId, 'viewOverview');
  const now = deps.clock.now();
  const bucket: GraphBucket = bucketOf(input.period);
  const probe = bucketStarts(input.period, now, null);
  const since = input.period === 'all' ? null : (probe[0] ?? null);
  const [rows, covered] = await Promise.all([
    q.graph(deps.db, input.clubId, since, bucket),
    q.coveredFees(deps.db, input.clubId, since),
  ]);
  const starts = bucketStarts(input.period, now, rows[0]?.bucket ?? null);
  const byStart = new Map(rows.map((row) => [row.bucket.getTime(), row]));
  const sum = (pick: (row: q.GraphRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    period: input.period,
    bucket,
    from: since?.toISOString() ?? starts[0]?.toISOString() ?? null,
    to: now.toISOString(),
    graph: starts.map((start) => point(start, byStart.get(start.getTime()))),
    totalAmount: rappenToChf(sum((row) => row.net)),
    totalGross: rappenToChf(sum((row) => row.gross)),
    totalFee: rappenToChf(sum((row) => row.fee)),
    totalCoveredFee: rappenToChf(covered),
    noOfDonations: sum((row) => row.donations),
    refunds: sum((row) => row.refunds),
  };
}

/** POST /donations/sources {clubId, period}: the period's gifts by payment link, and those through Tifo's pages. */
export async function sources(
  deps: DashboardDeps,
  caller: Caller,
  input: { clubId: string; period: GraphPeriod },
): Promise<SourcesResponse> {
  await clubFor(deps, caller, input.clubId, 'viewOverview');
  const since =
    input.period === 'all' ? null : (bucketStarts(input.period, deps.clock.now(), null)[0] ?? null);
  const rows = await giftsBySource(deps.db, input.clubId, since);
  return {
    content: rows.map((row) => ({
      linkId: row.linkId,
      source: row.source,
      gifts: Number(row.gifts),
      gross: rappenToChf(Number(row.gross)),
      net: rappenToChf(Number(row.net)),
    })),
  };
}

/** /donations/pending-payout-club {clubId}: what the club is owed and not yet paid out. */
export async function pendingPayout(
  deps: DashboardDeps,
  caller: Caller,
  input: { clubId: string },
): Promise<PendingPayout> {
  await clubFor(deps, caller, input.clubId, 'viewOverview');
  const owed = await q.pending(deps.db, input.clubId);
  const today = swissIsoDay(deps.clock.now());
  return {
    amount: rappenToChf(owed.payable),
    noOfDonations: owed.donations,
    inTransit: rappenToChf(owed.inTransit),
    held: owed.held,
    bankInReview: owed.bankInReview,
    nextPayoutDate: await nextPayoutDay(deps.db, today, scheduleOf(deps)),
    minimumAmount: rappenToChf(minimumRappen(deps)),
  };
}

const pages = (total: number, size: number) => Math.ceil(total / size);

export async function topProducts(
  deps: DashboardDeps,
  caller: Caller,
  input: { clubId: string; pageId: number; pageSize: number },
): Promise<TopProductPage> {
  await clubFor(deps, caller, input.clubId, 'viewTops');
  const { rows, total } = await q.topProducts(deps.db, input.clubId, input.pageId, input.pageSize);
  return {
    content: rows.map((row) => ({
      id: row.id,
      title: row.title,
      image: row.image,
      totalQuantity: row.backers,
      totalAmount: rappenToChf(row.total),
    })),
    totalElements: total,
    totalPages: pages(total, input.pageSize),
  };
}

export async function topSponsors(
  deps: DashboardDeps,
  caller: Caller,
  input: { clubId: string; pageId: number; pageSize: number },
): Promise<TopSponsorPage> {
  await clubFor(deps, caller, input.clubId, 'viewTops');
  const { rows, total } = await q.topSponsors(deps.db, input.clubId, input.pageId, input.pageSize);
  return {
    content: rows.map((row, index) => {
      const shown = row.showName && !row.deleted;
      return {
        rank: input.pageId * input.pageSize + index + 1,
        firstName: shown ? row.firstName : null,
        image: shown ? row.image : null,
        anonymous: !shown,
        totalAmount: rappenToChf(row.gross),
        noOfDonations: row.donations,
      };
    }),
    totalElements: total,
    totalPages: pages(total, input.pageSize),
  };
}

const CATALOGS = { de: deWords, en: enWords, fr: frWords, it: itWords };
const EXPORT_HEADERS = perLanguage(CATALOGS, (words) => words.headers as string[]);
const EXPORT_WORDS: Record<
  WireLanguage,
  { donation: string; refund: string; anonymous: string; open: string }
> = {
  de: { donation: 'Spende', refund: 'Rückerstattung', anonymous: 'anonym', open: 'offen' },
  en: { donation: 'Donation', refund: 'Refund', anonymous: 'anonymous', open: 'pending' },
  fr: { donation: 'Don', refund: 'Remboursement', anonymous: 'anonyme', open: 'en attente' },
  it: { donation: 'Donazione', refund: 'Rimborso', anonymous: 'anonimo', open: 'in sospeso' },
};

/**
 * The club's donations and refunds booked on the days from … to (Swiss days, both included) as CSV for Excel:
 * date, booking, offer, donor or anonymous, gross, fee, net, the fee the donor covered and the payment link's source
 * (issue 48), the payout it went into, the reference.
 */
export async function exportDonations(
  deps: DashboardDeps,
  caller: Caller,
  input: DonationsExportRequest,
  language: WireLanguage,
): Promise<DonationsExportResponse> {
  await clubFor(deps, caller, input.clubId, 'viewFinancials');
  const { first, last, start, end } = swissDayRange(input.from, input.to, DASHBOARD.exportMaxDays);
  const rows = await clubPayableLines(deps.db, input.clubId, ['club_share', 'refund'], start, end);
  const w = EXPORT_WORDS[language];
  const lines = rows.map((row) => {
    const sign = row.kind === 'refund' ? -1 : 1;
    return [
      csvText(swissDay(row.at)),
      csvText(row.kind === 'refund' ? w.refund : w.donation),
      csvText(row.productTitle ?? ''),
      csvText(shownDonor(row) ?? w.anonymous),
      csvNumber(formatChf(sign * (row.gross ?? 0))),
      csvNumber(formatChf(sign * (row.fee ?? 0))),
      csvNumber(formatChf(Number(row.net))),
      csvNumber(formatChf(row.coveredFee ? sign * row.coveredFee : 0)),
      csvText(row.source ?? ''),
      csvText(
        row.payoutDate
          ? `${swissDay(new Date(row.payoutDate))} (${String(row.payoutId).slice(0, 8)})`
          : w.open,
      ),
      csvText(row.reference ?? ''),
    ];
  });
  return {
    fileName: `tifo-donations-${first}-${last}.csv`,
    csv: csvFile(EXPORT_HEADERS[language], lines),
    rows: lines.length,
  };
}
