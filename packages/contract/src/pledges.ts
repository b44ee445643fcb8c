import { z } from 'zod';
import { CAMPAIGN_STATES, Campaign, PLEDGE_STATUSES } from './campaigns';
import type { PublicProduct } from './clubs';
import { KEYS } from './messages';
import {
  type AmountCheck,
  AmountInput,
  type AmountRuleProduct,
  amountRuleProduct,
  checkAmount,
} from './payments';

/*
 * Pledges to all-or-nothing campaigns (issue 49, docs/decisions/094): what the backer, the profile and the club's
 * dashboard send and read. The campaign itself is campaigns.ts.
 */

/**
 * A pledge's amount: at least CHF 5 (or what is left under the cap, when less), at most what the cap leaves and the
 * club's maximum for one gift; the same words as checkout's amount rule.
 */
export function checkPledgeAmount(
  campaign: { capRappen: number; pledgedRappen: number; maxAmountRappen: number | null },
  amount: unknown,
): AmountCheck {
  return checkAmount(
    {
      priceRappen: null,
      crowdFunding: true,
      targetAmountRappen: campaign.capRappen,
      totalFundedRappen: campaign.pledgedRappen,
      maxAmountRappen: campaign.maxAmountRappen,
    },
    amount,
  );
}

/**
 * The amount rule checkout applies to an offer: an all-or-nothing campaign's pledge is bounded by what its cap leaves
 * (as checkPledgeAmount); every other offer by the checkout's rule.
 */
export function checkoutAmountRule(
  product: Pick<
    PublicProduct,
    'price' | 'crowdFunding' | 'targetAmount' | 'totalFunded' | 'maxAmount' | 'campaign'
  >,
): AmountRuleProduct {
  const campaign = product.campaign;
  if (campaign?.mode !== 'all_or_nothing' || campaign.pledgeCap === null) return amountRuleProduct(product);
  return {
    priceRappen: null,
    crowdFunding: true,
    targetAmountRappen: Math.round(campaign.pledgeCap * 100),
    totalFundedRappen: Math.round(campaign.raised * 100),
    maxAmountRappen: product.maxAmount == null ? null : Math.round(product.maxAmount * 100),
  };
}

const pledgeId = z.uuid(KEYS.pledgeNotFound);

/** POST /campaigns/pledges: pledge to an all-or-nothing campaign with a card made by the card field. */
export const PledgeRequest = z.object({
  productId: z.uuid(KEYS.status404),
  amount: AmountInput,
  paymentMethodId: z
    .string(KEYS.paymentMethodRequired)
    .regex(/^pm_[A-Za-z0-9]{8,64}$/, KEYS.paymentMethodRequired)
    .max(80),
  /** Named to the club among its sponsors (the checkout's choice, kept for the club). */
  showName: z.boolean().optional(),
});
export type PledgeRequest = z.input<typeof PledgeRequest>;

/** A pledge of the caller, by its id (confirm after 3-D Secure, cancel, pay a charge the bank wants confirmed). */
export const PledgeIdRequest = z.object({ pledgeId });

export const Pledge = z.object({
  id: z.string(),
  productId: z.string(),
  productTitle: z.string(),
  clubName: z.string(),
  shortName: z.string(),
  amount: z.number(),
  status: z.enum(PLEDGE_STATUSES),
  createdAt: z.string(),
  /** The campaign's end (ISO): cancellable until then. */
  endsAt: z.string(),
  campaignState: z.enum(CAMPAIGN_STATES),
  cancellable: z.boolean(),
  /** The card's last four digits, where known. */
  last4: z.string().nullable(),
  /** action_required: the confirmation works until then (ISO). */
  confirmUntil: z.string().nullable(),
  /** failed: why, in the caller's language. */
  failure: z.string().nullable(),
});
export type Pledge = z.infer<typeof Pledge>;

export const PledgeList = z.object({ content: z.array(Pledge) });
export type PledgeList = z.infer<typeof PledgeList>;

/** The answer to a pledge: held (active), or the card's 3-D Secure check to pass first. */
export const PledgeResponse = z.object({
  status: z.enum(['active', 'requires_action']),
  pledge: Pledge,
  clientSecret: z.string().optional(),
  nextActionUrl: z.string().optional(),
});
export type PledgeResponse = z.infer<typeof PledgeResponse>;

/** POST /campaigns/pledges/pay: the charge the bank wants confirmed, from the mail's link. */
export const PledgePaymentResponse = z.object({
  status: z.enum(['succeeded', 'requires_action', 'nothing_to_confirm']),
  nextActionUrl: z.string().optional(),
  clientSecret: z.string().optional(),
});
export type PledgePaymentResponse = z.infer<typeof PledgePaymentResponse>;

/** POST /campaigns/extend: the new end day, once, within 30 days of the current end. */
export const CampaignExtendRequest = z.object({
  productId: z.uuid(KEYS.status404),
  endDate: z
    .string(KEYS.campaignExtensionInvalid)
    .regex(/^\d{4}-\d{2}-\d{2}$/, KEYS.campaignExtensionInvalid),
});
export type CampaignExtendRequest = z.input<typeof CampaignExtendRequest>;

export const CampaignProductRequest = z.object({ productId: z.uuid(KEYS.status404) });

/** One line of what a campaign's pledges came to, as its club sees it: how many and how much. */
export const PledgeTally = z.object({ count: z.number().int(), amount: z.number() });

/** POST /campaigns/backers: the club's view of an all-or-nothing campaign's pledges. */
export const CampaignBackers = z.object({
  campaign: Campaign,
  /** Held now (before the end), or counted at the end. */
  pledged: PledgeTally,
  charged: PledgeTally,
  /** Still being charged (retries, confirmations open). */
  open: PledgeTally,
  failed: PledgeTally,
  rows: z.array(
    z.object({
      id: z.string(),
      /** The backer's name where they agreed to be named to the club (as at checkout), else null. */
      backer: z.string().nullable(),
      amount: z.number(),
      status: z.enum(PLEDGE_STATUSES),
      failure: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type CampaignBackers = z.infer<typeof CampaignBackers>;
