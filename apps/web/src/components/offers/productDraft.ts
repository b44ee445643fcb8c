import {
  applyProductType,
  type CampaignMode,
  type ClubProduct,
  DESCRIPTION_FIELDS,
  type Descriptions,
  defaultExpiryDate,
  type ProductType,
  type ProductTypeFlags,
  productRequestSchema,
  stillUntranslated,
  updateProductRequestSchema,
  WIRE_LANGUAGES,
  type WireLanguage,
} from '@tifo/contract';
import { type DraftValidation, draftValidation, emptyDescriptions } from './draftValidation';

/** What the product form holds: the contract's fields, with the amounts as the text typed. */
export interface ProductDraft extends ProductTypeFlags, Descriptions {
  /** Set when editing (or after a create whose image upload failed: the product exists as a draft). */
  id: string | null;
  clubId: string;
  title: string;
  price: string;
  freeSponsor: boolean;
  expiryDate: string;
  targetAmount: string;
  /** The most one gift may be, whole CHF as typed; empty for none (open, free sponsoring, crowdfunding). */
  maxAmount: string;
  /** Up to three amounts checkout offers to pick, whole CHF as typed, e.g. '20, 50, 100'; empty: the defaults. */
  suggestedAmounts: string;
  startingDate: string | null;
  retryingInterval: number | null;
  /** Crowdfunding: keep what is raised, or all or nothing with pledges (issue 49). */
  campaignMode: CampaignMode;
  /** All or nothing: pledges may reach this percent of the target; null: the default 150. */
  overfundingPercent: number | null;
  sourceLanguage: WireLanguage;
  untranslatedLanguages: WireLanguage[];
}

export type ProductField = keyof ProductDraft | 'image';

/** A new product: fixed, expiry one year ahead (PRODUCT.md §validation); the free-sponsor form has no price. */
export function newProductDraft(
  clubId: string,
  source: WireLanguage,
  freeSponsor: boolean,
  now: Date = new Date(),
): ProductDraft {
  return {
    id: null,
    clubId,
    title: '',
    productType: 'fixed',
    crowdFunding: false,
    recurringProduct: false,
    recurringPeriod: null,
    deliveryAvailable: false,
    price: '',
    freeSponsor,
    expiryDate: defaultExpiryDate(now),
    targetAmount: '',
    maxAmount: '',
    suggestedAmounts: '',
    startingDate: null,
    retryingInterval: null,
    campaignMode: 'keep',
    overfundingPercent: null,
    ...emptyDescriptions(source),
  };
}

const amountText = (value: number | null) => (value === null ? '' : String(value));

/** The edit form of a saved product, written in the UI language. */
export function productDraftOf(product: ClubProduct, source: WireLanguage): ProductDraft {
  return {
    id: product.id,
    clubId: product.clubId,
    title: product.title,
    productType: product.productType,
    crowdFunding: product.crowdFunding,
    recurringProduct: product.recurringProduct,
    recurringPeriod: product.recurringPeriod,
    deliveryAvailable: product.deliveryAvailable,
    price: amountText(product.price),
    freeSponsor: product.freeSponsor,
    expiryDate: product.expiryDate ?? '',
    targetAmount: amountText(product.targetAmount),
    maxAmount: amountText(product.maxAmount),
    suggestedAmounts: product.suggestedAmounts.join(', '),
    startingDate: product.startingDate,
    retryingInterval: product.retryingInterval,
    campaignMode: product.campaignMode,
    overfundingPercent: product.overfundingPercent,
    description: product.description,
    descriptionDe: product.descriptionDe,
    descriptionFr: product.descriptionFr,
    descriptionIt: product.descriptionIt,
    sourceLanguage: source,
    untranslatedLanguages: product.untranslatedLanguages,
  };
}

/** Choosing a type sets its flags (the contract's applyProductType, PRODUCT.md §offers). */
export function withProductType(draft: ProductDraft, type: ProductType): ProductDraft {
  return applyProductType(draft, type);
}

/** Digits only: the price and target inputs drop everything else as it is typed (PRODUCT.md §validation). */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '').slice(0, 7);
}

/** The text of the description in the language it was written in. */
export function sourceText(draft: Descriptions & { sourceLanguage: WireLanguage }): string {
  return draft[DESCRIPTION_FIELDS[draft.sourceLanguage]];
}

/**
 * When no translation could be made: every other language gets a copy of the text, marked untranslated (what
 * the server's default mode does), so that the person sees what will be shown and may edit it.
 */
export function copyToOtherLanguages<
  T extends Descriptions & { sourceLanguage: WireLanguage; untranslatedLanguages: WireLanguage[] },
>(draft: T): T {
  const text = sourceText(draft);
  const next = { ...draft };
  const others = WIRE_LANGUAGES.filter((language) => language !== draft.sourceLanguage);
  for (const language of others) next[DESCRIPTION_FIELDS[language]] = text;
  next.untranslatedLanguages = others;
  return next;
}

/** The request body of POST or PUT /products. */
export function productBody(draft: ProductDraft): Record<string, unknown> {
  const { id, price, targetAmount, maxAmount, suggestedAmounts, ...rest } = draft;
  const body: Record<string, unknown> = {
    ...rest,
    price: price.trim() === '' ? null : price.trim(),
    targetAmount: targetAmount.trim() === '' ? null : targetAmount.trim(),
    maxAmount: maxAmount.trim() === '' ? null : maxAmount.trim(),
    // Anything but whole numbers stays NaN, which the contract refuses with its message.
    suggestedAmounts: suggestedAmounts
      .split(/[\s,;]+/)
      .filter((part) => part !== '')
      .map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN)),
    untranslatedLanguages: stillUntranslated(draft, draft.sourceLanguage, draft.untranslatedLanguages),
  };
  if (id) body.id = id;
  return body;
}

export type ProductValidation = DraftValidation<ProductField>;

/**
 * The contract's product rules (the same schema the server parses) plus the image, which the form needs
 * before the product exists: a new product needs one, an edited one keeps its image unless replaced.
 */
export function validateProduct(
  draft: ProductDraft,
  hasImage: boolean,
  now: () => Date = () => new Date(),
): ProductValidation {
  const schema = draft.id ? updateProductRequestSchema(now) : productRequestSchema(now);
  return draftValidation(
    schema.safeParse(productBody(draft)),
    (path) => path[0] as ProductField | undefined,
    {
      present: hasImage,
      required: 'productImageRequired',
      field: 'image',
    },
  );
}

/** The order in which the form shows its fields: the first invalid one gets the focus. */
export const PRODUCT_FIELD_ORDER: readonly ProductField[] = [
  'productType',
  'recurringPeriod',
  'title',
  'descriptionDe',
  'description',
  'descriptionFr',
  'descriptionIt',
  'price',
  'targetAmount',
  'campaignMode',
  'overfundingPercent',
  'maxAmount',
  'suggestedAmounts',
  'expiryDate',
  'startingDate',
  'retryingInterval',
  'image',
];
