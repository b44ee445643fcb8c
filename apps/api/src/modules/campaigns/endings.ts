import {
  CAMPAIGN_RULES,
  campaignTargetRappen,
  formatChfGrouped,
  MESSAGES,
  type MessageKey,
  SUBSCRIPTION_RULES,
  wireLanguageOf,
} from '@tifo/contract';
import { AppError } from '../../errors';
import { messageIn } from '../../platform/messages';
import { swissDay } from '../../platform/swiss-dates';
import type { Caller } from '../auth/caller';
import type { MailRequest } from '../mail/service';
import type { RenewalOutcome } from '../payments/charge';
import { CAMPAIGN_MAILS } from './mail-texts';
import * as q from './queries';
import { type CampaignsDeps, endOf, pledgeLink, pledgePath } from './service';
import { proposeFinalUpdate } from './updates';

/*
 * The end of campaigns (issue 49, docs/decisions/094), the job campaign-endings (campaigns/jobs.ts):
 * 1. Decide each campaign whose end has passed, once: in one transaction under its row's lock (SKIP LOCKED across
 *    processes) the outcome is written with all that follows from it (pledges due or released, the mails to the
 *    backers and the club, the proposed final update), so a run killed in the middle leaves it undecided, whole.
 * 2. Charge the due pledges of funded campaigns, each under a claim that runs out if its process dies, through
 *    payments' one charging function: the try's idempotency key and the donation's unique pledge_id make a
 *    repeated charge come to one booking. A decline is tried again as a subscription's renewal is; a charge the
 *    bank wants confirmed sends the backer a link that works for 7 days.
 */

const DAY_MS = 86_400_000;
const BATCH = 50;

/** The provider's idempotency key of one try of one pledge. */
export const pledgeAttemptId = (pledgeId: string, attempt: number) => `pledge_${pledgeId}_${attempt}`;

/** Decides one ended campaign; answers false when none is left to decide. */
async function decideOne(deps: CampaignsDeps, now: Date): Promise<boolean> {
  const decided = await deps.db.transaction(async (tx) => {
    const product = await q.claimEndedCampaign(tx, now);
    if (!product) return false;
    const pledging = product.campaignMode === 'all_or_nothing';
    const targetRappen = campaignTargetRappen(product);
    const raisedRappen = pledging ? product.pledgedRappen : product.totalFundedRappen;
    const count = pledging ? product.pledgers : product.backers;
    const outcome = raisedRappen >= targetRappen ? 'funded' : 'not_funded';
    await q.recordOutcome(tx, product.id, outcome, now);
    const [club] = await tx.query.clubs.findMany({ where: (clubs, { eq }) => eq(clubs.id, product.clubId) });
    const mails: MailRequest[] = [];
    const clubLink = `${deps.config.publicUrl}/${club?.shortName ?? ''}`;
    if (pledging && outcome === 'funded') await q.pledgesDue(tx, product.id, now);
    if (pledging && outcome === 'not_funded') {
      for (const backer of await q.releasePledges(tx, product.id, now)) {
        mails.push({
          to: backer.email,
          template: CAMPAIGN_MAILS.pledgeReleased,
          language: wireLanguageOf(backer.preferredLanguage),
          vars: {
            firstName: backer.firstName,
            clubName: club?.name ?? '',
            productTitle: product.title,
            endDate: swissDay(endOf(product)),
            pledged: formatChfGrouped(raisedRappen),
            target: formatChfGrouped(targetRappen),
            amount: formatChfGrouped(backer.amountRappen),
          },
          link: clubLink,
        });
      }
    }
    for (const admin of await q.clubAdministrators(tx, product.clubId)) {
      mails.push({
        to: admin.email,
        template: CAMPAIGN_MAILS.campaignEndedClub,
        language: wireLanguageOf(admin.language ?? 'de'),
        vars: {
          outcome: pledging ? `${outcome}_pledges` : outcome,
          productTitle: product.title,
          raised: formatChfGrouped(raisedRappen),
          target: formatChfGrouped(targetRappen),
          count: String(count),
        },
        link: `${deps.config.publicUrl}/profile/club?tab=campaigns&product=${product.id}`,
      });
    }
    await deps.mailer.queueMails(tx, mails);
    await proposeFinalUpdate(tx, product, outcome, now);
    return true;
  });
  return decided;
}

/** Marks a pledge charged with the donation its charge booked (once: only from due or waiting). */
async function markCharged(deps: CampaignsDeps, pledge: q.PledgeRow, donationId: string, now: Date) {
  await q.movePledge(deps.db, pledge.id, ['due', 'action_required'], {
    status: 'charged',
    donationId,
    endedAt: now,
    claimedUntil: null,
  });
}

function backerMail(
  row: q.PledgeWithParties,
  template: (typeof CAMPAIGN_MAILS)[keyof typeof CAMPAIGN_MAILS],
  vars: Record<string, string>,
  link: string,
): MailRequest {
  return {
    to: row.backer.email,
    template,
    language: wireLanguageOf(row.backer.preferredLanguage),
    vars: {
      firstName: row.backer.firstName,
      clubName: row.club.name,
      productTitle: row.product.title,
      amount: formatChfGrouped(row.pledge.amountRappen),
      ...vars,
    },
    link,
  };
}

/** Charges one claimed pledge and records what came of it. Answers 1 when something was done. */
async function chargeOne(deps: CampaignsDeps, pledge: q.PledgeRow, now: Date): Promise<number> {
  const row = await q.pledgeWithParties(deps.db, pledge.id);
  if (!row) return 0;
  // A confirmation that did not come in time: the pledge fails, nothing more is tried.
  const expired = pledge.status === 'action_required' && pledge.actionUntil && pledge.actionUntil <= now;
  const outcome: RenewalOutcome = await deps.charging.chargeSavedCard({
    attemptId: pledgeAttemptId(pledge.id, pledge.failedAttempts),
    userId: pledge.userId,
    productId: pledge.productId,
    amountRappen: pledge.amountRappen,
    paymentMethodId: pledge.paymentMethodId,
    returnUrl: pledgePath(pledge.id),
    intentId: pledge.actionIntentId ?? undefined,
    alreadyBooked: () => q.donationOfPledge(deps.db, pledge.id),
    booking: { pledgeId: pledge.id },
  });
  if (outcome.kind === 'booked') {
    await markCharged(deps, pledge, outcome.donation.id, now);
    return 1;
  }
  if (outcome.kind === 'unavailable') {
    // Nothing is known to be charged: the claim runs out and a later run asks again with the same key.
    deps.log.warn({ pledgeId: pledge.id, reason: outcome.message }, 'pledge charge postponed');
    return 0;
  }
  if (outcome.kind === 'action_required' && !expired) {
    if (pledge.status === 'action_required') return 0;
    const until = new Date(now.getTime() + CAMPAIGN_RULES.confirmLinkDays * DAY_MS);
    return moveAndTell(
      deps,
      row,
      ['due'],
      { status: 'action_required', actionIntentId: outcome.intentId, actionUntil: until },
      [CAMPAIGN_MAILS.pledgeActionRequired, { dueDate: swissDay(until) }, pledgeLink(deps, pledge.id)],
    );
  }
  // Declined, or not confirmed in time: tried again later, or failed after the last try (an expired
  // confirmation is not tried again: the bank asks the backer, who did not answer).
  const reason: MessageKey =
    outcome.kind === 'declined' ? declineKey(outcome.message) : 'cardAuthenticationFailed';
  const attempt = pledge.failedAttempts + 1;
  const said = messageIn(wireLanguageOf(row.backer.preferredLanguage), { key: reason });
  if (expired || attempt > SUBSCRIPTION_RULES.retries) {
    return moveAndTell(
      deps,
      row,
      ['due', 'action_required'],
      { status: 'failed', failure: reason, failedAttempts: attempt, endedAt: now },
      [CAMPAIGN_MAILS.pledgeFailed, { reason: said }, `${deps.config.publicUrl}/${row.club.shortName}`],
    );
  }
  const retryAt = new Date(now.getTime() + SUBSCRIPTION_RULES.defaultRetryDays * DAY_MS);
  return moveAndTell(deps, row, ['due'], { failedAttempts: attempt, nextTryAt: retryAt, failure: reason }, [
    CAMPAIGN_MAILS.pledgeChargeFailed,
    {
      reason: said,
      retryDate: swissDay(retryAt),
      attempt: String(attempt + 1),
      attempts: String(SUBSCRIPTION_RULES.retries + 1),
    },
    pledgeLink(deps, pledge.id),
  ]);
}

/**
 * Moves a claimed pledge on (only from `from`: another run that moved it first wins) and tells its backer, in one
 * transaction; the claim is let go. Answers 1, one pledge handled.
 */
async function moveAndTell(
  deps: CampaignsDeps,
  row: q.PledgeWithParties,
  from: readonly string[],
  set: Parameters<typeof q.movePledge>[3],
  [template, vars, link]: [
    (typeof CAMPAIGN_MAILS)[keyof typeof CAMPAIGN_MAILS],
    Record<string, string>,
    string,
  ],
): Promise<number> {
  await deps.db.transaction(async (tx) => {
    if (!(await q.movePledge(tx, row.pledge.id, from, { ...set, claimedUntil: null }))) return;
    await deps.mailer.queueMail(tx, backerMail(row, template, vars, link));
  });
  void deps.mailer.deliverPending();
  return 1;
}

/** The message key of a decline's English words (chargeSavedCard answers the words), else a plain decline. */
function declineKey(message: string): MessageKey {
  const found = (Object.keys(MESSAGES) as MessageKey[]).find((key) => MESSAGES[key] === message);
  return found ?? 'cardDeclined';
}

/**
 * The job: decides every ended campaign (one transaction each), then charges what is due. Answers how many
 * campaigns and pledges it handled.
 */
export async function endCampaigns(deps: CampaignsDeps, now: Date): Promise<number> {
  let done = 0;
  while (await decideOne(deps, now)) done += 1;
  if (done) void deps.mailer.deliverPending();
  const seen = new Set<string>();
  const claimedAt = new Date();
  const claim = { now: claimedAt, until: new Date(claimedAt.getTime() + deps.claimSeconds * 1000) };
  for (let round = 0; round < 10_000; round += 1) {
    const batch = (await q.claimPledges(deps.db, now, claim, BATCH)).filter((pledge) => !seen.has(pledge.id));
    if (batch.length === 0) break;
    for (const pledge of batch) {
      seen.add(pledge.id);
      done += await chargeOne(deps, pledge, now);
    }
  }
  return done;
}

/** When the job next has work (for /dev/clock's stops). */
export const nextCampaignWork = (deps: CampaignsDeps) => q.nextCampaignWork(deps.db);

/**
 * POST /campaigns/pledges/pay: the backer confirms a charge the bank wanted confirmed (the mail's link): the
 * challenge again while it is open, or the pledge booked once the provider reports the charge succeeded.
 */
export async function payPledge(deps: CampaignsDeps, caller: Caller, pledgeId: string) {
  const pledge = await q.findPledge(deps.db, pledgeId);
  if (!pledge || pledge.userId !== caller.id) {
    throw new AppError('not_found', 'pledgeNotFound', { fields: { pledgeId: 'pledgeNotFound' } });
  }
  const now = deps.clock.now();
  if (
    pledge.status !== 'action_required' ||
    !pledge.actionIntentId ||
    (pledge.actionUntil && pledge.actionUntil <= now)
  ) {
    return { status: 'nothing_to_confirm' as const };
  }
  const intent = await deps.charging.cardIntent(pledge.actionIntentId);
  if (intent?.status === 'succeeded') {
    await chargeOne(deps, pledge, now);
    return { status: 'succeeded' as const };
  }
  return {
    status: 'requires_action' as const,
    ...(intent?.nextActionUrl ? { nextActionUrl: intent.nextActionUrl } : {}),
    ...(intent?.clientSecret ? { clientSecret: intent.clientSecret } : {}),
  };
}
