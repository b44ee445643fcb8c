import {
  type ClubNature,
  type ClubRole,
  clubSearchText,
  type ProductType,
  type RecurringPeriod,
} from '@tifo/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import {
  clubAdmins,
  clubSportTypes,
  clubs,
  type EventTicket,
  events,
  products,
  sportTypes,
} from '../db/schema-clubs';
import { forgetPublicClubCount } from '../modules/clubs/queries';

export interface NewClub {
  name: string;
  shortName: string;
  nature?: ClubNature;
  status?: 'pending' | 'approved' | 'verified';
  email: string;
  website?: string | null;
  address1: string;
  postalCode: string;
  city: string;
  latitude?: number;
  longitude?: number;
  hideAddress?: boolean;
  contactNumber: string;
  description?: { de: string; en: string; fr: string; it: string };
  sportTags?: string[];
  admins?: { email: string; role: ClubRole }[];
}

export async function createClub(db: DbOrTx, input: NewClub) {
  const [inserted] = await db
    .insert(clubs)
    .values({
      name: input.name,
      shortName: input.shortName,
      nature: input.nature ?? 'CLUB',
      status: input.status ?? 'pending',
      email: input.email,
      website: input.website ?? null,
      address1: input.address1,
      postalCode: input.postalCode,
      city: input.city,
      latitude: input.latitude,
      longitude: input.longitude,
      hideAddress: input.hideAddress ?? false,
      contactNumber: input.contactNumber,
      descriptionDe: input.description?.de ?? '',
      descriptionEn: input.description?.en ?? '',
      descriptionFr: input.description?.fr ?? '',
      descriptionIt: input.description?.it ?? '',
      searchText: clubSearchText(input),
    })
    .onConflictDoNothing({ target: clubs.shortName })
    .returning();
  const club = inserted ?? (await db.select().from(clubs).where(eq(clubs.shortName, input.shortName)))[0]!;
  if (inserted && input.sportTags?.length) {
    const types = await db.select().from(sportTypes).where(inArray(sportTypes.tag, input.sportTags));
    if (types.length) {
      await db
        .insert(clubSportTypes)
        .values(types.map((type) => ({ clubId: club.id, sportTypeId: type.id })))
        .onConflictDoNothing();
    }
  }
  for (const admin of input.admins ?? []) {
    await db
      .insert(clubAdmins)
      .values({ clubId: club.id, email: admin.email.toLowerCase(), role: admin.role })
      .onConflictDoNothing();
  }
  // Lists show the new club at once (in a transaction: the caller forgets again after the commit).
  if (inserted) forgetPublicClubCount(db);
  return { club, created: Boolean(inserted) };
}

export async function createSportType(
  db: DbOrTx,
  input: { tag: string; names: { de: string; en: string; fr: string; it: string } },
) {
  await db
    .insert(sportTypes)
    .values({
      tag: input.tag,
      nameDe: input.names.de,
      nameEn: input.names.en,
      nameFr: input.names.fr,
      nameIt: input.names.it,
    })
    .onConflictDoNothing({ target: sportTypes.tag });
}

export interface NewProduct {
  clubId: string;
  /** At most 25 characters (PRODUCT.md §constants). */
  title: string;
  productType: ProductType;
  /** Rappen; null lets the donor choose the amount. */
  priceRappen: number | null;
  description?: { de: string; en: string; fr: string; it: string };
  recurringPeriod?: RecurringPeriod | null;
  targetAmountRappen?: number | null;
  deliveryAvailable?: boolean;
  expiryDate?: Date | null;
  startingDate?: Date | null;
  campaignEndDate?: Date | null;
  /** Crowdfunding: keep what is raised (default) or all or nothing (issue 49). */
  campaignMode?: 'keep' | 'all_or_nothing';
  overfundingPercent?: number | null;
  image?: string | null;
  status?: 'active' | 'inactive';
}

/** A product; subscriptions and memberships recur, crowd products are crowdfunding (PRODUCT.md §offers). */
export async function createProduct(db: DbOrTx, input: NewProduct) {
  const [existing] = await db
    .select()
    .from(products)
    .where(and(eq(products.clubId, input.clubId), eq(products.title, input.title)));
  if (existing) return { product: existing, created: false };
  const recurring = input.productType === 'subscription' || input.productType === 'membership';
  const [product] = await db
    .insert(products)
    .values({
      clubId: input.clubId,
      title: input.title,
      productType: input.productType,
      priceRappen: input.priceRappen,
      descriptionDe: input.description?.de ?? '',
      descriptionEn: input.description?.en ?? '',
      descriptionFr: input.description?.fr ?? '',
      descriptionIt: input.description?.it ?? '',
      recurringProduct: recurring,
      recurringPeriod: recurring ? (input.recurringPeriod ?? 'month') : null,
      crowdFunding: input.productType === 'crowd',
      targetAmountRappen: input.targetAmountRappen ?? null,
      deliveryAvailable: input.productType === 'fixed' && (input.deliveryAvailable ?? false),
      expiryDate: input.expiryDate ?? null,
      startingDate: input.startingDate ?? null,
      campaignEndDate: input.campaignEndDate ?? null,
      campaignMode: input.campaignMode ?? 'keep',
      overfundingPercent: input.campaignMode === 'all_or_nothing' ? (input.overfundingPercent ?? 150) : null,
      image: input.image ?? null,
      status: input.status ?? 'active',
    })
    .returning();
  return { product: product!, created: true };
}

export interface NewEvent {
  clubId: string;
  /** 5 to 20 characters (PRODUCT.md §constants). */
  title: string;
  description?: { de: string; en: string; fr: string; it: string };
  location: string;
  latitude?: number | null;
  longitude?: number | null;
  fromDate: Date;
  toDate: Date;
  /** Ticket counts per tier; the spec's default is one Silver tier of 200. */
  tickets?: EventTicket[];
  image?: string | null;
}

export async function createEvent(db: DbOrTx, input: NewEvent) {
  const [existing] = await db
    .select()
    .from(events)
    .where(and(eq(events.clubId, input.clubId), eq(events.title, input.title)));
  if (existing) return { event: existing, created: false };
  const [event] = await db
    .insert(events)
    .values({
      clubId: input.clubId,
      title: input.title,
      descriptionDe: input.description?.de ?? '',
      descriptionEn: input.description?.en ?? '',
      descriptionFr: input.description?.fr ?? '',
      descriptionIt: input.description?.it ?? '',
      location: input.location,
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
      fromDate: input.fromDate,
      toDate: input.toDate,
      tickets: input.tickets ?? [{ tier: 'Silver', amount: 200 }],
      image: input.image ?? null,
    })
    .returning();
  return { event: event!, created: true };
}
