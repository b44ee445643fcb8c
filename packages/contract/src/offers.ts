import { z } from 'zod';
import { CAMPAIGN_MODES, CAMPAIGN_RULES, Campaign } from './campaigns';
import { PRODUCT_TYPES, type ProductType, RECURRING_PERIODS, type RecurringPeriod } from './clubs';
import { descriptionFields, requireSourceDescription, storedDescriptions } from './description-fields';
import { Confirmation } from './http';
import { OFFER_LIMITS } from './limits';
import { KEYS } from './messages';
import { parseChf, rappenToChf } from './money';
import { isCalendarDate, swissDate } from './swiss-time';

/**
 * The products a club offers (PRODUCT.md §offers): types and their flags, prices, and the product form's
 * schemas. Events are in events.ts, the descriptions in four languages and their translation in descriptions.ts,
 * the limits (OFFER_LIMITS) in limits.ts.
 */

// ---- Types and their flags (PRODUCT.md §offers) -------------------------------------------------------------------

/** Days of each recurring period; the first amount is prorated (PRODUCT.md §constants). */
export const RECURRING_PERIOD_DAYS = {
  week: 7,
  month: 30,
  three_months: 90,
  four_months: 120,
  six_months: 180,
  year: 365,
} as const satisfies Record<RecurringPeriod, number>;

/** Membership types of 3, 4 and 6 months (PRODUCT.md §constants), besides the monthly default. */
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

/** The period a type starts with: week for subscriptions, month for memberships (PRODUCT.md §offers). */
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
 * Selecting a product type sets its flags (PRODUCT.md §offers): crowd → crowdfunding, no recurrence, no delivery;
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

/** Whether the form asks for a price: not for open products nor the free-sponsor form (PRODUCT.md §validation). */
export function priceRequired(type: ProductType, freeSponsor: boolean): boolean {
  return type !== 'open' && !freeSponsor;
}

/** The crowdfunding target when none is entered: the price, or CHF 1000 (PRODUCT.md §constants). */
export function defaultTargetAmount(priceChf: number | null | undefined): number {
  return priceChf ?? OFFER_LIMITS.crowdfundingDefaultTargetChf;
}

/** The default expiry: the same calendar day one year ahead (29 February becomes 28 February). */
export function defaultExpiryDate(now: Date = new Date()): string {
  const [year = 0, month = 1, day = 1] = swissDate(now).split('-').map(Number);
  const target = `${year + OFFER_LIMITS.defaultExpiryYears}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isCalendarDate(target) ? target : `${year + OFFER_LIMITS.defaultExpiryYears}-02-28`;
}

// ---- Products (POST /products, PUT /products) --------------------------------------------------------------

/**
 * A price in CHF as typed or sent: digits with at most one decimal point and two decimals ('25', '25.50',
 * 25.5); 'abc', '-5', '1e3' and '5,00' are not prices. undefined when it is none.
 */
export function parsePrice(value: unknown): number | undefined {
  return typeof value === 'number' || typeof value === 'string' ? parseChf(value) : undefined;
}

/**
 * A product's price (or crowdfunding target) is valid in whole francs ("digits only", PRODUCT.md §validation) from CHF 5
 * (PRODUCT.md §constants). Answers Rappen, or undefined with the spec's message.
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

/** A whole number within bounds, or nothing; anything else is the field's one message. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.number(message).int(message).min(min, message).max(max, message).nullish();

const productFields = {
  clubId: z.uuid(KEYS.clubNotFound),
  title: z
    .string(KEYS.productTitleRequired)
    .trim()
    .min(1, KEYS.productTitleRequired)
    .max(OFFER_LIMITS.productTitleMax, KEYS.productTitleTooLong),
  productType: z.enum(PRODUCT_TYPES, KEYS.productTypeInvalid),
  /** CHF; required from 5 unless open or free sponsor (then null). Stored as integer Rappen. */
  price: chfInput(KEYS.productPriceInvalid),
  /** The free-sponsor form: the donor chooses the amount, so there is no price (PRODUCT.md §offers). */
  freeSponsor: z.boolean().default(false),
  /** 'YYYY-MM-DD', Swiss calendar day; offered until the end of it. Not in the past. */
  expiryDate: dayField(KEYS.productExpiryRequired),
  crowdFunding: z.boolean().default(false),
  /** Crowdfunding: keep what you raise (gifts at once), or all or nothing (pledges charged at the end; issue 49). */
  campaignMode: z.enum(CAMPAIGN_MODES, KEYS.status400).default('keep'),
  /** All or nothing: how far pledges may go beyond the target, in percent of it (100–300; default 150). */
  overfundingPercent: wholeNumber(
    CAMPAIGN_RULES.overfundingMinPercent,
    CAMPAIGN_RULES.overfundingMaxPercent,
    KEYS.overfundingInvalid,
  ),
  recurringProduct: z.boolean().default(false),
  recurringPeriod: z.enum(RECURRING_PERIODS, KEYS.recurringPeriodInvalid).nullish(),
  /** Recurring products: the first charge day, 'YYYY-MM-DD'; the first amount is prorated to it. */
  startingDate: dayField(KEYS.startingDateInvalid).nullish(),
  /** Recurring products: days between retries of a failed charge. */
  retryingInterval: wholeNumber(
    OFFER_LIMITS.retryingIntervalMin,
    OFFER_LIMITS.retryingIntervalMax,
    KEYS.retryingIntervalInvalid,
  ),
  deliveryAvailable: z.boolean().default(false),
  /** Crowdfunding target in CHF; defaults to the price, or 1000. */
  targetAmount: chfInput(KEYS.targetAmountInvalid),
  /**
   * Where the donor chooses the amount (open, free sponsoring, crowdfunding): the most one gift may be, whole
   * CHF from 5; empty for none. Ignored for a fixed price (issue 47).
   */
  maxAmount: chfInput(KEYS.maxAmountInvalid),
  /**
   * Where the donor chooses the amount: up to three amounts checkout offers to pick, whole CHF from 5, different,
   * at most the maximum per gift; empty for the default suggestions (issue 48).
   */
  suggestedAmounts: z
    .array(z.unknown(), KEYS.suggestedAmountsInvalid)
    .max(OFFER_LIMITS.suggestedAmountsMax, KEYS.suggestedAmountsInvalid)
    .nullish(),
  ...descriptionFields,
};

/** Whether a product's donors choose the amount, so that a maximum per gift applies to it. */
export function takesMaxAmount(productType: ProductType, freeSponsor: boolean): boolean {
  return productType === 'crowd' || !priceRequired(productType, freeSponsor);
}

const given = (value: unknown) => value !== null && value !== undefined && value !== '';

/** The form's fields before the type rules and defaults are applied (what the browser's form holds). */
export const ProductFields = z.object(productFields);

type ProductFieldsOut = z.output<typeof ProductFields>;

function checkProduct(body: ProductFieldsOut, ctx: z.RefinementCtx, now: () => Date) {
  requireSourceDescription(body, ctx, KEYS.productDescriptionRequired);
  const priceGiven = body.price !== null && body.price !== undefined && body.price !== '';
  if (
    priceRequired(body.productType, body.freeSponsor)
      ? validPriceRappen(body.price) === undefined
      : // Not asked for (open, free sponsor): left out, or a price; never something else dropped silently.
        priceGiven && parsePrice(body.price) === undefined
  ) {
    ctx.addIssue({ code: 'custom', message: KEYS.productPriceInvalid, path: ['price'] });
  }
  if (isCalendarDate(body.expiryDate) && body.expiryDate < swissDate(now())) {
    ctx.addIssue({ code: 'custom', message: KEYS.productExpiryInPast, path: ['expiryDate'] });
  }
  const periods = periodsOf(body.productType);
  if (body.recurringPeriod && periods.length > 0 && !periods.includes(body.recurringPeriod)) {
    ctx.addIssue({ code: 'custom', message: KEYS.recurringPeriodInvalid, path: ['recurringPeriod'] });
  }
  if (
    body.productType === 'crowd' &&
    body.targetAmount !== null &&
    body.targetAmount !== undefined &&
    body.targetAmount !== '' &&
    validPriceRappen(body.targetAmount) === undefined
  ) {
    ctx.addIssue({ code: 'custom', message: KEYS.targetAmountInvalid, path: ['targetAmount'] });
  }
  if (
    takesMaxAmount(body.productType, body.freeSponsor) &&
    given(body.maxAmount) &&
    validPriceRappen(body.maxAmount) === undefined
  ) {
    ctx.addIssue({ code: 'custom', message: KEYS.maxAmountInvalid, path: ['maxAmount'] });
  }
  // Checked here as a whole, so that any wrong amount is the field's one message (not an element's).
  const suggested = body.suggestedAmounts ?? [];
  const maxRappen = given(body.maxAmount) ? validPriceRappen(body.maxAmount) : undefined;
  const wholeFranc = (value: unknown): value is number =>
    Number.isInteger(value) &&
    (value as number) >= OFFER_LIMITS.suggestedAmountMinChf &&
    (value as number) <= OFFER_LIMITS.suggestedAmountMaxChf;
  if (
    !suggested.every(wholeFranc) ||
    new Set(suggested).size !== suggested.length ||
    (maxRappen !== undefined && suggested.some((chf) => (chf as number) * 100 > maxRappen))
  ) {
    ctx.addIssue({ code: 'custom', message: KEYS.suggestedAmountsInvalid, path: ['suggestedAmounts'] });
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
    campaignMode: flags.crowdFunding ? body.campaignMode : ('keep' as const),
    overfundingPercent:
      flags.crowdFunding && body.campaignMode === 'all_or_nothing'
        ? (body.overfundingPercent ?? CAMPAIGN_RULES.overfundingDefaultPercent)
        : null,
    startingDate: flags.recurringProduct ? (body.startingDate ?? null) : null,
    retryingInterval: flags.recurringProduct ? (body.retryingInterval ?? null) : null,
    maxAmount: takesMaxAmount(body.productType, body.freeSponsor)
      ? (() => {
          const rappen = validPriceRappen(body.maxAmount);
          return rappen === undefined ? null : rappenToChf(rappen);
        })()
      : null,
    suggestedAmounts: takesMaxAmount(body.productType, body.freeSponsor)
      ? [...((body.suggestedAmounts ?? []) as number[])].sort((a, b) => a - b)
      : [],
  };
}

/**
 * The product schemas take the clock so tests can fix "today"; the exported ones read it at parse time.
 */
export function productRequestSchema(now: () => Date = () => new Date()) {
  return ProductFields.superRefine((body, ctx) => checkProduct(body, ctx, now)).transform(normalizeProduct);
}

/** POST /products (PRODUCT.md §offers create payload). */
export const ProductRequest = productRequestSchema();
export type ProductRequest = z.output<typeof ProductRequest>;
/** What the product form holds and sends. */
export type ProductForm = z.input<typeof ProductRequest>;

/**
 * PUT /products: the same fields with the product's id. The clubId may be sent but the server ignores it: the
 * product's stored club decides who may change it.
 */
export function updateProductRequestSchema(now: () => Date = () => new Date()) {
  return ProductFields.extend({ id: z.uuid(KEYS.status404), clubId: productFields.clubId.optional() })
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
    campaignMode: 'keep',
    overfundingPercent: null,
    recurringProduct: false,
    recurringPeriod: null,
    startingDate: null,
    retryingInterval: null,
    deliveryAvailable: false,
    targetAmount: null,
    maxAmount: null,
    suggestedAmounts: [],
    description: '',
    descriptionDe: '',
    descriptionFr: '',
    descriptionIt: '',
    sourceLanguage: 'de',
    untranslatedLanguages: [],
  };
}

/**
 * PUT /products/status {id}: deactivates the product (PRODUCT.md §offers). With `status: 'active'` it reactivates
 * a deactivated one (issue 47): public again if it has its image (else a draft until it gets one).
 */
export const ProductStatusRequest = z.object({
  id: z.uuid(KEYS.status404),
  status: z.enum(['active', 'inactive'], KEYS.status400).default('inactive'),
});

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
  campaignMode: z.enum(CAMPAIGN_MODES),
  overfundingPercent: z.number().int().nullable(),
  /** A crowdfunding offer's campaign (issue 49); null for other offers. */
  campaign: Campaign.nullable(),
  recurringProduct: z.boolean(),
  recurringPeriod: z.enum(RECURRING_PERIODS).nullable(),
  startingDate: z.string().nullable(),
  retryingInterval: z.number().int().nullable(),
  deliveryAvailable: z.boolean(),
  targetAmount: z.number().nullable(),
  /** The most one gift may be, CHF (open, free sponsoring, crowdfunding); null: no maximum. */
  maxAmount: z.number().nullable(),
  /** The amounts checkout offers to pick, CHF, as the club set them (empty: the defaults). */
  suggestedAmounts: z.array(z.number()),
  /** CHF raised so far (booked donations) and their number: the ledger's totals for this product. */
  totalFunded: z.number(),
  backers: z.number().int(),
  ...storedDescriptions,
  image: z.string().nullable(),
  status: z.enum(PRODUCT_STATUSES),
  /** Whether the public club page offers it (once the club is public): active and not expired. */
  public: z.boolean(),
  createdAt: z.string(),
});
export type ClubProduct = z.infer<typeof ClubProduct>;

/** Answer of POST/PUT /products and PUT /products/status. POST's `id` is the one the image upload needs. */
export const ProductSaved = z.object({ id: z.string(), ...Confirmation.shape, product: ClubProduct });
export type ProductSaved = z.infer<typeof ProductSaved>;

/** POST /products/club {clubId}: every product of the club, drafts and deactivated ones too, newest first. */
export const ClubProductsRequest = z.object({ clubId: z.uuid(KEYS.clubNotFound) });
export const ClubProductList = z.array(ClubProduct);
export type ClubProductList = z.infer<typeof ClubProductList>;
