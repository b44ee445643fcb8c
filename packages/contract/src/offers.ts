import { z } from 'zod';
import {
  PRODUCT_TYPES,
  type ProductType,
  RECURRING_PERIODS,
  type RecurringPeriod,
  TICKET_TIERS,
} from './clubs';
import { WIRE_LANGUAGES, type WireLanguage } from './languages';
import { MESSAGES } from './messages';
import { parseChf, rappenToChf } from './money';

/**
 * Products and events a club offers, and the translation of their descriptions (spec 001 §2–§5, §7–§9).
 * The product and event forms and the routes that receive them parse these schemas.
 */
export const OFFER_LIMITS = {
  productTitleMax: 25,
  /** In every language; each automatic translation is cut to this length (spec 001 §5). */
  descriptionMax: 240,
  priceMinChf: 5,
  /** A sanity bound, not from the spec: one product costs at most CHF 1,000,000. */
  priceMaxChf: 1_000_000,
  /** The crowdfunding target when there is no price (spec 001 §9). */
  crowdfundingDefaultTargetChf: 1000,
  /** The expiry date defaults to one year ahead (spec 001 §5). */
  defaultExpiryYears: 1,
  /** Failed recurring charges are retried every 1 to 30 days. */
  retryingIntervalMin: 1,
  retryingIntervalMax: 30,
  eventTitleMin: 5,
  eventTitleMax: 20,
  eventDescriptionMin: 5,
  eventLocationMax: 100,
  ticketAmountMax: 100_000,
} as const;

// ---- Types and their flags (spec 001 §4) -------------------------------------------------------------------

/** Days of each recurring period; the first amount is prorated (spec 001 §9). */
export const RECURRING_PERIOD_DAYS = {
  week: 7,
  month: 30,
  three_months: 90,
  four_months: 120,
  six_months: 180,
  year: 365,
} as const satisfies Record<RecurringPeriod, number>;

/** Membership types of 3, 4 and 6 months (spec 001 §9), besides the monthly default. */
export const MEMBERSHIP_PERIODS = [
  'month',
  'three_months',
  'four_months',
  'six_months',
] as const satisfies readonly RecurringPeriod[];
export const MEMBERSHIP_TYPE_MONTHS = [3, 4, 6] as const;

/** The periods a product type may recur with (none for fixed, open and crowd). */
export function periodsOf(type: ProductType): readonly RecurringPeriod[] {
  if (type === 'subscription') return RECURRING_PERIODS;
  if (type === 'membership') return MEMBERSHIP_PERIODS;
  return [];
}

/** The period a type starts with: week for subscriptions, month for memberships (spec 001 §4). */
export function defaultPeriodOf(type: ProductType): RecurringPeriod | null {
  if (type === 'subscription') return 'week';
  if (type === 'membership') return 'month';
  return null;
}

export interface ProductTypeFlags {
  productType: ProductType;
  crowdFunding: boolean;
  recurringProduct: boolean;
  recurringPeriod: RecurringPeriod | null;
  deliveryAvailable: boolean;
}

/**
 * Selecting a product type sets its flags (spec 001 §4): crowd → crowdfunding, no recurrence, no delivery;
 * subscription and membership → recurring (week / month unless the form already has a period valid for the
 * type), no delivery; open → no recurrence, no delivery; fixed keeps the delivery choice. Delivery is false
 * whenever the type is not fixed. Pure: returns a new form.
 */
export function applyProductType<T extends ProductTypeFlags>(form: T, type: ProductType): T {
  const periods = periodsOf(type);
  const keepPeriod = form.recurringPeriod !== null && periods.includes(form.recurringPeriod);
  return {
    ...form,
    productType: type,
    crowdFunding: type === 'crowd',
    recurringProduct: periods.length > 0,
    recurringPeriod: periods.length === 0 ? null : keepPeriod ? form.recurringPeriod : defaultPeriodOf(type),
    deliveryAvailable: type === 'fixed' ? form.deliveryAvailable : false,
  };
}

/** Whether the form asks for a price: not for open products nor the free-sponsor form (spec 001 §5). */
export function priceRequired(type: ProductType, freeSponsor: boolean): boolean {
  return type !== 'open' && !freeSponsor;
}

/** The crowdfunding target when none is entered: the price, or CHF 1000 (spec 001 §9). */
export function defaultTargetAmount(priceChf: number | null | undefined): number {
  return priceChf ?? OFFER_LIMITS.crowdfundingDefaultTargetChf;
}

// ---- Dates: Swiss local time ---------------------------------------------------------------------------------

const zurichParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Zurich',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function zurichFields(date: Date) {
  const parts = Object.fromEntries(zurichParts.formatToParts(date).map((part) => [part.type, part.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
  };
}

/** 'YYYY-MM-DD HH:mm:ss' in Swiss local time (the event form's wire format, spec 001 §5). */
export function formatSwissDateTime(date: Date): string {
  const { date: day, time } = zurichFields(date);
  return `${day} ${time}`;
}

/** 'YYYY-MM-DD', the Swiss calendar day of an instant. */
export function swissDate(date: Date): string {
  return zurichFields(date).date;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** Whether 'YYYY-MM-DD' is a real calendar day (not 2027-02-30). */
export function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The instant of a Swiss local 'YYYY-MM-DD HH:mm:ss' (CET or CEST); undefined when it is not a valid time.
 * In the autumn hour that occurs twice the earlier one is taken; a time skipped in spring moves one hour on.
 */
export function parseSwissDateTime(text: string): Date | undefined {
  const match = DATE_TIME.exec(text);
  if (!match || !isCalendarDate(text.slice(0, 10))) return undefined;
  const [hour, minute, second] = [Number(match[4]), Number(match[5]), Number(match[6])];
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const asUtc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), hour, minute, second);
  // Zurich is UTC+1 or UTC+2: try both offsets, keep the one that reads back as the same local time.
  for (const offsetHours of [2, 1]) {
    const candidate = new Date(asUtc - offsetHours * 3_600_000);
    if (formatSwissDateTime(candidate) === text) return candidate;
  }
  return new Date(asUtc - 3_600_000);
}

/** The last second of a Swiss calendar day: a product expiring on a day is offered until its end. */
export function endOfSwissDay(day: string): Date | undefined {
  return parseSwissDateTime(`${day} 23:59:59`);
}

/** The default expiry: the same calendar day one year ahead (29 February becomes 28 February). */
export function defaultExpiryDate(now: Date = new Date()): string {
  const [year = 0, month = 1, day = 1] = swissDate(now).split('-').map(Number);
  const target = `${year + OFFER_LIMITS.defaultExpiryYears}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isCalendarDate(target) ? target : `${year + OFFER_LIMITS.defaultExpiryYears}-02-28`;
}

// ---- Descriptions in four languages ---------------------------------------------------------------------------

/** The description field of each wire language: English is `description` (spec 001 §3). */
export const DESCRIPTION_FIELDS = {
  en: 'description',
  de: 'descriptionDe',
  fr: 'descriptionFr',
  it: 'descriptionIt',
} as const satisfies Record<WireLanguage, string>;

export interface Descriptions {
  description: string;
  descriptionDe: string;
  descriptionFr: string;
  descriptionIt: string;
}

/** Cuts a text to the limit in characters (code points, so no emoji is split), as each translation is. */
export function cutToLimit(text: string, max: number = OFFER_LIMITS.descriptionMax): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join('').trimEnd();
}

/**
 * The languages still showing a copy of the source text: those marked untranslated whose text was not edited
 * since (an edited text counts as translated). The source language itself is never untranslated.
 */
export function stillUntranslated(
  descriptions: Descriptions,
  source: WireLanguage,
  marked: readonly WireLanguage[],
): WireLanguage[] {
  const sourceText = descriptions[DESCRIPTION_FIELDS[source]];
  return WIRE_LANGUAGES.filter(
    (language) =>
      language !== source &&
      marked.includes(language) &&
      descriptions[DESCRIPTION_FIELDS[language]] === sourceText,
  );
}

/**
 * Fills every empty description with the source text and marks it untranslated, so that a product or event is
 * never shown without a description in any language.
 */
export function fillMissingDescriptions(
  descriptions: Descriptions,
  source: WireLanguage,
  marked: readonly WireLanguage[],
): { descriptions: Descriptions; untranslatedLanguages: WireLanguage[] } {
  const sourceText = descriptions[DESCRIPTION_FIELDS[source]];
  const filled = { ...descriptions };
  const untranslated = new Set(stillUntranslated(descriptions, source, marked));
  for (const language of WIRE_LANGUAGES) {
    const field = DESCRIPTION_FIELDS[language];
    if (filled[field] === '') {
      filled[field] = sourceText;
      untranslated.add(language);
    }
  }
  return {
    descriptions: filled,
    untranslatedLanguages: WIRE_LANGUAGES.filter((language) => untranslated.has(language)),
  };
}

const descriptionText = z.string().trim().max(OFFER_LIMITS.descriptionMax, MESSAGES.descriptionTooLong);

const descriptionFields = {
  /** English (spec 001 §3). */
  description: descriptionText.default(''),
  descriptionDe: descriptionText.default(''),
  descriptionFr: descriptionText.default(''),
  descriptionIt: descriptionText.default(''),
  /** The language the description was written in; that one is required. */
  sourceLanguage: z.enum(WIRE_LANGUAGES).default('de'),
  /** Languages whose text is still a copy of the source (the translate call's answer). */
  untranslatedLanguages: z.array(z.enum(WIRE_LANGUAGES)).max(4).default([]),
};

function requireSourceDescription(
  body: Descriptions & { sourceLanguage: WireLanguage },
  ctx: z.RefinementCtx,
  message: string,
  min = 1,
) {
  const field = DESCRIPTION_FIELDS[body.sourceLanguage];
  if (Array.from(body[field]).length < min) ctx.addIssue({ code: 'custom', message, path: [field] });
}

// ---- Products (POST /products, PUT /products) --------------------------------------------------------------

/**
 * A price in CHF as typed or sent: digits with at most one decimal point and two decimals ('25', '25.50',
 * 25.5); 'abc', '-5', '1e3' and '5,00' are not prices. undefined when it is none.
 */
export function parsePrice(value: unknown): number | undefined {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return undefined;
    const rappen = parseChf(value);
    return rappen !== undefined && Math.abs(rappen - value * 100) < 1e-6 ? rappen : undefined;
  }
  return typeof value === 'string' ? parseChf(value) : undefined;
}

/**
 * A product's price (or crowdfunding target) is valid in whole francs ("digits only", spec 001 §5) from CHF 5
 * (spec 001 §9). Answers Rappen, or undefined with the spec's message.
 */
export function validPriceRappen(value: unknown): number | undefined {
  const rappen = parsePrice(value);
  if (rappen === undefined || rappen % 100 !== 0) return undefined;
  if (rappen < OFFER_LIMITS.priceMinChf * 100 || rappen > OFFER_LIMITS.priceMaxChf * 100) return undefined;
  return rappen;
}

const chfInput = (message: string) => z.union([z.number(message), z.string(message)], message).nullish();

const dayField = (required: string) =>
  z
    .string(required)
    .trim()
    .transform((value) => value.slice(0, 10))
    .refine(isCalendarDate, required);

const productFields = {
  clubId: z.uuid(MESSAGES.clubNotFound),
  title: z
    .string(MESSAGES.productTitleRequired)
    .trim()
    .min(1, MESSAGES.productTitleRequired)
    .max(OFFER_LIMITS.productTitleMax, MESSAGES.productTitleTooLong),
  productType: z.enum(PRODUCT_TYPES, MESSAGES.productTypeInvalid),
  /** CHF; required from 5 unless open or free sponsor (then null). Stored as integer Rappen. */
  price: chfInput(MESSAGES.productPriceInvalid),
  /** The free-sponsor form: the donor chooses the amount, so there is no price (spec 001 §2). */
  freeSponsor: z.boolean().default(false),
  /** 'YYYY-MM-DD', Swiss calendar day; offered until the end of it. Not in the past. */
  expiryDate: dayField(MESSAGES.productExpiryRequired),
  crowdFunding: z.boolean().default(false),
  recurringProduct: z.boolean().default(false),
  recurringPeriod: z.enum(RECURRING_PERIODS, MESSAGES.recurringPeriodInvalid).nullish(),
  /** Recurring products: the first charge day, 'YYYY-MM-DD'; the first amount is prorated to it. */
  startingDate: dayField(MESSAGES.startingDateInvalid).nullish(),
  /** Recurring products: days between retries of a failed charge. */
  retryingInterval: z
    .number(MESSAGES.retryingIntervalInvalid)
    .int(MESSAGES.retryingIntervalInvalid)
    .min(OFFER_LIMITS.retryingIntervalMin, MESSAGES.retryingIntervalInvalid)
    .max(OFFER_LIMITS.retryingIntervalMax, MESSAGES.retryingIntervalInvalid)
    .nullish(),
  deliveryAvailable: z.boolean().default(false),
  /** Crowdfunding target in CHF; defaults to the price, or 1000. */
  targetAmount: chfInput(MESSAGES.targetAmountInvalid),
  ...descriptionFields,
};

/** The form's fields before the type rules and defaults are applied (what the browser's form holds). */
export const ProductFields = z.object(productFields);

type ProductFieldsOut = z.output<typeof ProductFields>;

function checkProduct(body: ProductFieldsOut, ctx: z.RefinementCtx, now: () => Date) {
  requireSourceDescription(body, ctx, MESSAGES.productDescriptionRequired);
  if (priceRequired(body.productType, body.freeSponsor) && validPriceRappen(body.price) === undefined) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.productPriceInvalid, path: ['price'] });
  }
  if (isCalendarDate(body.expiryDate) && body.expiryDate < swissDate(now())) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.productExpiryInPast, path: ['expiryDate'] });
  }
  const periods = periodsOf(body.productType);
  if (body.recurringPeriod && periods.length > 0 && !periods.includes(body.recurringPeriod)) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.recurringPeriodInvalid, path: ['recurringPeriod'] });
  }
  if (
    body.productType === 'crowd' &&
    body.targetAmount !== null &&
    body.targetAmount !== undefined &&
    body.targetAmount !== '' &&
    validPriceRappen(body.targetAmount) === undefined
  ) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.targetAmountInvalid, path: ['targetAmount'] });
  }
}

/** The product as the server stores it: flags follow the type, money in CHF numbers, defaults applied. */
function normalizeProduct(body: ProductFieldsOut) {
  const flags = applyProductType(
    {
      productType: body.productType,
      crowdFunding: body.crowdFunding,
      recurringProduct: body.recurringProduct,
      recurringPeriod: body.recurringPeriod ?? null,
      deliveryAvailable: body.deliveryAvailable,
    },
    body.productType,
  );
  const priceRappen = priceRequired(body.productType, body.freeSponsor)
    ? (validPriceRappen(body.price) ?? null)
    : null;
  const price = priceRappen === null ? null : rappenToChf(priceRappen);
  const targetRappen = flags.crowdFunding ? validPriceRappen(body.targetAmount) : undefined;
  const targetAmount = flags.crowdFunding
    ? targetRappen !== undefined
      ? rappenToChf(targetRappen)
      : defaultTargetAmount(price)
    : null;
  return {
    ...body,
    ...flags,
    price,
    freeSponsor: body.freeSponsor,
    targetAmount,
    startingDate: flags.recurringProduct ? (body.startingDate ?? null) : null,
    retryingInterval: flags.recurringProduct ? (body.retryingInterval ?? null) : null,
  };
}

/**
 * The product schemas take the clock so tests can fix "today"; the exported ones read it at parse time.
 */
export function productRequestSchema(now: () => Date = () => new Date()) {
  return ProductFields.superRefine((body, ctx) => checkProduct(body, ctx, now)).transform(normalizeProduct);
}

/** POST /products (spec 001 §3 create payload). */
export const ProductRequest = productRequestSchema();
export type ProductRequest = z.output<typeof ProductRequest>;
/** What the product form holds and sends. */
export type ProductForm = z.input<typeof ProductRequest>;

/**
 * PUT /products: the same fields with the product's id. The clubId may be sent but the server ignores it: the
 * product's stored club decides who may change it.
 */
export function updateProductRequestSchema(now: () => Date = () => new Date()) {
  return ProductFields.extend({ id: z.uuid(MESSAGES.status404), clubId: productFields.clubId.optional() })
    .superRefine((body, ctx) => checkProduct(body as ProductFieldsOut, ctx, now))
    .transform((body) => ({ ...normalizeProduct(body as ProductFieldsOut), id: body.id }));
}
export const UpdateProductRequest = updateProductRequestSchema();
export type UpdateProductRequest = z.output<typeof UpdateProductRequest>;

/** A new product form with the spec's defaults: fixed, expiry one year ahead. */
export function emptyProductForm(clubId: string, now: Date = new Date()): ProductForm {
  return {
    clubId,
    title: '',
    productType: 'fixed',
    price: null,
    freeSponsor: false,
    expiryDate: defaultExpiryDate(now),
    crowdFunding: false,
    recurringProduct: false,
    recurringPeriod: null,
    startingDate: null,
    retryingInterval: null,
    deliveryAvailable: false,
    targetAmount: null,
    description: '',
    descriptionDe: '',
    descriptionFr: '',
    descriptionIt: '',
    sourceLanguage: 'de',
    untranslatedLanguages: [],
  };
}

/** PUT /products/status {id}: deactivates the product (spec 001 §7). */
export const ProductStatusRequest = z.object({ id: z.uuid(MESSAGES.status404) });

/**
 * draft: created, waiting for its image (not public); active: offered while not expired; inactive: deactivated.
 */
export const PRODUCT_STATUSES = ['draft', 'active', 'inactive'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** A product as its club's administrators see it (lists, the edit form). Amounts in CHF. */
export const ClubProduct = z.object({
  id: z.string(),
  clubId: z.string(),
  title: z.string(),
  productType: z.enum(PRODUCT_TYPES),
  price: z.number().nullable(),
  freeSponsor: z.boolean(),
  /** 'YYYY-MM-DD' (Swiss calendar day), as the form sends it. */
  expiryDate: z.string().nullable(),
  expired: z.boolean(),
  crowdFunding: z.boolean(),
  recurringProduct: z.boolean(),
  recurringPeriod: z.enum(RECURRING_PERIODS).nullable(),
  startingDate: z.string().nullable(),
  retryingInterval: z.number().int().nullable(),
  deliveryAvailable: z.boolean(),
  targetAmount: z.number().nullable(),
  /** CHF raised so far (booked donations) and their number: the ledger's totals for this product. */
  totalFunded: z.number(),
  backers: z.number().int(),
  description: z.string(),
  descriptionDe: z.string(),
  descriptionFr: z.string(),
  descriptionIt: z.string(),
  untranslatedLanguages: z.array(z.enum(WIRE_LANGUAGES)),
  image: z.string().nullable(),
  status: z.enum(PRODUCT_STATUSES),
  /** Whether the public club page offers it (once the club is public): active and not expired. */
  public: z.boolean(),
  createdAt: z.string(),
});
export type ClubProduct = z.infer<typeof ClubProduct>;

/** Answer of POST/PUT /products and PUT /products/status. POST's `id` is the one the image upload needs. */
export const ProductSaved = z.object({ id: z.string(), message: z.string(), product: ClubProduct });
export type ProductSaved = z.infer<typeof ProductSaved>;

/** POST /products/club {clubId}: every product of the club, drafts and deactivated ones too, newest first. */
export const ClubProductsRequest = z.object({ clubId: z.uuid(MESSAGES.clubNotFound) });
export const ClubProductList = z.array(ClubProduct);
export type ClubProductList = z.infer<typeof ClubProductList>;

// ---- Events (POST /events, PUT /events) --------------------------------------------------------------------

export type TicketTier = (typeof TICKET_TIERS)[number];
export const DEFAULT_TICKETS: readonly { tier: TicketTier; amount: number }[] = [
  { tier: 'Silver', amount: 200 },
];

export const Ticket = z.object({
  tier: z.enum(TICKET_TIERS, MESSAGES.ticketTierInvalid),
  /** How many tickets of the tier there are. */
  amount: z
    .number(MESSAGES.ticketAmountInvalid)
    .int(MESSAGES.ticketAmountInvalid)
    .min(0, MESSAGES.ticketAmountInvalid)
    .max(OFFER_LIMITS.ticketAmountMax, MESSAGES.ticketAmountInvalid),
});
export type Ticket = z.infer<typeof Ticket>;

const swissDateTime = (message: string) =>
  z
    .string(message)
    .trim()
    .refine((value) => parseSwissDateTime(value) !== undefined, message);

const eventFields = {
  clubId: z.uuid(MESSAGES.clubNotFound),
  title: z
    .string(MESSAGES.eventTitleInvalid)
    .trim()
    .min(OFFER_LIMITS.eventTitleMin, MESSAGES.eventTitleInvalid)
    .max(OFFER_LIMITS.eventTitleMax, MESSAGES.eventTitleInvalid),
  location: z
    .string(MESSAGES.eventLocationRequired)
    .trim()
    .min(1, MESSAGES.eventLocationRequired)
    .max(OFFER_LIMITS.eventLocationMax, MESSAGES.eventLocationTooLong),
  /** From the offline locality data (the locality picker). */
  latitude: z.number().min(-90).max(90).nullish().default(null),
  longitude: z.number().min(-180).max(180).nullish().default(null),
  /** 'YYYY-MM-DD HH:mm:ss', Swiss local time (spec 001 §5). */
  fromDate: swissDateTime(MESSAGES.eventStartRequired),
  toDate: swissDateTime(MESSAGES.eventEndRequired),
  tickets: z
    .array(Ticket)
    .min(1, MESSAGES.ticketsRequired)
    .max(TICKET_TIERS.length, MESSAGES.ticketTierDuplicate)
    .default(() => DEFAULT_TICKETS.map((ticket) => ({ ...ticket }))),
  /** Whether tickets are sent to the buyers (spec 001 §3 ticketSends). */
  ticketSends: z.boolean().default(false),
  ...descriptionFields,
};

export const EventFields = z.object(eventFields);
type EventFieldsOut = z.output<typeof EventFields>;

function checkEvent(body: EventFieldsOut, ctx: z.RefinementCtx) {
  requireSourceDescription(body, ctx, MESSAGES.eventDescriptionInvalid, OFFER_LIMITS.eventDescriptionMin);
  const from = parseSwissDateTime(body.fromDate);
  const to = parseSwissDateTime(body.toDate);
  if (from && to && to < from) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.eventEndBeforeStart, path: ['toDate'] });
  }
  const tiers = new Set<string>();
  body.tickets.forEach((ticket, index) => {
    if (tiers.has(ticket.tier)) {
      ctx.addIssue({
        code: 'custom',
        message: MESSAGES.ticketTierDuplicate,
        path: ['tickets', index, 'tier'],
      });
    }
    tiers.add(ticket.tier);
  });
}

/** POST /events (spec 001 §3 Event). */
export const EventRequest = EventFields.superRefine(checkEvent);
export type EventRequest = z.output<typeof EventRequest>;
export type EventForm = z.input<typeof EventRequest>;

/** PUT /events: with the event's id; the clubId is ignored (the stored club decides). */
export const UpdateEventRequest = EventFields.extend({
  id: z.uuid(MESSAGES.status404),
  clubId: eventFields.clubId.optional(),
}).superRefine((body, ctx) => checkEvent(body as EventFieldsOut, ctx));
export type UpdateEventRequest = z.output<typeof UpdateEventRequest>;

export function emptyEventForm(clubId: string): EventForm {
  return {
    clubId,
    title: '',
    location: '',
    latitude: null,
    longitude: null,
    fromDate: '',
    toDate: '',
    tickets: DEFAULT_TICKETS.map((ticket) => ({ ...ticket })),
    ticketSends: false,
    description: '',
    descriptionDe: '',
    descriptionFr: '',
    descriptionIt: '',
    sourceLanguage: 'de',
    untranslatedLanguages: [],
  };
}

export const EVENT_STATUSES = ['draft', 'active'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** An event as its club's administrators see it. Dates 'YYYY-MM-DD HH:mm:ss', Swiss local time. */
export const ClubEvent = z.object({
  id: z.string(),
  clubId: z.string(),
  title: z.string(),
  location: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  fromDate: z.string(),
  toDate: z.string(),
  tickets: z.array(Ticket),
  ticketSends: z.boolean(),
  description: z.string(),
  descriptionDe: z.string(),
  descriptionFr: z.string(),
  descriptionIt: z.string(),
  untranslatedLanguages: z.array(z.enum(WIRE_LANGUAGES)),
  image: z.string().nullable(),
  /** draft until its image is uploaded; only active events are public. */
  status: z.enum(EVENT_STATUSES),
  past: z.boolean(),
  createdAt: z.string(),
});
export type ClubEvent = z.infer<typeof ClubEvent>;

export const EventSaved = z.object({ id: z.string(), message: z.string(), event: ClubEvent });
export type EventSaved = z.infer<typeof EventSaved>;

/** POST /events/club-all {clubId}: every event of the club for its administrators, drafts too. */
export const ClubEventsRequest = z.object({ clubId: z.uuid(MESSAGES.clubNotFound) });
export const ClubEventList = z.array(ClubEvent);
export type ClubEventList = z.infer<typeof ClubEventList>;

// ---- Translation (POST /translate) -------------------------------------------------------------------------

export const TranslateRequest = z
  .object({
    text: z
      .string(MESSAGES.productDescriptionRequired)
      .trim()
      .min(1, MESSAGES.productDescriptionRequired)
      .max(OFFER_LIMITS.descriptionMax, MESSAGES.descriptionTooLong),
    /** The text's language; detected by the provider when absent. */
    sourceLang: z.enum(WIRE_LANGUAGES, MESSAGES.translationTargetsInvalid).optional(),
    targetLangs: z
      .array(z.enum(WIRE_LANGUAGES, MESSAGES.translationTargetsInvalid), MESSAGES.translationTargetsInvalid)
      .min(1, MESSAGES.translationTargetsInvalid)
      .max(WIRE_LANGUAGES.length, MESSAGES.translationTargetsInvalid),
  })
  .transform((body) => ({
    ...body,
    targetLangs: WIRE_LANGUAGES.filter(
      (language) => body.targetLangs.includes(language) && language !== body.sourceLang,
    ),
  }));
export type TranslateRequest = z.input<typeof TranslateRequest>;

export const TRANSLATION_PROVIDERS = ['deepl', 'libretranslate', 'none'] as const;
export type TranslationProvider = (typeof TRANSLATION_PROVIDERS)[number];

/**
 * Each requested language's text, cut to 240 characters. Without a translation service the source text is
 * copied and the language listed in `untranslatedLanguages` (`untranslated` is true when any is), so the form
 * shows it for editing.
 */
export const TranslateResponse = z.object({
  translations: z.partialRecord(z.enum(WIRE_LANGUAGES), z.string()),
  untranslated: z.boolean(),
  untranslatedLanguages: z.array(z.enum(WIRE_LANGUAGES)),
  provider: z.enum(TRANSLATION_PROVIDERS),
});
export type TranslateResponse = z.infer<typeof TranslateResponse>;

/** Puts a translate answer into a form's description fields (the source field stays as typed). */
export function withTranslations<T extends Descriptions & { untranslatedLanguages?: WireLanguage[] }>(
  form: T,
  answer: TranslateResponse,
): T {
  const next = { ...form };
  for (const language of WIRE_LANGUAGES) {
    const text = answer.translations[language];
    if (text !== undefined) next[DESCRIPTION_FIELDS[language]] = text;
  }
  next.untranslatedLanguages = answer.untranslatedLanguages;
  return next;
}
