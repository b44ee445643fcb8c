import {
  type ClubEvent,
  type ClubProduct,
  formatSwissDateTime,
  rappenToChf,
  swissDate,
  TICKET_TIERS,
  WIRE_LANGUAGES,
  type WireLanguage,
} from '@tifo/contract';
import { campaignOf } from '../clubs/present';
import type { EventRow, ProductRow } from './queries';

const chfOrNull = (rappen: number | null) => (rappen === null ? null : rappenToChf(rappen));
const dayOrNull = (date: Date | null) => (date === null ? null : swissDate(date));
const languages = (stored: string[]): WireLanguage[] =>
  WIRE_LANGUAGES.filter((language) => stored.includes(language));

type Described = Pick<
  ProductRow,
  'descriptionEn' | 'descriptionDe' | 'descriptionFr' | 'descriptionIt' | 'untranslatedLanguages'
>;

/** A product's or event's description in the four languages, and those still to translate. */
function descriptionsOf(row: Described) {
  return {
    description: row.descriptionEn,
    descriptionDe: row.descriptionDe,
    descriptionFr: row.descriptionFr,
    descriptionIt: row.descriptionIt,
    untranslatedLanguages: languages(row.untranslatedLanguages),
  };
}

/** A product as its club's administrators see it. */
export function toClubProduct(row: ProductRow, now: Date): ClubProduct {
  const expired = row.expiryDate !== null && row.expiryDate < now;
  return {
    id: row.id,
    clubId: row.clubId,
    title: row.title,
    productType: row.productType as ClubProduct['productType'],
    price: chfOrNull(row.priceRappen),
    freeSponsor: row.priceRappen === null && row.productType !== 'open',
    expiryDate: dayOrNull(row.expiryDate),
    expired,
    crowdFunding: row.crowdFunding,
    campaignMode: row.campaignMode as ClubProduct['campaignMode'],
    overfundingPercent: row.overfundingPercent,
    campaign: campaignOf(row, now),
    recurringProduct: row.recurringProduct,
    recurringPeriod: row.recurringPeriod as ClubProduct['recurringPeriod'],
    startingDate: dayOrNull(row.startingDate),
    retryingInterval: row.retryingInterval,
    deliveryAvailable: row.deliveryAvailable,
    targetAmount: chfOrNull(row.targetAmountRappen),
    maxAmount: chfOrNull(row.maxAmountRappen),
    suggestedAmounts: row.suggestedAmountsRappen.map(rappenToChf),
    totalFunded: rappenToChf(row.totalFundedRappen),
    backers: row.backers,
    ...descriptionsOf(row),
    image: row.image,
    status: row.status as ClubProduct['status'],
    public: row.status === 'active' && !expired,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An event as its club's administrators see it; dates in the form's Swiss local format. */
export function toClubEvent(row: EventRow, now: Date): ClubEvent {
  return {
    id: row.id,
    clubId: row.clubId,
    title: row.title,
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
    fromDate: formatSwissDateTime(row.fromDate),
    toDate: formatSwissDateTime(row.toDate),
    tickets: row.tickets.filter((ticket) => (TICKET_TIERS as readonly string[]).includes(ticket.tier)),
    ticketSends: row.ticketSends,
    ...descriptionsOf(row),
    image: row.image,
    status: row.status as ClubEvent['status'],
    past: row.toDate < now,
    createdAt: row.createdAt.toISOString(),
  };
}
