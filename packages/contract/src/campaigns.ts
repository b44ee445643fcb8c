import { z } from 'zod';
import { WireLanguageSchema } from './accounts';
import { Confirmation } from './http';
import { DISCOVERY } from './limits';
import { KEYS } from './messages';
import { swissDate } from './swiss-time';

/*
 * Crowdfunding campaigns that finish (issue 49, docs/decisions/094): every crowdfunding offer ends at its date
 * (the product's expiryDate) in one of two modes. "Keep what you raise" takes gifts at once, up to the target,
 * and stops at the end. "All or nothing" takes pledges: a card saved for a charge while the backer is away,
 * charged at the end only if the pledges reach the target, released otherwise. The club may extend the end once,
 * by at most 30 days, and posts updates that reach its backers by mail.
 */

export const CAMPAIGN_MODES = ['keep', 'all_or_nothing'] as const;
export type CampaignMode = (typeof CAMPAIGN_MODES)[number];

/** running until the end date; then funded (the target reached) or not funded. */
export const CAMPAIGN_STATES = ['running', 'funded', 'not_funded'] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

/**
 * A pledge's life: pending (the card's 3-D Secure check is open) → active (held) → cancelled by the backer before
 * the end, released when the campaign is not funded, or due when it is (charged off-session) → charged; a charge
 * that needs the backer's confirmation waits in action_required; failed after the last try.
 */
export const PLEDGE_STATUSES = [
  'pending',
  'active',
  'cancelled',
  'released',
  'due',
  'action_required',
  'charged',
  'failed',
] as const;
export type PledgeStatus = (typeof PLEDGE_STATUSES)[number];

export const CAMPAIGN_RULES = {
  /** The end date moves once, before the end, by at most this many days. */
  extensionMaxDays: 30,
  /** All or nothing: pledges together may reach this share of the target (the club's choice within the bounds). */
  overfundingDefaultPercent: 150,
  overfundingMinPercent: 100,
  overfundingMaxPercent: 300,
  /** A charge the bank wants confirmed: the backer's link works this many days, then the pledge fails. */
  confirmLinkDays: 7,
  /** An ended campaign stays on the club's page with its outcome this long. */
  shownAfterEndDays: 60,
  /** Crowdfunding offers made before campaigns ended got an end this long after they were made (at least 30 days on). */
  defaultDurationDays: 90,
  updateTitleMax: 120,
  updateTextMax: 5000,
} as const;

const DAY_MS = 86_400_000;

/** A campaign as its page, the donate button and the payment links show it; amounts in CHF. */
export const Campaign = z.object({
  mode: z.enum(CAMPAIGN_MODES),
  /** Keep: given so far; all or nothing: pledged (before the end), or what the decision counted. */
  raised: z.number(),
  target: z.number(),
  /** raised of target in whole percent, at most 100 (PRODUCT.md §offers). */
  percent: z.number().int(),
  backers: z.number().int(),
  /** ISO time of the end. */
  endsAt: z.string(),
  /** Calendar days from today to the end's day (Swiss time): 0 on the last day and once ended. */
  daysLeft: z.number().int(),
  state: z.enum(CAMPAIGN_STATES),
  /** Extended once already. */
  extended: z.boolean(),
  /** All or nothing: the most all pledges together may be, CHF; null for keep what you raise. */
  pledgeCap: z.number().nullable(),
});
export type Campaign = z.infer<typeof Campaign>;

/** A campaign's target in Rappen: the target, else the price, else CHF 1,000 (PRODUCT.md §offers). */
export function campaignTargetRappen(product: {
  targetAmountRappen: number | null;
  priceRappen: number | null;
}): number {
  return product.targetAmountRappen ?? product.priceRappen ?? DISCOVERY.crowdfundingDefaultTargetChf * 100;
}

/** The most all pledges of an all-or-nothing campaign may be together. */
export function pledgeCapRappen(targetRappen: number, overfundingPercent: number | null): number {
  return Math.floor((targetRappen * (overfundingPercent ?? CAMPAIGN_RULES.overfundingDefaultPercent)) / 100);
}

/** Calendar days (Swiss time) from today to the end's day: 0 on the last day and after the end. */
export function daysLeft(endsAt: Date, now: Date): number {
  if (now.getTime() >= endsAt.getTime()) return 0;
  const day = (date: Date) => Date.parse(`${swissDate(date)}T00:00:00Z`);
  return Math.max(0, Math.round((day(endsAt) - day(now)) / DAY_MS));
}

/** A campaign's state: running until its end; then the decision taken, or what the raised sum says of the target. */
export function campaignState(input: {
  endsAt: Date;
  now: Date;
  outcome: 'funded' | 'not_funded' | null;
  raisedRappen: number;
  targetRappen: number;
}): CampaignState {
  if (input.outcome) return input.outcome;
  if (input.now.getTime() <= input.endsAt.getTime()) return 'running';
  return input.raisedRappen >= input.targetRappen ? 'funded' : 'not_funded';
}

export function campaignPercent(raisedRappen: number, targetRappen: number): number {
  if (targetRappen <= 0) return 100;
  return Math.min(100, Math.floor((raisedRappen * 100) / targetRappen));
}

// ---- Updates to backers ---------------------------------------------------------------------------------------

/**
 * POST /campaigns/updates: an update to a campaign, written in one language (translated into the others) and
 * mailed to its backers; with `updateId`, the proposed final update is published (as edited).
 */
export const CampaignUpdateRequest = z.object({
  productId: z.uuid(KEYS.status404),
  updateId: z.uuid(KEYS.status404).optional(),
  title: z
    .string(KEYS.campaignUpdateTitleRequired)
    .trim()
    .min(1, KEYS.campaignUpdateTitleRequired)
    .max(CAMPAIGN_RULES.updateTitleMax, KEYS.campaignUpdateTitleRequired),
  text: z
    .string(KEYS.campaignUpdateTextRequired)
    .trim()
    .min(1, KEYS.campaignUpdateTextRequired)
    .max(CAMPAIGN_RULES.updateTextMax, KEYS.campaignUpdateTextRequired),
  language: WireLanguageSchema.default('de'),
  /** Saved as a draft, mailed to nobody yet: its image is uploaded to it, then it is published with its id. */
  draft: z.boolean().optional(),
});
export type CampaignUpdateRequest = z.input<typeof CampaignUpdateRequest>;

export const CAMPAIGN_UPDATE_KINDS = ['update', 'final'] as const;

/** An update as the campaign shows it (in the reader's language) and its club edits it. */
export const CampaignUpdate = z.object({
  id: z.string(),
  kind: z.enum(CAMPAIGN_UPDATE_KINDS),
  status: z.enum(['draft', 'published']),
  title: z.string(),
  text: z.string(),
  image: z.string().nullable(),
  /** The language it was written in; `translated`: what is shown is a translation of it. */
  sourceLanguage: WireLanguageSchema,
  translated: z.boolean(),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  /** How many backers it was mailed to. */
  mailedTo: z.number().int(),
});
export type CampaignUpdate = z.infer<typeof CampaignUpdate>;

/** The answer to a published update: the confirmation (with how many backers it goes to) and the update. */
export const CampaignUpdatePublished = Confirmation.extend({ update: CampaignUpdate });
export type CampaignUpdatePublished = z.infer<typeof CampaignUpdatePublished>;

export const CampaignUpdateList = z.object({ content: z.array(CampaignUpdate) });
export type CampaignUpdateList = z.infer<typeof CampaignUpdateList>;

/** POST /campaigns/unsubscribe: the update mail's link (signed for the backer and the campaign). */
export const CampaignUnsubscribeRequest = z.object({
  productId: z.uuid(KEYS.campaignUnsubscribeInvalid),
  userId: z.uuid(KEYS.campaignUnsubscribeInvalid),
  expires: z.coerce.number(KEYS.campaignUnsubscribeInvalid).int(KEYS.campaignUnsubscribeInvalid),
  signature: z.string(KEYS.campaignUnsubscribeInvalid).min(10, KEYS.campaignUnsubscribeInvalid).max(200),
});
export type CampaignUnsubscribeRequest = z.input<typeof CampaignUnsubscribeRequest>;
