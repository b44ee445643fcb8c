import { z } from 'zod';
import { email, firstName, lastName, password, WireLanguageSchema } from './accounts';
import { PublicProduct } from './clubs';
import { GRAPH_PERIODS } from './dashboard';
import { KEYS } from './messages';
import { AmountInput, PayFields } from './payments';

/*
 * Reaching donors where they are (issue 48): a club's payment links, each for one offer with a source label
 * ("Matchday 12", "WhatsApp team") and an optional preset amount; the gifts they bring record the link, so the
 * dashboard splits by source; a poster (A4, A6 table tent) carries each link's QR code. A link's page lets anyone
 * give a one-off gift with only name and e-mail (a guest gift, claimed later by setting a password).
 */

export const LINK_LIMITS = {
  sourceMax: 60,
  /** The code in a link's address (/l/<code>): lower-case letters and digits, without look-alikes. */
  codeLength: 10,
  /** Active links per organisation. */
  perClubMax: 200,
  /** How long a guest's claim link works. */
  claimTokenTtlMs: 30 * 86_400_000,
} as const;

/** A link's code: what /l/<code> carries. */
export const LinkCode = z.string(KEYS.paymentLinkNotFound).regex(/^[a-z2-9]{10}$/, KEYS.paymentLinkNotFound);

export const POSTER_FORMATS = ['a4', 'a6'] as const;
export type PosterFormat = (typeof POSTER_FORMATS)[number];

const clubId = z.uuid(KEYS.clubNotFound);
const source = z
  .string(KEYS.paymentLinkSourceRequired)
  .trim()
  .min(1, KEYS.paymentLinkSourceRequired)
  .max(LINK_LIMITS.sourceMax, KEYS.paymentLinkSourceTooLong);

/** POST /payment-links: a new link of the club for one of its offers; `amount` presets it (CHF), null: free. */
export const CreatePaymentLinkRequest = z.object({
  clubId,
  productId: z.uuid(KEYS.paymentLinkProductInvalid),
  source,
  amount: AmountInput.nullish(),
});
export type CreatePaymentLinkRequest = z.input<typeof CreatePaymentLinkRequest>;

export const PaymentLinksRequest = z.object({ clubId });
export const PaymentLinkRequest = z.object({ clubId, linkId: z.uuid(KEYS.paymentLinkNotFound) });
export type PaymentLinkRequest = z.input<typeof PaymentLinkRequest>;

/** A link as its club sees it: where it points, what it brought (gifts booked, CHF gross and net). */
export const PaymentLink = z.object({
  id: z.uuid(),
  code: z.string(),
  /** The link's address: what to share and what the poster's QR code holds. */
  url: z.string(),
  productId: z.uuid(),
  productTitle: z.string(),
  source: z.string(),
  /** CHF preset by the link; null: the donor chooses (or the offer's price). */
  amount: z.number().nullable(),
  createdAt: z.string(),
  archived: z.boolean(),
  gifts: z.int(),
  gross: z.number(),
  net: z.number(),
});
export type PaymentLink = z.infer<typeof PaymentLink>;

export const PaymentLinkList = z.object({ content: z.array(PaymentLink) });
export type PaymentLinkList = z.infer<typeof PaymentLinkList>;

/** POST /payment-links/poster: the link's poster as PDF, in a format and a language. */
export const PosterRequest = PaymentLinkRequest.extend({
  format: z.enum(POSTER_FORMATS, KEYS.posterFormatInvalid).default('a4'),
  language: WireLanguageSchema.default('de'),
});
export type PosterRequest = z.input<typeof PosterRequest>;

/** GET /links/{code}: what a link's page shows and its checkout needs. */
export const PublicPaymentLink = z.object({
  code: z.string(),
  source: z.string(),
  amount: z.number().nullable(),
  product: PublicProduct,
  club: z.object({ name: z.string(), shortName: z.string(), logo: z.string().nullable() }),
  /** A subscription or membership needs an account; a one-off gift may be given as a guest. */
  guestAllowed: z.boolean(),
});
export type PublicPaymentLink = z.infer<typeof PublicPaymentLink>;

/** Who gives without an account: name and e-mail; the receipt and the claim link go to that address. */
export const GuestGiver = z.object({
  firstName,
  lastName,
  email,
  language: WireLanguageSchema.default('de'),
});
export type GuestGiver = z.input<typeof GuestGiver>;

/** A website as an origin (https://fcseefeld.ch); an address with a path is read as its origin. */
export const WebOrigin = z
  .string(KEYS.embedOriginInvalid)
  .trim()
  .max(200, KEYS.embedOriginInvalid)
  .transform((value, context) => {
    // scheme://host[:port], lower-cased, whatever path follows (the contract has no URL class of its own).
    const origin = /^(https?:\/\/[a-z0-9.-]+(?::\d{1,5})?)(?:[/?#]\S*)?$/i.exec(value)?.[1];
    if (origin) return origin.toLowerCase();
    context.addIssue({ code: 'custom', message: KEYS.embedOriginInvalid });
    return z.NEVER;
  });

/** PUT /payment-links/embed: the websites that may show the club's donate button (empty: any). */
export const EmbedOriginsRequest = z.object({
  clubId,
  origins: z.array(WebOrigin).max(20, KEYS.embedOriginInvalid),
});
export type EmbedOriginsRequest = z.input<typeof EmbedOriginsRequest>;

/** The club's donate button: the websites allowed, and those its gifts came from. */
export const EmbedSettings = z.object({
  origins: z.array(z.string()),
  pages: z.array(z.object({ origin: z.string(), gifts: z.int(), gross: z.number() })),
});
export type EmbedSettings = z.infer<typeof EmbedSettings>;

/**
 * POST /links/{code}/pay and /links/{code}/initialize-twint: a payment through a link. Logged in, as the account;
 * otherwise as a guest (`guest`), only for a one-off gift.
 */
export const LinkPayRequest = PayFields.pick({
  amount: true,
  paymentMethodId: true,
  paymentIntentId: true,
  idempotencyKey: true,
  showName: true,
  coverFee: true,
}).extend({
  /** The amount chosen; a link with a preset amount gives that one. */
  amount: AmountInput.optional(),
  guest: GuestGiver.optional(),
  /** The website whose donate button opened the give page (its origin). */
  embedOrigin: WebOrigin.optional(),
});
export type LinkPayRequest = z.input<typeof LinkPayRequest>;

export const LinkTwintSettleRequest = z.object({
  transactionId: z.string().trim().min(1, KEYS.status404).max(80, KEYS.status404),
});

/** POST /links/claim: the guest sets a password from the claim mail's link; the account is theirs and verified. */
export const ClaimGiftRequest = z.object({
  token: z.string(KEYS.claimTokenInvalid).min(16, KEYS.claimTokenInvalid).max(200, KEYS.claimTokenInvalid),
  password,
});

/** POST /donations/sources: the club's gifts of a period by where they came from (a link, or Tifo's own pages). */
export const SourcesRequest = z.object({
  clubId,
  period: z.enum(GRAPH_PERIODS, KEYS.periodInvalid).default('year'),
});
export type SourcesRequest = z.input<typeof SourcesRequest>;

export const SourceRow = z.object({
  /** null: gifts through Tifo's own pages (checkout from the club page). */
  linkId: z.uuid().nullable(),
  source: z.string().nullable(),
  gifts: z.int(),
  gross: z.number(),
  net: z.number(),
});
export const SourcesResponse = z.object({ content: z.array(SourceRow) });
export type SourcesResponse = z.infer<typeof SourcesResponse>;

/** The claim page's form: the password twice. */
export const ClaimGiftForm = z
  .object({ password, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: KEYS.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ClaimGiftForm = z.input<typeof ClaimGiftForm>;
