import {
  type CampaignState,
  campaignTargetRappen,
  checkPledgeAmount,
  formatChfGrouped,
  type MessageKey,
  type Pledge,
  type PledgeList,
  type PledgeResponse,
  type PledgeStatus,
  pledgeCapRappen,
  rappenToChf,
  type WireLanguage,
  wireLanguageOf,
} from '@tifo/contract';
import type { SetupResult } from '../../adapters/payments';
import type { DbOrTx } from '../../db/client';
import { AppError, fieldError, uniqueViolationOn } from '../../errors';
import { messageIn } from '../../platform/messages';
import { swissDay } from '../../platform/swiss-dates';
import type { Caller } from '../auth/caller';
import { PUBLIC_STATUSES } from '../clubs/cards';
import { campaignOf } from '../clubs/present';
import type { MailRequest } from '../mail/service';
import type { ProcessDeps } from '../payments/charge';
import { findDonorAndProduct, rememberSponsorChoice } from '../payments/queries';
import { withProviderFaults } from '../payments/service';
import { CAMPAIGN_MAILS } from './mail-texts';
import * as q from './queries';

/*
 * Pledges to all-or-nothing campaigns (issue 49, docs/decisions/094): a backer saves a card for a charge while they
 * are away (the provider's setup intent, 3-D Secure where the bank asks), and nothing is charged until the campaign's
 * end decides it (endings.ts). Until the end the backer may cancel it from the profile.
 */

export type CampaignsDeps = ProcessDeps;

/** Where the backer sees their pledges, and confirms a card check or a charge the bank wants confirmed. */
export const PLEDGES_PAGE = '/profile/user?tab=pledges';
export const pledgePath = (id: string) => `${PLEDGES_PAGE}&pledge=${id}`;
export const pledgeLink = (deps: CampaignsDeps, id: string) => `${deps.config.publicUrl}${pledgePath(id)}`;

export const endOf = (product: { campaignEndDate: Date | null; expiryDate: Date | null }): Date =>
  product.campaignEndDate ?? product.expiryDate ?? new Date(0);

/** 'This campaign ended on 31.12.2026: it takes no more gifts.' */
export const campaignEnded = (product: { campaignEndDate: Date | null; expiryDate: Date | null }) =>
  new AppError(
    'validation',
    { key: 'campaignEnded', values: { date: swissDay(endOf(product)) } },
    {
      fields: { productId: 'campaignEnded' },
    },
  );

const notFound = () =>
  new AppError('not_found', 'pledgeNotFound', { fields: { pledgeId: 'pledgeNotFound' } });

/** Whether the campaign still runs at `now`: before its end, and not decided. */
export function runs(product: q.PledgeWithParties['product'], now: Date): boolean {
  const end = product.campaignEndDate ?? product.expiryDate;
  return product.campaignOutcome === null && end !== null && now.getTime() <= end.getTime();
}

function presentPledge(
  row: {
    pledge: q.PledgeRow;
    product: q.PledgeWithParties['product'];
    club: { name: string; shortName: string };
  },
  last4: string | null,
  now: Date,
  language: WireLanguage,
): Pledge {
  const { pledge, product, club } = row;
  const state: CampaignState = campaignOf(product, now)?.state ?? 'running';
  return {
    id: pledge.id,
    productId: product.id,
    productTitle: product.title,
    clubName: club.name,
    shortName: club.shortName,
    amount: rappenToChf(pledge.amountRappen),
    status: pledge.status as PledgeStatus,
    createdAt: pledge.createdAt.toISOString(),
    endsAt: endOf(product).toISOString(),
    campaignState: state,
    cancellable: (q.HELD as readonly string[]).includes(pledge.status) && runs(product, now),
    last4,
    confirmUntil:
      pledge.status === 'action_required' && pledge.actionUntil ? pledge.actionUntil.toISOString() : null,
    failure: pledge.failure ? messageIn(language, { key: pledge.failure as MessageKey }) : null,
  };
}

async function presentById(deps: CampaignsDeps, id: string, language: WireLanguage) {
  const row = await q.pledgeWithParties(deps.db, id);
  if (!row) throw notFound();
  return presentPledge(row, row.last4, deps.clock.now(), language);
}

/** A pledge's answer: held, or its card check to pass (the provider's challenge, where it gave one). */
async function pledgeAnswer(
  deps: CampaignsDeps,
  id: string,
  language: WireLanguage,
  held: boolean,
  check?: Pick<SetupResult, 'clientSecret' | 'nextActionUrl'>,
): Promise<PledgeResponse> {
  return {
    status: held ? 'active' : 'requires_action',
    pledge: await presentById(deps, id, language),
    ...(!held && check?.clientSecret ? { clientSecret: check.clientSecret } : {}),
    ...(!held && check?.nextActionUrl ? { nextActionUrl: check.nextActionUrl } : {}),
  };
}

/** The mandate mail: the amount, the end, charged only if funded, cancellable until the end from the profile. */
export function mandateMail(deps: CampaignsDeps, row: q.PledgeWithParties): MailRequest {
  const { pledge, product, club, backer } = row;
  return {
    to: backer.email,
    template: CAMPAIGN_MAILS.pledgeMade,
    language: wireLanguageOf(backer.preferredLanguage),
    vars: {
      firstName: backer.firstName,
      clubName: club.name,
      productTitle: product.title,
      amount: formatChfGrouped(pledge.amountRappen),
      target: formatChfGrouped(campaignTargetRappen(product)),
      endDate: swissDay(endOf(product)),
      card: row.last4 ? `•••• ${row.last4}` : '',
    },
    link: pledgeLink(deps, pledge.id),
  };
}

/**
 * POST /campaigns/pledges: a pledge to a running all-or-nothing campaign, within its cap. The card is saved first
 * (3-D Secure where the bank asks: the pledge waits as pending, holding its room, until the check passes); the
 * pledge and the campaign's pledged sum are written together under the campaign's lock.
 */
export async function pledge(
  deps: CampaignsDeps,
  caller: Caller,
  body: {
    productId: string;
    amount: string | number;
    paymentMethodId: string;
    showName?: boolean | undefined;
  },
  language: WireLanguage,
): Promise<PledgeResponse> {
  const now = deps.clock.now();
  const found = await findDonorAndProduct(deps.db, caller.id, body.productId);
  if (!found) throw new AppError('unauthorized');
  const { donor, product, club } = found;
  if (!donor.donationEnabled) throw new AppError('forbidden', 'donationNeedsVerifiedEmail');
  const missing = () => new AppError('not_found', 'status404', { fields: { productId: 'status404' } });
  if (!product || !club || product.status !== 'active') throw missing();
  if (!(PUBLIC_STATUSES as readonly string[]).includes(club.status)) throw missing();
  if (club.closesAt) throw new AppError('conflict', 'clubClosing', { fields: { productId: 'clubClosing' } });
  if (!product.crowdFunding) throw fieldError('productId', 'notACampaign');
  if (product.campaignMode !== 'all_or_nothing') throw fieldError('productId', 'campaignTakesGifts');
  if (!runs(product, now)) throw campaignEnded(product);
  if (await q.heldPledgeOf(deps.db, product.id, caller.id)) throw fieldError('productId', 'pledgeExists');
  // How the backer appears among the club's sponsors: the choice of their latest checkout or pledge.
  if (body.showName !== undefined) await rememberSponsorChoice(deps.db, club.id, donor.id, body.showName);
  const capRappen = pledgeCapRappen(campaignTargetRappen(product), product.overfundingPercent);
  const rule = { capRappen, maxAmountRappen: product.maxAmountRappen };
  const first = checkPledgeAmount({ ...rule, pledgedRappen: product.pledgedRappen }, body.amount);
  if (!first.ok) throw fieldError('amount', first.message);

  const setup: SetupResult = await withProviderFaults(() =>
    deps.charging.saveCard({
      userId: caller.id,
      email: caller.email,
      paymentMethodId: body.paymentMethodId,
      returnUrl: PLEDGES_PAGE,
    }),
  );
  if (setup.status === 'failed') throw new AppError('payment_failed', setup.failure ?? 'paymentError');
  const held = setup.status === 'succeeded';

  const created = await deps.db
    .transaction(async (tx) => {
      const locked = await q.lockProduct(tx, product.id);
      if (!locked || !runs(locked, deps.clock.now())) throw campaignEnded(product);
      // The cap again, against the pledged sum under the lock: two pledges at once never pass it together.
      const check = checkPledgeAmount({ ...rule, pledgedRappen: locked.pledgedRappen }, body.amount);
      if (!check.ok) throw fieldError('amount', check.message);
      const row = await q.insertPledge(tx, {
        productId: product.id,
        clubId: club.id,
        userId: caller.id,
        amountRappen: check.amountRappen,
        status: held ? 'active' : 'pending',
        provider: deps.charging.provider,
        paymentMethodId: setup.paymentMethodId,
        setupIntentId: setup.id,
        createdAt: now,
      });
      await q.changePledged(tx, product.id, check.amountRappen, 1);
      if (held) {
        const parties = await q.pledgeWithParties(tx, row.id);
        await deps.mailer.queueMail(tx, mandateMail(deps, parties!));
      }
      return row;
    })
    .catch((error: unknown) => {
      // The same backer pledging twice at once: the one-held-pledge index refuses the second.
      if (uniqueViolationOn(error)?.constraint === 'pledges_one_held') {
        throw fieldError('productId', 'pledgeExists');
      }
      throw error;
    });
  if (held) void deps.mailer.deliverPending();
  return pledgeAnswer(deps, created.id, language, held, setup);
}

/** The caller's own pledge, or "not found" as if it did not exist. */
async function ownPledge(deps: CampaignsDeps, caller: Caller, pledgeId: string) {
  const row = await q.pledgeWithParties(deps.db, pledgeId);
  if (!row || row.pledge.userId !== caller.id) throw notFound();
  return row;
}

/**
 * A held pledge is given up (cancelled by the backer, or its card check failed): its room under the cap is free
 * again. Answers false when another call moved it first.
 */
async function giveUp(
  deps: CampaignsDeps,
  tx: DbOrTx,
  pledge: q.PledgeRow,
  status: 'cancelled' | 'released',
  failure?: MessageKey,
): Promise<boolean> {
  await q.lockProduct(tx, pledge.productId);
  const moved = await q.movePledge(tx, pledge.id, q.HELD, {
    status,
    endedAt: deps.clock.now(),
    ...(failure ? { failure } : {}),
  });
  if (!moved) return false;
  await q.changePledged(tx, pledge.productId, -pledge.amountRappen, -1);
  return true;
}

/**
 * POST /campaigns/pledges/confirm: after the card's 3-D Secure challenge. Passed: the pledge is held and the
 * mandate mail goes; failed: the pledge is given up; still open: the challenge again.
 */
export async function confirmPledge(
  deps: CampaignsDeps,
  caller: Caller,
  pledgeId: string,
  language: WireLanguage,
): Promise<PledgeResponse> {
  const row = await ownPledge(deps, caller, pledgeId);
  if (row.pledge.status !== 'pending')
    return pledgeAnswer(deps, pledgeId, language, row.pledge.status === 'active');
  const setup = await withProviderFaults(() => deps.charging.setupIntent(row.pledge.setupIntentId));
  if (!setup || setup.status === 'failed') {
    await deps.db.transaction((tx) =>
      giveUp(deps, tx, row.pledge, 'released', setup?.failure ?? 'cardAuthenticationFailed'),
    );
    throw new AppError('payment_failed', setup?.failure ?? 'cardAuthenticationFailed');
  }
  if (setup.status !== 'succeeded') return pledgeAnswer(deps, pledgeId, language, false, setup);
  await deps.db.transaction(async (tx) => {
    if (await q.movePledge(tx, row.pledge.id, ['pending'], { status: 'active' })) {
      await deps.mailer.queueMail(
        tx,
        mandateMail(deps, { ...row, pledge: { ...row.pledge, status: 'active' } }),
      );
    }
  });
  void deps.mailer.deliverPending();
  return pledgeAnswer(deps, pledgeId, language, true);
}

/** POST /campaigns/pledges/cancel: the backer gives up a held pledge before the end; nothing is charged. */
export async function cancelPledge(
  deps: CampaignsDeps,
  caller: Caller,
  pledgeId: string,
  language: WireLanguage,
): Promise<Pledge> {
  const row = await ownPledge(deps, caller, pledgeId);
  const cancellable =
    (q.HELD as readonly string[]).includes(row.pledge.status) && runs(row.product, deps.clock.now());
  // Not held (or moved by another call meanwhile), or the campaign has ended.
  if (!cancellable || !(await deps.db.transaction((tx) => giveUp(deps, tx, row.pledge, 'cancelled')))) {
    throw new AppError('conflict', 'pledgeNotCancellable', { fields: { pledgeId: 'pledgeNotCancellable' } });
  }
  return presentById(deps, pledgeId, language);
}

/** GET /campaigns/pledges: the caller's pledges, newest first. */
export async function myPledges(
  deps: CampaignsDeps,
  caller: Caller,
  language: WireLanguage,
): Promise<PledgeList> {
  const now = deps.clock.now();
  const rows = await q.pledgesOfUser(deps.db, caller.id);
  return { content: rows.map((row) => presentPledge(row, row.last4, now, language)) };
}

/** The backer's new card becomes the card of their pledges that are not charged yet (as of their subscriptions). */
export function replaceCardOfPledges(deps: CampaignsDeps) {
  return async (userId: string, provider: string, paymentMethodId: string) => {
    await q.replaceCard(deps.db, userId, provider, paymentMethodId);
  };
}
