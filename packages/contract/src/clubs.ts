import { z } from 'zod';
import { email } from './accounts';
import { Campaign } from './campaigns';
import { descriptionTexts } from './description-fields';
import { CLUB_NATURES, DISCOVERY } from './limits';
import { KEYS } from './messages';

// DISCOVERY lives with the other plain constants (limits.ts), so that a bundle needing only them stays
// free of the schemas; re-exported here for the code that imports it from this file.
export { DISCOVERY };

const int = (message: string) => z.coerce.number(message).int(message);

export const PageRequest = z.object({
  pageId: int(KEYS.pageInvalid)
    .min(0, KEYS.pageInvalid)
    .max(DISCOVERY.maxPageId, KEYS.pageInvalid)
    .default(0),
  pageSize: int(KEYS.pageSizeInvalid)
    .min(1, KEYS.pageSizeInvalid)
    .max(DISCOVERY.maxPageSize, KEYS.pageSizeInvalid)
    .default(DISCOVERY.clubListPageSize),
});
export type PageRequest = z.input<typeof PageRequest>;

export const latitude = z.coerce
  .number(KEYS.latitudeInvalid)
  .min(-90, KEYS.latitudeInvalid)
  .max(90, KEYS.latitudeInvalid);
export const longitude = z.coerce
  .number(KEYS.longitudeInvalid)
  .min(-180, KEYS.longitudeInvalid)
  .max(180, KEYS.longitudeInvalid);

export const ClubsFilterRequest = PageRequest.extend({
  tag: z.string(KEYS.tagInvalid).trim().min(1, KEYS.tagInvalid).max(50, KEYS.tagInvalid),
});
export const ClubsSearchRequest = PageRequest.extend({
  searchString: z.string().max(DISCOVERY.maxSearchLength, KEYS.searchTooLong).default(''),
});
export const ClubsNearbyRequest = PageRequest.extend({
  latitude,
  longitude,
  radius: z.coerce
    .number(KEYS.radiusInvalid)
    .min(1, KEYS.radiusInvalid)
    .max(DISCOVERY.maxRadiusKm, KEYS.radiusInvalid),
});
/** All public clubs, nearest first when a location is given. */
export const ClubsNearbyAllRequest = PageRequest.extend({
  latitude: latitude.optional(),
  longitude: longitude.optional(),
});

export const shortName = z
  .string(KEYS.shortNameInvalid)
  .trim()
  .toLowerCase()
  .min(1, KEYS.shortNameInvalid)
  .max(30, KEYS.shortNameInvalid)
  .regex(/^[a-z0-9][a-z0-9-]*$/, KEYS.shortNameInvalid);
export const ClubDetailsRequest = z.object({ shortName });

export const LocalisedNames = z.object({ de: z.string(), en: z.string(), fr: z.string(), it: z.string() });

export const SportType = z.object({ id: z.number().int(), tag: z.string(), names: LocalisedNames });
export type SportType = z.infer<typeof SportType>;

/** The review's states (the operator's review tabs). */
export const CLUB_STATUSES = ['pending', 'approved', 'verified', 'rejected'] as const;
/**
 * Every state a club's row can be in: the review's, and two the review does not decide (issue 45): taken down by
 * the operator (not public; the state before is kept and restored), and closed after its notice (not public).
 */
export const CLUB_STATES = [...CLUB_STATUSES, 'taken_down', 'closed'] as const;
export type ClubStatus = (typeof CLUB_STATES)[number];

/** A club as listed in the directory, carousels and favourites. */
export const ClubCard = z.object({
  id: z.string(),
  name: z.string(),
  shortName: z.string(),
  nature: z.enum(CLUB_NATURES),
  status: z.enum(CLUB_STATES),
  logo: z.string().nullable(),
  cover: z.string().nullable(),
  city: z.string(),
  postalCode: z.string(),
  tags: z.array(SportType),
  /** Kilometres from the searched location, when one was given. */
  distanceKm: z.number().nullable(),
});
export type ClubCard = z.infer<typeof ClubCard>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ content: z.array(item), totalElements: z.number().int(), totalPages: z.number().int() });
}
export const ClubPage = pageOf(ClubCard);
export type ClubPage = z.infer<typeof ClubPage>;
export const SportTypePage = pageOf(SportType);
export type SportTypePage = z.infer<typeof SportTypePage>;

/** The public club profile (POST /clubs/details). The street address is null when hideAddress is set. */
export const ClubDetails = ClubCard.omit({ distanceKm: true }).extend({
  email: z.string(),
  website: z.string().nullable(),
  contactNumber: z.string().nullable(),
  hideAddress: z.boolean(),
  address: z.object({
    address1: z.string().nullable(),
    address2: z.string().nullable(),
    postalCode: z.string(),
    city: z.string(),
    country: z.string(),
  }),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  ...descriptionTexts,
  /** Whether the caller administers this club (edit-profile and complete-registration buttons). */
  isAdmin: z.boolean(),
  /** The club is closing (issue 45): the day it closes; it takes no new gifts meanwhile. */
  closesAt: z.string().nullable(),
});
export type ClubDetails = z.infer<typeof ClubDetails>;

export const PRODUCT_TYPES = ['fixed', 'open', 'subscription', 'crowd', 'membership'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const RECURRING_PERIODS = [
  'week',
  'month',
  'three_months',
  'four_months',
  'six_months',
  'year',
] as const;
export type RecurringPeriod = (typeof RECURRING_PERIODS)[number];

/** A product as the public club page and checkout read it; amounts in CHF with two decimals. */
export const PublicProduct = z.object({
  id: z.string(),
  clubId: z.string(),
  clubName: z.string(),
  shortName: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  /** null: the donor chooses the amount (open product, free sponsoring). */
  price: z.number().nullable(),
  productType: z.enum(PRODUCT_TYPES),
  recurringProduct: z.boolean(),
  recurringPeriod: z.enum(RECURRING_PERIODS).nullable(),
  /** A subscription's season start: cycles run from it and the first amount is prorated (contract firstCharge). */
  startingDate: z.string().nullable().optional(),
  crowdFunding: z.boolean(),
  targetAmount: z.number().nullable(),
  totalFunded: z.number(),
  backers: z.number().int(),
  deliveryAvailable: z.boolean(),
  expiryDate: z.string().nullable(),
  campaignEndDate: z.string().nullable(),
  /** The most one gift may be where the donor chooses the amount, CHF; null: no maximum (issue 47). */
  maxAmount: z.number().nullable().optional(),
  /** The amounts checkout offers to pick, CHF (contract suggestedAmountsOf; issue 48). */
  suggestedAmounts: z.array(z.number()).optional(),
  /** A crowdfunding offer's campaign: mode, progress, days left and outcome (issue 49); null for other offers. */
  campaign: Campaign.nullable().optional(),
});
export type PublicProduct = z.infer<typeof PublicProduct>;

export const ProductsFilterRequest = z.union([
  z.object({ clubId: z.uuid(KEYS.clubNotFound) }),
  z.object({ id: z.uuid(KEYS.clubNotFound) }),
]);

export const TICKET_TIERS = ['Silver', 'Gold', 'Platinum', 'Free'] as const;
export const PublicEvent = z.object({
  id: z.string(),
  clubId: z.string(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** 'YYYY-MM-DD HH:mm:ss', Swiss local time */
  fromDate: z.string(),
  toDate: z.string(),
  image: z.string().nullable(),
  tickets: z.array(z.object({ tier: z.enum(TICKET_TIERS), amount: z.number().int() })),
});
export type PublicEvent = z.infer<typeof PublicEvent>;
export const ClubIdRequest = z.object({ clubId: z.uuid(KEYS.clubNotFound) });

export const FavouriteRequest = z.object({
  clubId: z.uuid(KEYS.clubNotFound),
  userId: z.uuid(),
});
export const FavouritesFilterRequest = PageRequest.extend({ userId: z.uuid() });

export const Locality = z.object({
  name: z.string(),
  postalCode: z.string(),
  canton: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type Locality = z.infer<typeof Locality>;

export const QR_THEMES = ['light', 'dark'] as const;
export const QR_FORMATS = ['png', 'svg'] as const;

export const ContactRequest = z.object({
  name: z.string(KEYS.contactNameRequired).trim().min(1, KEYS.contactNameRequired).max(100),
  email,
  subject: z.string(KEYS.contactSubjectRequired).trim().min(1, KEYS.contactSubjectRequired).max(150),
  message: z.string(KEYS.contactMessageRequired).trim().min(1, KEYS.contactMessageRequired).max(5000),
  /** The captcha's solution (field name kept from the original reCAPTCHA form). */
  recaptchaResponse: z.string(KEYS.captchaRequired).min(1, KEYS.captchaRequired).max(5000),
});
export type ContactRequest = z.infer<typeof ContactRequest>;

/** Lower case without accents and extra spaces: 'Zürich' and 'zurich' both become 'zurich'. */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** What a club's search text is made of: its name, short name, town and postcode. */
export function clubSearchText(club: {
  name: string;
  shortName: string;
  city: string;
  postalCode: string;
}): string {
  return normalizeSearch(
    [club.name, club.shortName.replace(/-/g, ' '), club.city, club.postalCode].join(' '),
  );
}

/** The challenge JSON the widget fetches (`challenge="/api/captcha/challenge"`). */
export const CaptchaChallenge = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    /** Unix seconds. */
    expiresAt: z.number().optional(),
  }),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof CaptchaChallenge>;
