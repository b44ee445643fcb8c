import {
  type AuditEntry,
  type AuditLogPage,
  type ClubStatus,
  confirmation,
  type MessageKey,
  ORG_LIMITS,
  type ReviewDetails,
  type ReviewQueueItem,
  type ReviewQueuePage,
  ROUTES,
  type TaxExemptionRequest,
} from '@tifo/contract';
import { AppError } from '../../errors';
import { documentUrl } from '../../platform/signed-links';
import * as audit from '../audit/queries';
import type { Caller } from '../auth/caller';
import { forgetPublicClubCount } from '../clubs/queries';
import type { ClubAccess } from '../organisations/access';
import { clubAdminRecipients, completedStep, loadRegistrationDetails } from '../organisations/answers';
import type { AppDeps } from '../wiring/deps';
import { REVIEW_MAILS } from './mail-texts';
import * as q from './queries';

type Deps = Pick<AppDeps, 'db' | 'config' | 'mailer'>;

const HOUR_MS = 3_600_000;

/** The operator's view of any club: everything, bank data unmasked (DESIGN.md §5). */
const operatorAccess = (clubId: string): ClubAccess => ({ clubId, role: null, isOperator: true });

/**
 * How long a registration has waited for the operator, in hours with one decimal: from the bank step (or the
 * creation while the registration is incomplete) until now, or until the decision for reviewed clubs.
 * Overdue only counts registrations that are complete: an unfinished one waits for the club, not for us.
 */
export function waiting(club: q.ClubRow, now: Date): { waitingHours: number; overdue: boolean } {
  const since = club.submittedAt ?? club.createdAt;
  const until = club.status === 'pending' ? now : (club.reviewedAt ?? now);
  const waitingHours = Math.max(0, Math.round(((until.getTime() - since.getTime()) / HOUR_MS) * 10) / 10);
  const overdue =
    club.status === 'pending' && club.submittedAt !== null && waitingHours > ORG_LIMITS.reviewTargetHours;
  return { waitingHours, overdue };
}

/** POST /admin/reviews: one page of clubs in a review state; pending ones oldest first. */
export async function listReviewQueue(
  deps: Deps,
  request: { status: ClubStatus; pageId: number; pageSize: number },
  now: Date = new Date(),
): Promise<ReviewQueuePage> {
  const { rows, total } = await q.listClubsForReview(deps.db, {
    status: request.status,
    limit: request.pageSize,
    offset: request.pageId * request.pageSize,
  });
  const content: ReviewQueueItem[] = rows.map(
    ({ club, hasContact, hasBank, documentCount, bankAwaitingConfirmation }) => ({
      id: club.id,
      name: club.name,
      shortName: club.shortName,
      nature: club.nature as ReviewQueueItem['nature'],
      status: club.status as ClubStatus,
      city: club.city,
      createdAt: club.createdAt.toISOString(),
      submittedAt: club.submittedAt?.toISOString() ?? null,
      ...waiting(club, now),
      completedStep: completedStep(true, hasContact, hasBank),
      documentCount,
      bankAwaitingConfirmation,
    }),
  );
  return { content, totalElements: total, totalPages: Math.ceil(total / request.pageSize) };
}

function toAuditEntry(row: audit.AuditListRow): AuditEntry {
  return {
    id: row.id,
    action: row.action,
    clubId: row.clubId,
    clubName: row.clubName,
    actorEmail: row.actorEmail,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
  };
}

/** POST /admin/audit-log: the operator's actions, newest first. */
export async function listAuditLog(
  deps: Deps,
  request: { clubId?: string | undefined; pageId: number; pageSize: number },
): Promise<AuditLogPage> {
  const { rows, total } = await audit.listAudit(deps.db, {
    clubId: request.clubId,
    limit: request.pageSize,
    offset: request.pageId * request.pageSize,
  });
  return {
    content: rows.map(toAuditEntry),
    totalElements: total,
    totalPages: Math.ceil(total / request.pageSize),
  };
}

/**
 * POST /admin/reviews/details: the full registration with the bank data unmasked, the documents with links
 * that expire after a few minutes (made for this operator, so each download is audited), the tax exemption
 * and the club's audit entries.
 */
export async function getReviewDetails(deps: Deps, caller: Caller, clubId: string): Promise<ReviewDetails> {
  const details = await loadRegistrationDetails(deps.db, clubId, operatorAccess(clubId), deps.config.ibanKey);
  const [club] = await q.findClubs(deps.db, [clubId]);
  if (!details.club || !club) throw new AppError('not_found', 'clubNotFound');
  const entries = await audit.listAudit(deps.db, { clubId, limit: 100, offset: 0 });
  return {
    ...details,
    club: details.club,
    documents: details.documents.map((document) => ({
      ...document,
      url: documentUrl(deps, document.id, { viewerId: caller.id }),
    })),
    taxExemption: {
      taxExempt: club.taxExempt,
      canton: club.taxCanton as ReviewDetails['taxExemption']['canton'],
      rulingDocumentId: club.taxRulingDocumentId,
      recordedAt: club.taxRecordedAt?.toISOString() ?? null,
    },
    audit: entries.rows.map(toAuditEntry),
  };
}

type Decision = 'approve' | 'verify' | 'reject';

/** Which states each decision may start from (DESIGN.md §5: pending → approved → verified; or rejected). */
const ALLOWED_FROM: Record<Decision, readonly string[]> = {
  approve: ['pending'],
  verify: ['pending', 'approved'],
  reject: ['pending'],
};
const TEMPLATE = {
  approve: REVIEW_MAILS.clubApproved,
  verify: REVIEW_MAILS.clubVerified,
  reject: REVIEW_MAILS.clubRejected,
} satisfies Record<Decision, unknown>;
const ANSWER: Record<Decision, MessageKey> = {
  approve: 'clubApproved',
  verify: 'clubVerified',
  reject: 'clubRejected',
};

/**
 * Approve, verify or reject a registration. The state change, its audit entry and one mail to each admin of
 * the club (in their language) are one transaction: no mail for a decision that did not happen, no decision
 * without its mail. The club row is locked, so two operators deciding at once get one 409.
 */
export async function decideClub(
  deps: Deps,
  caller: Caller,
  input: { clubId: string; decision: Decision; reason?: string },
): Promise<{ message: string }> {
  const { clubId, decision } = input;
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    const club = await q.lockClub(tx, clubId);
    if (!club) throw new AppError('not_found', 'clubNotFound');
    if (!ALLOWED_FROM[decision].includes(club.status)) {
      throw new AppError('conflict', 'reviewStateInvalid');
    }
    const status = decision === 'approve' ? 'approved' : decision === 'verify' ? 'verified' : 'rejected';
    await q.updateClubReview(tx, clubId, {
      status,
      reviewedAt: now,
      rejectionReason: decision === 'reject' ? (input.reason ?? null) : null,
      ...(decision !== 'reject' && !club.approvedAt ? { approvedAt: now } : {}),
      ...(decision === 'verify' ? { verifiedAt: now } : {}),
    });
    // The review looked at the bank account too: approving or verifying confirms it for payouts.
    if (decision !== 'reject') await q.confirmBank(tx, clubId, caller.id, now);
    await audit.insertAudit(tx, {
      actorUserId: caller.id,
      actorEmail: caller.email,
      action: decision,
      clubId,
      details: {
        clubName: club.name,
        from: club.status,
        to: status,
        ...(decision === 'reject' ? { reason: input.reason } : {}),
      },
    });
    const link =
      decision === 'reject'
        ? `${deps.config.publicUrl}${ROUTES.editClubProfile}`
        : `${deps.config.publicUrl}/${club.shortName}`;
    for (const recipient of await clubAdminRecipients(tx, clubId)) {
      await deps.mailer.queueMail(tx, {
        to: recipient.email,
        template: TEMPLATE[decision],
        language: recipient.language,
        vars: {
          firstName: recipient.firstName,
          clubName: club.name,
          ...(decision === 'reject' ? { reason: input.reason ?? '' } : {}),
        },
        link,
      });
    }
  });
  // The public count of clubs changes when one becomes public (approve, or verify straight from pending).
  if (decision !== 'reject') forgetPublicClubCount(deps.db);
  void deps.mailer.deliverPending();
  return confirmation(ANSWER[decision]);
}

/**
 * PUT /admin/reviews/tax-exemption: whether donations to the club are tax-deductible, and the canton of the
 * ruling (the ruling document itself is uploaded through POST /files, entity document, column taxRuling).
 */
export async function recordTaxExemption(
  deps: Deps,
  caller: Caller,
  input: TaxExemptionRequest,
): Promise<{ message: string }> {
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    const club = await q.lockClub(tx, input.clubId);
    if (!club) throw new AppError('not_found', 'clubNotFound');
    const canton = input.taxExempt ? input.canton : null;
    await q.updateClubReview(tx, input.clubId, {
      taxExempt: input.taxExempt,
      taxCanton: canton,
      taxRecordedAt: now,
    });
    await audit.insertAudit(tx, {
      actorUserId: caller.id,
      actorEmail: caller.email,
      action: 'taxExemption',
      clubId: input.clubId,
      details: {
        clubName: club.name,
        taxExempt: input.taxExempt,
        canton,
        rulingDocumentId: club.taxRulingDocumentId,
        previous: { taxExempt: club.taxExempt, canton: club.taxCanton },
      },
    });
  });
  return confirmation('taxExemptionSaved');
}
