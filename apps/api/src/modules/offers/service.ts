import {
  type ClubEventList,
  type ClubProductList,
  confirmation,
  cutToLimit,
  type EventRequest,
  type EventSaved,
  endOfSwissDay,
  fillMissingDescriptions,
  type MessageKey,
  type ProductRequest,
  type ProductSaved,
  parseChf,
  parseSwissDateTime,
  type TifoTranslateResponse,
  type TranslateInput,
  type TranslateResponse,
  type UpdateEventRequest,
  type UpdateProductRequest,
  type WireLanguage,
} from '@tifo/contract';
import { TranslationError, type Translator } from '../../adapters/translation';
import type { Db } from '../../db/client';
import { AppError, fieldError } from '../../errors';
import type { Caller } from '../auth/caller';
import { forgetPublicClubCount } from '../clubs/queries';
import { requireClubAccess } from '../organisations/access';
import { toClubEvent, toClubProduct } from './present';
import * as q from './queries';

export interface OffersDeps {
  db: Db;
  translator: Translator;
}

interface Log {
  warn(details: object, message: string): void;
}

/**
 * A product or event was written: the club's public page and the directory may show it, so their cached
 * answers go. Called once the write is committed (each write here is one statement), never before: a page
 * read in between would be cached again with the old data.
 */
function forgetPublicPages(deps: OffersDeps): void {
  forgetPublicClubCount(deps.db);
}

const rappenOrNull = (chf: number | null) => (chf === null ? null : (parseChf(chf) ?? null));

/** The stored descriptions: empty languages get the source text and are marked untranslated. */
function descriptionColumns(body: {
  description: string;
  descriptionDe: string;
  descriptionFr: string;
  descriptionIt: string;
  sourceLanguage: WireLanguage;
  untranslatedLanguages: WireLanguage[];
}) {
  const { descriptions, untranslatedLanguages } = fillMissingDescriptions(
    body,
    body.sourceLanguage,
    body.untranslatedLanguages,
  );
  return {
    descriptionEn: descriptions.description,
    descriptionDe: descriptions.descriptionDe,
    descriptionFr: descriptions.descriptionFr,
    descriptionIt: descriptions.descriptionIt,
    sourceLanguage: body.sourceLanguage,
    untranslatedLanguages,
  };
}

/** The product's columns from a parsed request (flags already follow the type, see the contract). */
function productColumns(body: ProductRequest | UpdateProductRequest) {
  // The contract checked the day; the product is offered until the end of it, Swiss time.
  const expiryDate = endOfSwissDay(body.expiryDate) ?? null;
  return {
    title: body.title,
    productType: body.productType,
    priceRappen: rappenOrNull(body.price),
    recurringProduct: body.recurringProduct,
    recurringPeriod: body.recurringPeriod,
    crowdFunding: body.crowdFunding,
    targetAmountRappen: rappenOrNull(body.targetAmount),
    maxAmountRappen: rappenOrNull(body.maxAmount),
    suggestedAmountsRappen: body.suggestedAmounts.map((chf) => Math.round(chf * 100)),
    deliveryAvailable: body.deliveryAvailable,
    expiryDate,
    // A crowdfunding campaign ends when the product expires (issue 49: in one of two modes).
    campaignEndDate: body.crowdFunding ? expiryDate : null,
    campaignMode: body.campaignMode,
    overfundingPercent: body.overfundingPercent,
    startingDate: body.startingDate ? (parseSwissDateTime(`${body.startingDate} 00:00:00`) ?? null) : null,
    retryingInterval: body.retryingInterval,
    ...descriptionColumns(body),
  };
}

/** What differs between products and events on their write paths: the table behind them. */
interface OfferTable<Row extends { id: string; clubId: string }, New> {
  find(db: Db, id: string): Promise<Row | undefined>;
  /** A new offer is a draft until its image is uploaded (POST /files with its id): nothing public fails. */
  insertDraft(db: Db, clubId: string, columns: Omit<New, 'clubId' | 'status'>): Promise<Row>;
  update(db: Db, id: string, columns: Partial<New>): Promise<Row | undefined>;
}

const PRODUCTS: OfferTable<q.ProductRow, q.NewProductRow> = {
  find: q.findProduct,
  insertDraft: (db, clubId, columns) => q.insertProduct(db, { clubId, ...columns, status: 'draft' }),
  update: q.updateProduct,
};

const EVENTS: OfferTable<q.EventRow, q.NewEventRow> = {
  find: q.findEvent,
  insertDraft: (db, clubId, columns) => q.insertEvent(db, { clubId, ...columns, status: 'draft' }),
  update: q.updateEvent,
};

/** Creates a draft offer of a club whose offers the caller may edit. */
async function createOffer<Row extends { id: string; clubId: string }, New>(
  table: OfferTable<Row, New>,
  deps: OffersDeps,
  caller: Caller,
  clubId: string,
  columns: Omit<New, 'clubId' | 'status'>,
): Promise<Row> {
  await requireClubAccess(deps, caller, clubId, 'editOffers');
  const row = await table.insertDraft(deps.db, clubId, columns);
  forgetPublicPages(deps);
  return row;
}

/** Changes an offer; its stored club decides who may, never a clubId sent with the request. */
async function changeOffer<Row extends { id: string; clubId: string }, New>(
  table: OfferTable<Row, New>,
  deps: OffersDeps,
  caller: Caller,
  id: string,
  /** The columns to set, or what to set given the offer as stored. */
  columns: Partial<New> | ((offer: Row) => Partial<New>),
): Promise<Row> {
  const offer = await table.find(deps.db, id);
  if (!offer) throw new AppError('not_found');
  await requireClubAccess(deps, caller, offer.clubId, 'editOffers');
  const row = await table.update(deps.db, offer.id, typeof columns === 'function' ? columns(offer) : columns);
  if (!row) throw new AppError('not_found');
  forgetPublicPages(deps);
  return row;
}

/** A club's offers for its administrators (every status), as the admin pages show them. */
async function listForAdmins<Row, Item>(
  deps: OffersDeps,
  caller: Caller,
  clubId: string,
  find: (db: Db, clubId: string) => Promise<Row[]>,
  present: (row: Row) => Item,
): Promise<Item[]> {
  await requireClubAccess(deps, caller, clubId, 'editOffers');
  return (await find(deps.db, clubId)).map(present);
}

const productSaved = (row: q.ProductRow, message: MessageKey, now: Date): ProductSaved => ({
  id: row.id,
  ...confirmation(message),
  product: toClubProduct(row, now),
});

const eventSaved = (row: q.EventRow, message: MessageKey, now: Date): EventSaved => ({
  id: row.id,
  ...confirmation(message),
  event: toClubEvent(row, now),
});

/** POST /products: a draft until its image is uploaded with the answer's id; the image makes it public. */
export async function createProduct(
  deps: OffersDeps,
  caller: Caller,
  body: ProductRequest,
  now = new Date(),
): Promise<ProductSaved> {
  const row = await createOffer(PRODUCTS, deps, caller, body.clubId, productColumns(body));
  return productSaved(row, 'productCreated', now);
}

/** PUT /products: every field but the club and the status. */
export async function updateProduct(
  deps: OffersDeps,
  caller: Caller,
  body: UpdateProductRequest,
  now = new Date(),
): Promise<ProductSaved> {
  const columns = productColumns(body);
  const row = await changeOffer(PRODUCTS, deps, caller, body.id, (stored) => {
    // A campaign with a gift or pledge in keeps its mode, and moves its end only by the one extension (issue 49).
    const backed =
      stored.crowdFunding && (stored.backers > 0 || stored.pledgers > 0 || stored.campaignOutcome);
    if (backed && columns.campaignMode !== stored.campaignMode) {
      throw fieldError('campaignMode', 'campaignModeLocked');
    }
    if (backed && columns.expiryDate?.getTime() !== stored.expiryDate?.getTime()) {
      throw fieldError('expiryDate', 'campaignEndLocked');
    }
    return columns;
  });
  return productSaved(row, 'productUpdated', now);
}

/** PUT /products/status {id}: deactivates the product; it leaves the public page at once. Idempotent. */
export async function deactivateProduct(
  deps: OffersDeps,
  caller: Caller,
  id: string,
  now = new Date(),
): Promise<ProductSaved> {
  const row = await changeOffer(PRODUCTS, deps, caller, id, { status: 'inactive' });
  return productSaved(row, 'productDeactivated', now);
}

/**
 * DELETE /events {id}: an event of a club whose offers the caller may edit is removed, with its page entry.
 * Events sell nothing (their tickets are information), so there are no sales to keep (issue 47).
 */
export async function deleteEvent(deps: OffersDeps, caller: Caller, id: string) {
  const event = await q.findEvent(deps.db, id);
  if (!event) throw new AppError('not_found');
  await requireClubAccess(deps, caller, event.clubId, 'editOffers');
  if (!(await q.deleteEvent(deps.db, event.id))) throw new AppError('not_found');
  forgetPublicPages(deps);
  return confirmation('eventDeleted');
}

/**
 * PUT /products/status {id, status: 'active'}: a deactivated product is offered again, public at once when it
 * has its image, otherwise a draft waiting for one (issue 47).
 */
export async function reactivateProduct(
  deps: OffersDeps,
  caller: Caller,
  id: string,
  now = new Date(),
): Promise<ProductSaved> {
  const row = await changeOffer(PRODUCTS, deps, caller, id, (product) => ({
    status: product.image ? 'active' : 'draft',
  }));
  return productSaved(row, 'productReactivated', now);
}

/**
 * What a product's deactivation tells a higher module: subscriptions, whose donors hear that theirs keep
 * running. Offers stands below subscriptions (docs/ARCHITECTURE.md §Layers), so app.ts passes it in.
 */
export interface ProductDeactivation {
  /** Mails the product's subscribers; answers how many were told. */
  tellSubscribersOfDeactivation(productId: string): Promise<number>;
}

/**
 * The route's deactivation: a subscription product's subscriptions keep running (docs/decisions/019,
 * subscriptions), and their donors are told so when the product goes from active to inactive (not again).
 */
export async function deactivateProductTellingSubscribers(
  deps: OffersDeps & ProductDeactivation,
  caller: Caller,
  id: string,
): Promise<ProductSaved> {
  const before = await q.findProduct(deps.db, id);
  const saved = await deactivateProduct(deps, caller, id);
  if (before?.status === 'active' && before.productType === 'subscription') {
    await deps.tellSubscribersOfDeactivation(id);
  }
  return saved;
}

/** POST /products/club {clubId}: every product of the club for its administrators, newest first. */
export function listClubProducts(
  deps: OffersDeps,
  caller: Caller,
  clubId: string,
  now = new Date(),
): Promise<ClubProductList> {
  return listForAdmins(deps, caller, clubId, q.findProductsOfClub, (row) => toClubProduct(row, now));
}

/** POST /products/membership-products {clubId}: the club's membership products (for adding members). */
export function listMembershipProducts(
  deps: OffersDeps,
  caller: Caller,
  clubId: string,
  now = new Date(),
): Promise<ClubProductList> {
  return listForAdmins(deps, caller, clubId, q.findMembershipProducts, (row) => toClubProduct(row, now));
}

function eventColumns(body: EventRequest | UpdateEventRequest) {
  return {
    title: body.title,
    location: body.location,
    latitude: body.latitude ?? null,
    longitude: body.longitude ?? null,
    // The contract checked both times.
    fromDate: parseSwissDateTime(body.fromDate)!,
    toDate: parseSwissDateTime(body.toDate)!,
    tickets: body.tickets,
    ticketSends: body.ticketSends,
    ...descriptionColumns(body),
  };
}

/** POST /events: a draft until its image is uploaded, like products. */
export async function createEvent(
  deps: OffersDeps,
  caller: Caller,
  body: EventRequest,
  now = new Date(),
): Promise<EventSaved> {
  const row = await createOffer(EVENTS, deps, caller, body.clubId, eventColumns(body));
  return eventSaved(row, 'eventCreated', now);
}

/** PUT /events: the stored club decides who may change it. */
export async function updateEvent(
  deps: OffersDeps,
  caller: Caller,
  body: UpdateEventRequest,
  now = new Date(),
): Promise<EventSaved> {
  const row = await changeOffer(EVENTS, deps, caller, body.id, eventColumns(body));
  return eventSaved(row, 'eventUpdated', now);
}

/** POST /events/club-all {clubId}: every event of the club for its administrators, drafts too. */
export function listClubEventsForAdmins(
  deps: OffersDeps,
  caller: Caller,
  clubId: string,
  now = new Date(),
): Promise<ClubEventList> {
  return listForAdmins(deps, caller, clubId, q.findEventsOfClub, (row) => toClubEvent(row, now));
}

/**
 * POST /translate: the text in each target language, each cut to 240 characters. Without a translation
 * service the text is copied and the language marked untranslated. A text the service refuses for its size
 * answers the spec's 'description_too_long' (400); any other failure 502.
 */
export async function translateText(
  deps: OffersDeps,
  input: TranslateInput,
  log?: Log,
): Promise<TranslateResponse> {
  const answer = await translateInto(deps, input, log);
  if (input.shape === 'tifo') return answer;
  const language = input.targetLangs[0] as WireLanguage;
  return {
    translations: [
      {
        text: answer.translations[language] ?? input.text,
        ...(input.sourceLang ? { detected_source_language: input.sourceLang.toUpperCase() } : {}),
      },
    ],
    untranslated: answer.untranslated,
    provider: answer.provider,
  };
}

/** Each target language's text; the source language itself is the text as given. */
async function translateInto(
  deps: OffersDeps,
  input: TranslateInput,
  log?: Log,
): Promise<TifoTranslateResponse> {
  const targets = input.targetLangs.filter((language) => language !== input.sourceLang);
  const same = input.targetLangs.filter((language) => language === input.sourceLang);
  let results: (string | null)[];
  try {
    results = await Promise.all(
      targets.map((target) =>
        deps.translator.translate({ text: input.text, source: input.sourceLang, target }),
      ),
    );
  } catch (error) {
    if (error instanceof TranslationError && error.kind === 'too_long') {
      throw new AppError('validation', 'descriptionTooLong');
    }
    log?.warn({ err: error, provider: deps.translator.provider }, 'translation failed');
    throw new AppError('internal', 'translationFailed', { status: 502 });
  }
  const translations: Partial<Record<WireLanguage, string>> = {};
  for (const language of same) translations[language] = input.text;
  const untranslatedLanguages: WireLanguage[] = [];
  targets.forEach((language, index) => {
    const translated = results[index];
    if (translated === null || translated === undefined || translated.trim() === '') {
      translations[language] = input.text;
      untranslatedLanguages.push(language);
    } else {
      translations[language] = cutToLimit(translated.trim());
    }
  });
  return {
    translations,
    untranslated: untranslatedLanguages.length > 0,
    untranslatedLanguages,
    provider: deps.translator.provider,
  };
}
