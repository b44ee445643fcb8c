import {
  type AdminPayout,
  type ClubBalance,
  maskIban,
  type Payout,
  type PayoutPage,
  type PayoutStatus,
  type PayoutsOverview,
  rappenToChf,
  wireLanguageOf,
} from '@tifo/contract';
import type { Storage } from '../../adapters/storage';
import type { Config } from '../../config';
import { AppError } from '../../errors';
import { signedLink, verifySignedLink } from '../../platform/signed-links';
import { swissDay, swissIsoDay } from '../../platform/swiss-dates';
import { insertAudit } from '../audit/queries';
import type { Caller } from '../auth/caller';
import { clubLogo } from '../documents/logos';
import { platformParty } from '../documents/parties';
import { renderPdf } from '../documents/render';
import { clubPayableLines, shownDonor } from '../ledger/lines';
import { requireClubAccess } from '../organisations/access';
import { decryptIban } from '../organisations/iban-crypto';
import { clubLanguage } from '../organisations/queries';
import type { AppDeps } from '../wiring/deps';
import { buildPain001, checkPain001, splitStreet } from './pain001';
import * as q from './queries';
import { blockedBy, minimumRappen, type PayoutsDeps, scheduleOf, statementFileName } from './run';
import { nextPayoutDay } from './schedule';
import type { StatementLine } from './statement-pdf';
import { STATEMENT_PDF } from './statement-pdf';

type ServiceDeps = PayoutsDeps & {
  config: PayoutsDeps['config'] &
    Pick<
      Config,
      | 'jwtSecret'
      | 'PAYOUT_DEBTOR_IBAN'
      | 'PAYOUT_DEBTOR_NAME'
      | 'PAYOUT_DEBTOR_STREET'
      | 'PAYOUT_DEBTOR_BUILDING'
      | 'PAYOUT_DEBTOR_POSTCODE'
      | 'PAYOUT_DEBTOR_TOWN'
    >;
};

export type { ServiceDeps as PayoutServiceDeps };

/** How long a statement link from /files/name works. */
const STATEMENT_LINK_SECONDS = 15 * 60;
const statementLinkId = (payoutId: string) => `payout-statement:${payoutId}`;

/** A signed, short-lived link to a payout's statement PDF (a plain link the browser can open). */
export function statementUrl(deps: Pick<ServiceDeps, 'config'>, payoutId: string, now = new Date()): string {
  const query = signedLink(deps.config.jwtSecret, statementLinkId(payoutId), STATEMENT_LINK_SECONDS, now);
  return `/api/payouts/${payoutId}/statement.pdf?${query}`;
}

export function statementLinkValid(
  deps: Pick<ServiceDeps, 'config'>,
  payoutId: string,
  expires: number,
  signature: string,
): boolean {
  return verifySignedLink(deps.config.jwtSecret, statementLinkId(payoutId), expires, signature);
}

export function presentPayout(deps: Pick<ServiceDeps, 'config'>, row: q.PayoutRow): Payout {
  return {
    id: row.id,
    date: row.createdAt.toISOString(),
    amount: rappenToChf(row.amountRappen),
    fileName: statementFileName(row.id),
    fileUrl: statementUrl(deps, row.id),
    status: row.status as PayoutStatus,
    periodFrom: row.periodFrom?.toISOString() ?? null,
    periodTo: row.periodTo.toISOString(),
    noOfDonations: row.donations,
    failureReason: row.failureReason,
    paidAt: row.status === 'paid' ? (row.decidedAt?.toISOString() ?? null) : null,
  };
}

/** The club's payouts, newest first (PRODUCT.md §payouts /payouts/payout-details-club). */
export async function clubPayouts(
  deps: ServiceDeps,
  clubId: string,
  pageId: number,
  pageSize: number,
): Promise<PayoutPage> {
  const { rows, total } = await q.clubPayoutPage(deps.db, clubId, pageId, pageSize);
  return {
    content: rows.map((row) => presentPayout(deps, row)),
    totalElements: total,
    totalPages: Math.ceil(total / pageSize),
  };
}

/** The payout a statement file name names, or 404 (also for a malformed name). */
export async function payoutOfFile(deps: ServiceDeps, payoutId: string): Promise<q.PayoutRow> {
  const payout = await q.findPayout(deps.db, payoutId);
  if (!payout) throw new AppError('not_found', 'fileNotFound');
  return payout;
}

function debtorParty(deps: ServiceDeps) {
  const c = deps.config;
  return {
    name: c.PAYOUT_DEBTOR_NAME,
    iban: c.PAYOUT_DEBTOR_IBAN,
    street: c.PAYOUT_DEBTOR_STREET,
    building: c.PAYOUT_DEBTOR_BUILDING || null,
    postcode: c.PAYOUT_DEBTOR_POSTCODE,
    town: c.PAYOUT_DEBTOR_TOWN,
    country: 'CH',
  };
}

/** The statement PDF of a payout, in the club's language. */
export async function renderStatement(
  deps: ServiceDeps,
  storage: Storage,
  payoutId: string,
): Promise<Buffer> {
  const payout = await q.findPayout(deps.db, payoutId);
  const found = payout && (await q.clubForPayout(deps.db, payout.clubId));
  if (!payout || !found) throw new Error(`payout ${payoutId} not found`);
  const { club } = found;
  const rows = await clubPayableLines(
    deps.db,
    payout.clubId,
    ['club_share', 'refund', 'payout_failed'],
    payout.periodFrom,
    payout.periodTo,
  );
  const lines: StatementLine[] = rows.map((row) => {
    const sign = row.kind === 'refund' ? -1 : 1;
    return {
      at: row.at,
      kind: row.kind,
      productTitle: row.productTitle,
      donor: shownDonor(row),
      grossRappen: sign * (row.gross ?? 0),
      feeRappen: sign * (row.fee ?? 0),
      netRappen: Number(row.net),
    };
  });
  return renderPdf(STATEMENT_PDF, {
    language: wireLanguageOf(await clubLanguage(deps.db, club.id)),
    platform: platformParty(deps.config),
    club: { ...club, logo: await clubLogo(storage, club.logo) },
    payout: {
      reference: payout.id,
      date: payout.createdAt,
      status: payout.status as PayoutStatus,
      amountRappen: payout.amountRappen,
      periodFrom: payout.periodFrom,
      periodTo: payout.periodTo,
      ownerName: payout.ownerName,
      iban: decryptIban(deps.config.ibanKey, payout.ibanEncrypted),
    },
    lines,
  });
}

export const painFileName = (run: q.RunRow) => `tifo-payouts-${run.runDate}.xml`;

/**
 * The pain.001 file of a run's pending payouts (the ones the bank still has to make), checked against the
 * schema and the Swiss rules before it is handed out. Its message id names the run and the payouts in it, so a
 * bank refuses the same file twice.
 */
export async function runPain001(
  deps: ServiceDeps,
  runId: string,
): Promise<{ fileName: string; xml: string }> {
  const run = await q.findRun(deps.db, runId);
  if (!run) throw new AppError('not_found', 'payoutRunNotFound');
  const pending = (await q.payoutsOfRuns(deps.db, [run.id])).filter((row) => row.payout.status === 'pending');
  if (pending.length === 0) throw new AppError('conflict', 'payoutNothingToPay');
  const transfers = [];
  for (const { payout } of pending) {
    const found = await q.clubForPayout(deps.db, payout.clubId);
    const club = found?.club;
    const { street, building } = splitStreet(club?.address1 ?? null);
    transfers.push({
      endToEndId: `TIFO-${payout.id.replaceAll('-', '').slice(0, 24)}`,
      amountRappen: payout.amountRappen,
      creditor: {
        name: payout.ownerName,
        iban: decryptIban(deps.config.ibanKey, payout.ibanEncrypted),
        street,
        building,
        postcode: club?.postalCode ?? null,
        town: club?.city ?? '-',
        country: club?.country ?? 'CH',
      },
      remittance: `${deps.config.PAYOUT_DEBTOR_NAME} Auszahlung ${swissDay(payout.createdAt)} ${payout.id.slice(0, 8)}`,
    });
  }
  const today = swissIsoDay(deps.clock.now());
  const idPart = pending
    .map((row) => row.payout.id.slice(0, 4))
    .join('')
    .slice(0, 8);
  const xml = buildPain001({
    messageId: `TIFO-${run.runDate.replaceAll('-', '')}-${run.id.slice(0, 8)}-${idPart}`.slice(0, 35),
    createdAt: deps.clock.now(),
    executionDate: today > run.runDate ? today : run.runDate,
    debtor: debtorParty(deps),
    transfers,
  });
  const errors = checkPain001(xml);
  if (errors.length > 0) {
    deps.log.error({ runId, errors }, 'pain.001 file failed its checks');
    throw new AppError('conflict', {
      key: 'payoutFileInvalid',
      values: { details: errors.slice(0, 3).join('; ') },
    });
  }
  return { fileName: painFileName(run), xml };
}

/** The operator's payouts view: the latest runs with their payouts, and every club's balance. */
export async function payoutsOverview(deps: ServiceDeps): Promise<PayoutsOverview> {
  const runs = await q.latestRuns(deps.db, 12);
  const payouts = await q.payoutsOfRuns(
    deps.db,
    runs.map((run) => run.id),
  );
  const minimum = minimumRappen(deps);
  const balances: ClubBalance[] = (await q.balances(deps.db, 200)).map((row) => {
    const bank = row.ibanEncrypted
      ? { iban: decryptIban(deps.config.ibanKey, row.ibanEncrypted), confirmed: row.bankConfirmedAt !== null }
      : null;
    return {
      clubId: row.clubId,
      clubName: row.clubName,
      balance: rappenToChf(row.payable),
      inTransit: rappenToChf(row.inTransit),
      held: row.held,
      holdReason: row.holdReason,
      blockedBy: blockedBy(
        { status: row.status, payoutsHeld: row.held, closedFromStatus: row.closedFromStatus },
        bank,
        row.payable,
        minimum,
      ),
    };
  });
  const today = swissIsoDay(deps.clock.now());
  return {
    runs: runs.map((run) => {
      const own = payouts.filter((row) => row.payout.runId === run.id);
      return {
        id: run.id,
        runDate: run.runDate,
        cutoff: run.cutoff.toISOString(),
        status: run.status as 'running' | 'complete',
        totalAmount: rappenToChf(own.reduce((sum, row) => sum + row.payout.amountRappen, 0)),
        fileName: painFileName(run),
        payouts: own.map(
          ({ payout, clubName }): AdminPayout => ({
            ...presentPayout(deps, payout),
            runId: run.id,
            clubId: payout.clubId,
            clubName,
            ibanMasked: maskIban(decryptIban(deps.config.ibanKey, payout.ibanEncrypted)),
            currency: payout.currency,
          }),
        ),
      };
    }),
    balances,
    schedule: scheduleOf(deps),
    nextRunDate: await nextPayoutDay(deps.db, today, scheduleOf(deps)),
    minimumAmount: rappenToChf(minimum),
  };
}

/**
 * /files/name with a statement's name (payout-<id>.pdf): a signed link to it for an admin or finance user of the
 * payout's club (or the operator); 404 for a payout that does not exist, 403 for another club's.
 */
export async function payoutStatementLink(
  deps: Pick<AppDeps, 'db' | 'config'>,
  caller: Caller,
  payoutId: string,
): Promise<string> {
  const payout = await q.findPayout(deps.db, payoutId);
  if (!payout) throw new AppError('not_found', 'fileNotFound');
  await requireClubAccess(deps, caller, payout.clubId, 'viewFinancials');
  return statementUrl(deps, payout.id);
}

/**
 * PUT /admin/clubs/:id/payout-hold: holds a club's payouts with the operator's reason (required, issue 45), or
 * releases them; either is written to the audit log with the reason.
 */
export async function holdPayouts(
  deps: Pick<ServiceDeps, 'db'>,
  operator: Caller,
  clubId: string,
  body: { held: boolean; reason?: string | undefined },
): Promise<{ held: boolean }> {
  await deps.db.transaction(async (tx) => {
    const done = await q.setHold(tx, clubId, body.held, body.held ? (body.reason ?? null) : null);
    if (!done) throw new AppError('not_found', 'clubNotFound');
    await insertAudit(tx, {
      actorUserId: operator.id,
      actorEmail: operator.email,
      action: body.held ? 'payouts.held' : 'payouts.released',
      clubId,
      details: body.reason ? { reason: body.reason } : {},
    });
  });
  return { held: body.held };
}
