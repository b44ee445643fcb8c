import { z } from 'zod';
import { giftWithCover, platformFeeRappen } from './fees';
import { GiverChoice } from './givers';
import { Confirmation, MessageKeySchema } from './http';
import { KEYS, type Message } from './messages';
import { formatChfGrouped } from './money';
import { parsePrice } from './offers';

/**
 * Checkout and payments (PRODUCT.md §checkout; issue 6). The checkout form and the payment routes parse these
 * schemas and apply the same amount rule, so the browser and the server refuse the same amounts.
 */
export const PAYMENT_LIMITS = {
  /** Minimum sponsoring and minimum free amount: CHF 5 (PRODUCT.md §constants). */
  minAmountRappen: 500,
  /** A sanity bound, not from the spec (its 'maximum donation amount' label has no value): CHF 1,000,000. */
  maxAmountRappen: 100_000_000,
  /** Delivery info is kept in the browser for one hour (PRODUCT.md §constants). */
  deliveryInfoTtlMs: 3_600_000,
  /** The success message shows 1.5 s before the success page (PRODUCT.md §checkout). */
  successRedirectMs: 1_500,
  /** Checkout errors clear after 3 s (PRODUCT.md §errors). */
  errorClearMs: 3_000,
  quantity: 1,
} as const;

/**
 * succeeded: booked; requires_action: 3-D Secure first; processing (HTTP 202): the provider has not decided yet,
 * the donation is pending and the reconciliation job settles or fails it (the donor gets the receipt mail then).
 */
export const PAYMENT_STATUSES = ['succeeded', 'requires_action', 'processing'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** refunded: booked, then given back by the operator (the ledger holds both). */
export const DONATION_STATUSES = ['pending', 'succeeded', 'failed', 'refunded'] as const;
export type DonationStatus = (typeof DONATION_STATUSES)[number];

export const PAYMENT_PROVIDERS = ['sandbox_card', 'sandbox_twint', 'stripe', 'datatrans'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** How the payer paid, whichever provider took it: TWINT (the sandbox's or Datatrans) or a card. */
export const paymentMethodOf = (provider: PaymentProviderName): 'twint' | 'card' =>
  provider === 'sandbox_twint' || provider === 'datatrans' ? 'twint' : 'card';

// ---- Amounts ---------------------------------------------------------------------------------------------------

/** What an amount field accepts while typing: digits and one decimal point (PRODUCT.md §validation). */
export function sanitizeAmountInput(text: string): string {
  const kept = text.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  return point === -1 ? kept : `${kept.slice(0, point + 1)}${kept.slice(point + 1).replace(/\./g, '')}`;
}

/** 'max donation amount CHF 12.50' with the remaining amount filled in. */
export function maxDonationMessage(remainingRappen: number): Message {
  return { key: 'maxDonationAmount', values: { amount: formatChfGrouped(Math.max(0, remainingRappen)) } };
}

/** 'The amount of this product is CHF 25.00'. */
export function fixedPriceMessage(priceRappen: number): Message {
  return { key: 'amountMustBePrice', values: { amount: formatChfGrouped(priceRappen) } };
}

/** 'The amount of this invoice is CHF 30.00': a payment of an invoice names exactly its amount. */
export function invoiceAmountMessage(amountRappen: number): Message {
  return { key: 'amountMustBeInvoice', values: { amount: formatChfGrouped(amountRappen) } };
}

/** What the amount rule needs to know about a product, in Rappen. */
export interface AmountRuleProduct {
  /** null: the donor chooses the amount. */
  priceRappen: number | null;
  crowdFunding: boolean;
  targetAmountRappen: number | null;
  totalFundedRappen: number;
  /** The club's maximum for one gift where the donor chooses the amount; null or absent: none. */
  maxAmountRappen?: number | null;
}

/** The product as checkout reads it (CHF numbers) → the amount rule's view in Rappen. */
export function amountRuleProduct(product: {
  price: number | null;
  crowdFunding: boolean;
  targetAmount: number | null;
  totalFunded: number;
  maxAmount?: number | null;
}): AmountRuleProduct {
  const rappen = (chf: number | null) => (chf === null ? null : Math.round(chf * 100));
  return {
    priceRappen: rappen(product.price),
    crowdFunding: product.crowdFunding,
    targetAmountRappen: rappen(product.targetAmount),
    totalFundedRappen: rappen(product.totalFunded) ?? 0,
    maxAmountRappen: rappen(product.maxAmount ?? null),
  };
}

/**
 * The most one gift may be where the donor chooses the amount: the crowdfunding rest, the club's maximum for
 * the offer, whichever is lower; null when neither applies (a fixed price, or no maximum).
 */
export function maxGiftRappen(product: AmountRuleProduct): number | null {
  const remaining = remainingRappen(product);
  const chosen = product.crowdFunding || product.priceRappen === null;
  const maximum = chosen ? (product.maxAmountRappen ?? null) : null;
  if (remaining === null) return maximum;
  return maximum === null ? remaining : Math.min(remaining, maximum);
}

/**
 * The crowdfunding cap: price − totalFunded (PRODUCT.md §validation); a crowdfunding product without a price is capped by
 * its target. null when the product is not capped.
 */
export function remainingRappen(product: AmountRuleProduct): number | null {
  if (!product.crowdFunding) return null;
  const cap = product.priceRappen ?? product.targetAmountRappen;
  return cap === null ? null : Math.max(0, cap - product.totalFundedRappen);
}

/** The amount a product asks for before the donor types anything: its price, or nothing for a free amount. */
export function presetAmountRappen(product: AmountRuleProduct): number | null {
  return product.crowdFunding ? null : product.priceRappen;
}

export type AmountCheck = { ok: true; amountRappen: number } | { ok: false; message: Message };

/**
 * The amount rule of checkout, applied by the form and repeated by the server (PRODUCT.md §validation):
 * - the input is CHF as digits with one decimal point and at most two decimals (string or number);
 * - crowdfunding: at most price − totalFunded ('max donation amount CHF x.xx'), at least CHF 5 (or the rest
 *   when less than CHF 5 remains, so that a campaign can be completed);
 * - no price: at least CHF 5 ('Please enter a payment amount');
 * - where the donor chooses the amount, at most the club's maximum for the offer, if it set one (issue 47);
 * - any other product with a price: the amount is the price;
 * - never above CHF 1,000,000.
 */
export function checkAmount(product: AmountRuleProduct, input: unknown): AmountCheck {
  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) {
    return { ok: false, message: { key: KEYS.paymentAmountRequired } };
  }
  const amountRappen = parsePrice(input);
  if (amountRappen === undefined) return { ok: false, message: { key: KEYS.amountInvalid } };
  const remaining = remainingRappen(product);
  if (remaining !== null) {
    if (amountRappen > remaining) return { ok: false, message: maxDonationMessage(remaining) };
    if (amountRappen === 0 || amountRappen < Math.min(PAYMENT_LIMITS.minAmountRappen, remaining)) {
      return { ok: false, message: { key: KEYS.paymentAmountRequired } };
    }
  } else if (product.priceRappen === null) {
    if (amountRappen < PAYMENT_LIMITS.minAmountRappen)
      return { ok: false, message: { key: KEYS.paymentAmountRequired } };
  } else if (amountRappen !== product.priceRappen) {
    return { ok: false, message: fixedPriceMessage(product.priceRappen) };
  }
  const maximum = maxGiftRappen(product);
  if (maximum !== null && amountRappen > maximum) return { ok: false, message: maxDonationMessage(maximum) };
  if (amountRappen > PAYMENT_LIMITS.maxAmountRappen) {
    return { ok: false, message: maxDonationMessage(PAYMENT_LIMITS.maxAmountRappen) };
  }
  return { ok: true, amountRappen };
}

// ---- Order summary --------------------------------------------------------------------------------------------

export interface OrderSummary {
  /** What the donor pays: the full amount (the fee is not deducted from it, PRODUCT.md §constants). */
  totalRappen: number;
  /** The platform fee, 20% capped at CHF 20 (fees.ts). */
  feeRappen: number;
  /** What the club receives: total − fee. */
  clubRappen: number;
  /** What the donor added to cover the fee (issue 48); 0 when they do not. */
  coveredRappen: number;
  total: string;
  fee: string;
  club: string;
  covered: string;
}

/** The order of a chosen amount: as it is, or grossed up so that the club receives it (the donor covers the fee). */
export function orderSummary(amountRappen: number, coversFee = false): OrderSummary {
  const { grossRappen, coveredFeeRappen } = giftWithCover(amountRappen, coversFee);
  const feeRappen = platformFeeRappen(grossRappen);
  const clubRappen = grossRappen - feeRappen;
  return {
    totalRappen: grossRappen,
    feeRappen,
    clubRappen,
    coveredRappen: coveredFeeRappen,
    total: formatChfGrouped(grossRappen),
    fee: formatChfGrouped(feeRappen),
    club: formatChfGrouped(clubRappen),
    covered: formatChfGrouped(coveredFeeRappen),
  };
}

// ---- Delivery info (PRODUCT.md §checkout) ---------------------------------------------------------------------------

/** An optional +, a group of 3 digits, a group of 3 digits and 4 to 6 digits, groups optionally spaced. */
export const DELIVERY_PHONE = /^\+?\d{3}[\s-]?\d{3}[\s-]?\d{4,6}$/;

const requiredText = (max: number) =>
  z.string(KEYS.requiredField).trim().min(1, KEYS.requiredField).max(max, KEYS.requiredField);
const optionalText = (max: number) => z.string().trim().max(max).optional();

export const DeliveryInfo = z.object({
  fullName: requiredText(80),
  address1: requiredText(50),
  address2: optionalText(50),
  city: requiredText(50),
  postalCode: requiredText(10),
  country: requiredText(50),
  phoneNumber: z
    .string()
    .trim()
    .max(20, KEYS.phoneNumberInvalid)
    .refine((value) => value === '' || DELIVERY_PHONE.test(value), KEYS.phoneNumberInvalid)
    .optional(),
  additionalNotes: optionalText(500),
});
export type DeliveryInfo = z.infer<typeof DeliveryInfo>;

// ---- Requests and answers (PRODUCT.md §checkout) ------------------------------------------------------------------------

/** CHF as sent: a number or a string; the amount rule (checkAmount) decides, with the product at hand. */
export const AmountInput = z.union([z.number(KEYS.amountInvalid), z.string(KEYS.amountInvalid)], {
  error: KEYS.paymentAmountRequired,
});

const productId = z.uuid(KEYS.status404);
const providerId = (prefix: string) =>
  z
    .string()
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9]{8,64}$`), KEYS.paymentNotFound)
    .max(80);

/** The fields of a card payment as they come in (InitializeTwintRequest takes some of them). */
export const PayFields = z.object({
  productId,
  amount: AmountInput,
  /** Always 1 (PRODUCT.md §constants); sent by the original client, ignored otherwise. */
  quantity: z.literal(1).optional(),
  /** Sent by the original client; must be the caller's own (the server never trusts it). */
  userId: z.uuid().optional(),
  clubId: z.uuid().optional(),
  /** The first call: the payment method made from the card field (sandbox 'pm_…', or Stripe's). */
  paymentMethodId: providerId('pm').optional(),
  /** The spec's name for the same field. */
  payment_method: providerId('pm').optional(),
  /** After the 3-D Secure challenge: the intent to settle. */
  paymentIntentId: providerId('pi').optional(),
  deliveryInfo: DeliveryInfo.optional(),
  /** A client-chosen key: the same key never books twice (a double click, a retried request). */
  idempotencyKey: z.string().min(8).max(100).optional(),
  /** Paying an open membership invoice (the invoice e-mail's pay link): its amount is charged. */
  invoiceId: z.uuid(KEYS.invoiceNotFound).optional(),
  /** How the donor appears among the club's top sponsors: by first name (true) or anonymous (false, default). */
  showName: z.boolean().optional(),
  /** Who gives: a company (its receipts are issued to it), null the private person; absent, the last choice. */
  company: GiverChoice.optional(),
  /**
   * The donor has an active subscription to this product and confirmed that a second one should start (issue
   * 45): without it such a payment is refused with subscriptionAlreadyActive before anything is charged.
   */
  confirmSecondSubscription: z.boolean().optional(),
  /**
   * The donor adds the platform fee so that the club receives the chosen amount (issue 48): the gift is then
   * grossForNet(amount). Remembered for the donor's next checkout; not for membership fees and invoices.
   */
  coverFee: z.boolean().optional(),
});

/**
 * The spec's `payment_method` is `paymentMethodId` by another name: both are accepted on the wire and folded into
 * `paymentMethodId` here, so that the services read one name.
 */
function foldPaymentMethod<T extends { paymentMethodId?: string; payment_method?: string }>(
  body: T,
): Omit<T, 'payment_method'> & { paymentMethodId?: string } {
  const { payment_method, ...rest } = body;
  return { ...rest, paymentMethodId: body.paymentMethodId ?? payment_method };
}

export const PayRequest = PayFields.transform(foldPaymentMethod);
export type PayRequest = z.input<typeof PayRequest>;
/** A card payment as the services read it: one name for the payment method. */
export type ParsedPayRequest = z.output<typeof PayRequest>;

export const PayResponse = z.object({
  status: z.enum(PAYMENT_STATUSES),
  /** Only with requires_action: what the card field needs to confirm the payment (3-D Secure). */
  clientSecret: z.string().optional(),
  /** The spec's name for clientSecret. */
  payment_intent_client_secret: z.string().optional(),
  /** Only with requires_action on the sandbox: the challenge page to open. */
  nextActionUrl: z.string().optional(),
  paymentIntentId: z.string(),
  donationId: z.uuid().optional(),
  /** The spec's 'success (equal to 1)'. */
  success: z.union([z.literal(0), z.literal(1)]),
  /** CHF with two decimals. */
  amount: z.number(),
  message: z.string().optional(),
  key: MessageKeySchema.optional(),
});
export type PayResponse = z.infer<typeof PayResponse>;

export const InitializeTwintRequest = PayFields.pick({
  productId: true,
  amount: true,
  quantity: true,
  userId: true,
  clubId: true,
  deliveryInfo: true,
  invoiceId: true,
  showName: true,
  company: true,
  coverFee: true,
});
export type InitializeTwintRequest = z.infer<typeof InitializeTwintRequest>;

export const InitializeTwintResponse = z.object({
  transactionId: z.string(),
  /** Where the whole page goes: the provider's start page. */
  startUrl: z.string(),
  /** The spec's shape: transactionDetails.transactionId. */
  transactionDetails: z.object({ transactionId: z.string() }),
});
export type InitializeTwintResponse = z.infer<typeof InitializeTwintResponse>;

const twintTransactionId = z.string().trim().min(1, KEYS.status404).max(80, KEYS.status404);

/** The web sends the datatransTrxId it came back with; the spec's original client sends transactionId. */
/** Both names are accepted and folded into `transactionId`, the one name the services read. */
export const PayTwintRequest = z
  .object({ datatransTrxId: twintTransactionId.optional(), transactionId: twintTransactionId.optional() })
  .refine((body) => Boolean(body.datatransTrxId ?? body.transactionId), {
    message: KEYS.status404,
    path: ['datatransTrxId'],
  })
  .transform((body) => ({ transactionId: (body.datatransTrxId ?? body.transactionId) as string }));
export type PayTwintRequest = z.input<typeof PayTwintRequest>;

export const PayTwintResponse = z.object({
  status: z.literal('succeeded'),
  donationId: z.uuid(),
  amount: z.number(),
  productId: z.uuid(),
  clubName: z.string(),
  ...Confirmation.shape,
});
export type PayTwintResponse = z.infer<typeof PayTwintResponse>;

/** The sandbox card field's stand-in for Stripe.js createPaymentMethod: the card number goes here only. */
export const SandboxPaymentMethodRequest = z.object({
  number: z
    .string(KEYS.cardIncomplete)
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, KEYS.cardNumberInvalid)),
  expMonth: z.coerce
    .number(KEYS.cardIncomplete)
    .int()
    .min(1, KEYS.cardIncomplete)
    .max(12, KEYS.cardIncomplete),
  expYear: z.coerce
    .number(KEYS.cardIncomplete)
    .int()
    .min(2000, KEYS.cardIncomplete)
    .max(2100, KEYS.cardIncomplete),
  cvc: z.string(KEYS.cardIncomplete).regex(/^\d{3,4}$/, KEYS.cardIncomplete),
  name: z.string(KEYS.cardholderNameRequired).trim().min(1, KEYS.cardholderNameRequired).max(100),
});
export type SandboxPaymentMethodRequest = z.input<typeof SandboxPaymentMethodRequest>;

export const SandboxPaymentMethodResponse = z.object({
  id: z.string(),
  card: z.object({ brand: z.string(), last4: z.string(), expMonth: z.number(), expYear: z.number() }),
});
export type SandboxPaymentMethodResponse = z.infer<typeof SandboxPaymentMethodResponse>;

/** Save a card for later recurring charges (a setup intent). */
/**
 * POST /payments/payment-method (PRODUCT.md §checkout): `userId` plus `payment_method` (or `paymentMethodId`) to save a
 * card, or `setupIntentId` after its 3-D Secure. The saved card becomes the card of all the donor's active
 * subscriptions.
 */
export const SavePaymentMethodRequest = z
  .object({
    userId: z.uuid(KEYS.status400).optional(),
    paymentMethodId: providerId('pm').optional(),
    /** The spec's name for paymentMethodId, folded into it. */
    payment_method: providerId('pm').optional(),
    setupIntentId: providerId('seti').optional(),
  })
  .transform(foldPaymentMethod);
export type SavePaymentMethodRequest = z.input<typeof SavePaymentMethodRequest>;
export type ParsedSavePaymentMethodRequest = z.output<typeof SavePaymentMethodRequest>;

export const SavePaymentMethodResponse = z.object({
  status: z.enum(['succeeded', 'requires_action']),
  setupIntentId: z.string(),
  clientSecret: z.string().optional(),
  nextActionUrl: z.string().optional(),
  paymentMethodId: z.string(),
});
export type SavePaymentMethodResponse = z.infer<typeof SavePaymentMethodResponse>;

/**
 * GET /payments/config: what the browser's card field needs: the card provider, and with Stripe the publishable
 * key for Stripe.js (public by design).
 */
export const PaymentsConfigResponse = z.object({
  cardProvider: z.enum(['sandbox', 'stripe']),
  publishableKey: z.string().optional(),
});
export type PaymentsConfigResponse = z.infer<typeof PaymentsConfigResponse>;

/** The dashboard's simple donate call (PRODUCT.md §checkout): same rules as pay. */
export const DonationRequest = z.object({
  productId,
  amount: z.union([z.number(KEYS.amountInvalid), z.string(KEYS.amountInvalid)], {
    error: KEYS.donationAmountRequired,
  }),
  paymentMethodId: providerId('pm').optional(),
  showName: z.boolean().optional(),
  company: GiverChoice.optional(),
  coverFee: z.boolean().optional(),
});
export type DonationRequest = z.infer<typeof DonationRequest>;

/** A booked donation as its donor reads it. */
export const Donation = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  clubId: z.uuid(),
  amount: z.number(),
  fee: z.number(),
  net: z.number(),
  status: z.enum(DONATION_STATUSES),
  provider: z.enum(PAYMENT_PROVIDERS),
  createdAt: z.string(),
});
export type Donation = z.infer<typeof Donation>;
