import {
  type Campaign,
  type CampaignMode,
  campaignPercent,
  campaignState,
  campaignTargetRappen,
  daysLeft,
  formatSwissDateTime,
  type PublicEvent,
  type PublicProduct,
  pledgeCapRappen,
  rappenToChf,
  suggestedAmountsOf,
  TICKET_TIERS,
  type WireLanguage,
} from '@tifo/contract';
import type { ClubRow, EventRow, ProductRow } from './queries';

interface Localised {
  descriptionEn: string;
  descriptionDe: string;
  descriptionFr: string;
  descriptionIt: string;
}

/** The description in the language asked for, else German, else English. */
export function localised(row: Localised, language: WireLanguage): string {
  const byLanguage = {
    de: row.descriptionDe,
    en: row.descriptionEn,
    fr: row.descriptionFr,
    it: row.descriptionIt,
  };
  return byLanguage[language] || row.descriptionDe || row.descriptionEn;
}

const chfOrNull = (rappen: number | null) => (rappen === null ? null : rappenToChf(rappen));

/**
 * A crowdfunding offer's campaign (issue 49): keep what you raise counts the gifts booked, all or nothing the pledges
 * held (until the decision, which keeps them as counted); null for other offers.
 */
export function campaignOf(row: ProductRow, now: Date): Campaign | null {
  if (!row.crowdFunding) return null;
  const endsAt = row.campaignEndDate ?? row.expiryDate;
  if (!endsAt) return null;
  const mode = row.campaignMode as CampaignMode;
  const pledging = mode === 'all_or_nothing';
  const raisedRappen = pledging ? row.pledgedRappen : row.totalFundedRappen;
  const targetRappen = campaignTargetRappen(row);
  return {
    mode,
    raised: rappenToChf(raisedRappen),
    target: rappenToChf(targetRappen),
    percent: campaignPercent(raisedRappen, targetRappen),
    backers: pledging ? row.pledgers : row.backers,
    endsAt: endsAt.toISOString(),
    daysLeft: daysLeft(endsAt, now),
    state: campaignState({
      endsAt,
      now,
      outcome: row.campaignOutcome as 'funded' | 'not_funded' | null,
      raisedRappen,
      targetRappen,
    }),
    extended: row.campaignExtendedFrom !== null,
    pledgeCap: pledging ? rappenToChf(pledgeCapRappen(targetRappen, row.overfundingPercent)) : null,
  };
}

export function toPublicProduct(
  row: ProductRow,
  club: Pick<ClubRow, 'name' | 'shortName'>,
  language: WireLanguage,
  now: Date,
): PublicProduct {
  return {
    id: row.id,
    clubId: row.clubId,
    clubName: club.name,
    shortName: club.shortName,
    title: row.title,
    description: localised(row, language),
    image: row.image,
    price: chfOrNull(row.priceRappen),
    productType: row.productType as PublicProduct['productType'],
    recurringProduct: row.recurringProduct,
    recurringPeriod: row.recurringPeriod as PublicProduct['recurringPeriod'],
    startingDate: row.startingDate?.toISOString() ?? null,
    crowdFunding: row.crowdFunding,
    targetAmount: chfOrNull(row.targetAmountRappen),
    maxAmount: chfOrNull(row.maxAmountRappen),
    suggestedAmounts: suggestedAmountsOf({
      price: chfOrNull(row.priceRappen),
      crowdFunding: row.crowdFunding,
      targetAmount: chfOrNull(row.targetAmountRappen),
      totalFunded: rappenToChf(row.totalFundedRappen),
      maxAmount: chfOrNull(row.maxAmountRappen),
      suggestedAmounts: row.suggestedAmountsRappen.map(rappenToChf),
    }),
    // Kept by the payments settlement under the product's row lock (a cache of the ledger).
    totalFunded: rappenToChf(row.totalFundedRappen),
    backers: row.backers,
    deliveryAvailable: row.deliveryAvailable,
    expiryDate: row.expiryDate?.toISOString() ?? null,
    campaignEndDate: row.campaignEndDate?.toISOString() ?? null,
    campaign: campaignOf(row, now),
  };
}

export function toPublicEvent(row: EventRow, language: WireLanguage): PublicEvent {
  return {
    id: row.id,
    clubId: row.clubId,
    title: row.title,
    description: localised(row, language),
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
    fromDate: formatSwissDateTime(row.fromDate),
    toDate: formatSwissDateTime(row.toDate),
    image: row.image,
    tickets: row.tickets.filter((ticket) => (TICKET_TIERS as readonly string[]).includes(ticket.tier)),
  };
}
