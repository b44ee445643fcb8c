import {
  CAMPAIGN_RULES,
  type CampaignBackers,
  type CampaignExtendRequest,
  endOfSwissDay,
  fillPlaceholders,
  formatChfGrouped,
  MESSAGES,
  type MessageKey,
  type MessageResponse,
  type PledgeStatus,
  rappenToChf,
  type WireLanguage,
  wireLanguageOf,
} from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema-clubs';
import { AppError, fieldError } from '../../errors';
import { messageIn } from '../../platform/messages';
import { swissDay } from '../../platform/swiss-dates';
import type { Caller } from '../auth/caller';
import { campaignOf } from '../clubs/present';
import { shownDonor } from '../ledger/lines';
import { requireClubAccess } from '../organisations/access';
import { CAMPAIGN_MAILS } from './mail-texts';
import * as q from './queries';
import { type CampaignsDeps, campaignEnded, endOf, runs } from './service';

/*
 * The club's side of a campaign (issue 49): extending its end once, and what its pledges came to.
 */

const DAY_MS = 86_400_000;

async function campaignOfClub(deps: CampaignsDeps, caller: Caller, productId: string) {
  const found = await q.findCampaignProduct(deps.db, productId);
  if (!found) throw new AppError('not_found', 'status404', { fields: { productId: 'status404' } });
  await requireClubAccess(deps, caller, found.club.id, 'editOffers');
  if (!found.product.crowdFunding) throw fieldError('productId', 'notACampaign');
  return found;
}

/**
 * POST /campaigns/extend: the new end, once, before the end, at most 30 days after the current one. The product is
 * offered until the new end; every backer is told (a pledger that their pledge still stands).
 */
export async function extendCampaign(
  deps: CampaignsDeps,
  caller: Caller,
  body: CampaignExtendRequest,
): Promise<MessageResponse> {
  const { product, club } = await campaignOfClub(deps, caller, body.productId);
  const now = deps.clock.now();
  if (!runs(product, now)) throw campaignEnded(product);
  if (product.campaignExtendedFrom) throw fieldError('endDate', 'campaignAlreadyExtended');
  const previous = endOf(product);
  const next = endOfSwissDay(body.endDate);
  if (
    !next ||
    next <= previous ||
    next.getTime() - previous.getTime() > CAMPAIGN_RULES.extensionMaxDays * DAY_MS
  ) {
    throw fieldError('endDate', 'campaignExtensionInvalid');
  }
  const backers = await q.backersToTell(deps.db, product.id);
  await deps.db.transaction(async (tx) => {
    const locked = await q.lockProduct(tx, product.id);
    if (!locked || locked.campaignExtendedFrom) throw fieldError('endDate', 'campaignAlreadyExtended');
    await tx
      .update(products)
      .set({ campaignExtendedFrom: previous, campaignEndDate: next, expiryDate: next, updatedAt: new Date() })
      .where(eq(products.id, product.id));
    await deps.mailer.queueMails(
      tx,
      backers.map((backer) => ({
        to: backer.email,
        template: CAMPAIGN_MAILS.campaignExtended,
        language: wireLanguageOf(backer.language),
        vars: {
          firstName: backer.firstName,
          clubName: club.name,
          productTitle: product.title,
          endDate: swissDay(next),
          previousDate: swissDay(previous),
          pledge: backer.pledgeRappen ? formatChfGrouped(Number(backer.pledgeRappen)) : '',
        },
        link: `${deps.config.publicUrl}/${club.shortName}#product-${product.id}`,
      })),
    );
  });
  void deps.mailer.deliverPending();
  return {
    key: 'campaignExtended',
    message: fillPlaceholders(MESSAGES.campaignExtended, { date: swissDay(next) }),
  };
}

const sumOf = (rows: { count: number; amount: number }[]) => ({
  count: rows.reduce((total, row) => total + row.count, 0),
  amount: rappenToChf(rows.reduce((total, row) => total + Number(row.amount), 0)),
});

/**
 * POST /campaigns/backers: an all-or-nothing campaign's pledges as its club sees them: pledged (held, or counted at
 * the end), charged, still open and failed, and each pledge with its backer.
 */
export async function campaignBackers(
  deps: CampaignsDeps,
  caller: Caller,
  productId: string,
  language: WireLanguage,
): Promise<CampaignBackers> {
  const { product } = await campaignOfClub(deps, caller, productId);
  const [tally, rows] = await Promise.all([
    q.pledgeTally(deps.db, productId),
    q.pledgesOfCampaign(deps.db, productId),
  ]);
  const of = (...statuses: PledgeStatus[]) =>
    tally.filter((row) => statuses.includes(row.status as PledgeStatus));
  return {
    campaign: campaignOf(product, deps.clock.now())!,
    pledged: sumOf(of('pending', 'active', 'due', 'action_required', 'charged', 'failed', 'released')),
    charged: sumOf(of('charged')),
    open: sumOf(of('due', 'action_required')),
    failed: sumOf(of('failed')),
    rows: rows.map(({ pledge, ...donor }) => ({
      id: pledge.id,
      backer: shownDonor(donor),
      amount: rappenToChf(pledge.amountRappen),
      status: pledge.status as PledgeStatus,
      failure: pledge.failure ? messageIn(language, { key: pledge.failure as MessageKey }) : null,
      createdAt: pledge.createdAt.toISOString(),
    })),
  };
}
