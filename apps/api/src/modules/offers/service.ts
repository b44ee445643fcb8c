import {
  type ClubEventList,
  type ClubProductList,
  cutToLimit,
  type EventRequest,
  type EventSaved,
  endOfSwissDay,
  fillMissingDescriptions,
  MESSAGES,
  type ProductRequest,
  type ProductSaved,
  parseChf,
  parseSwissDateTime,
  type TranslateResponse,
  type UpdateEventRequest,
  type UpdateProductRequest,
  type WireLanguage,
} from '@tifo/contract';
import { TranslationError, type Translator } from '../../adapters/translation';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
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
    deliveryAvailable: body.deliveryAvailable,
    expiryDate,
    // A crowdfunding campaign ends when the product expires.
    campaignEndDate: body.crowdFunding ? expiryDate : null,
    startingDate: body.startingDate ? (parseSwissDateTime(`${body.startingDate} 00:00:00`) ?? null) : null,
    retryingInterval: body.retryingInterval,
    ...descriptionColumns(body),
  };
}

async function loadProduct(deps: OffersDeps, caller: Caller, id: string) {
  const product = await q.findProduct(deps.db, id);
  if (!product) throw new AppError('not_found');
  // The stored club decides, never a clubId sent with the request.
  await requireClubAccess(deps, caller, product.clubId, 'editOffers');
  return product;
}

/**
 * POST /products: a draft until its image is uploaded (POST /files with the answer's id); the image makes it
 * active and public (trigger of the offers migration). A failed upload thus leaves nothing public.
 */
export async function createProduct(
  deps: OffersDeps,
  caller: Caller,
  body: ProductRequest,
  now = new Date(),
): Promise<ProductSaved> {
  await requireClubAccess(deps, caller, body.clubId, 'editOffers');
  const row = await q.insertProduct(deps.db, {
    clubId: body.clubId,
    ...productColumns(body),
    status: 'draft',
  });
  forgetPublicPages(deps);
  return { id: row.id, message: MESSAGES.productCreated, product: toClubProduct(row, now) };
}

/** PUT /products: every field but the club and the status. */
export async function updateProduct(
  deps: OffersDeps,
  caller: Caller,
  body: UpdateProductRequest,
  now = new Date(),
): Promise<ProductSaved> {
  const product = await loadProduct(deps, caller, body.id);
  const row = await q.updateProduct(deps.db, product.id, productColumns(body));
  if (!row) throw new AppError('not_found');
  forgetPublicPages(deps);
  return { id: row.id, message: MESSAGES.productUpdated, product: toClubProduct(row, now) };
}

/** PUT /products/status {id}: deactivates the product; it leaves the public page at once. Idempotent. */
export async function deactivateProduct(
  deps: OffersDeps,
  caller: Caller,
  id: string,
  now = new Date(),
): Promise<ProductSaved> {
  const product = await loadProduct(deps, caller, id);
  const row = await q.updateProduct(deps.db, product.id, { status: 'inactive' });
  if (!row) throw new AppError('not_found');
  forgetPublicPages(deps);
  return { id: row.id, message: MESSAGES.productDeactivated, product: toClubProduct(row, now) };
}

/** POST /products/club {clubId}: every product of the club for its administrators, newest first. */
export async function listClubProducts(
  deps: OffersDeps,
  caller: Caller,
  clubId: string,
  now = new Date(),
): Promise<ClubProductList> {
  await requireClubAccess(deps, caller, clubId, 'editOffers');
  return (await q.findProductsOfClub(deps.db, clubId)).map((row) => toClubProduct(row, now));
}

/** POST /products/membership-products {clubId}: the club's membership products (for adding members). */
export async function listMembershipProducts(
  deps: OffersDeps,
  caller: Caller,
  clubId: string,
  now = new Date(),
): Promise<ClubProductList> {
  await requireClubAccess(deps, caller, clubId, 'editOffers');
  return (await q.findMembershipProducts(deps.db, clubId)).map((row) => toClubProduct(row, now));
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
  await requireClubAccess(deps, caller, body.clubId, 'editOffers');
  const row = await q.insertEvent(deps.db, { clubId: body.clubId, ...eventColumns(body), status: 'draft' });
  forgetPublicPages(deps);
  return { id: row.id, message: MESSAGES.eventCreated, event: toClubEvent(row, now) };
}

/** PUT /events: the stored club decides who may change it. */
export async function updateEvent(
  deps: OffersDeps,
  caller: Caller,
  body: UpdateEventRequest,
  now = new Date(),
): Promise<EventSaved> {
  const event = await q.findEvent(deps.db, body.id);
  if (!event) throw new AppError('not_found');
  await requireClubAccess(deps, caller, event.clubId, 'editOffers');
  const row = await q.updateEvent(deps.db, event.id, eventColumns(body));
  if (!row) throw new AppError('not_found');
  forgetPublicPages(deps);
  return { id: row.id, message: MESSAGES.eventUpdated, event: toClubEvent(row, now) };
}

/** POST /events/club-all {clubId}: every event of the club for its administrators, drafts too. */
export async function listClubEventsForAdmins(
  deps: OffersDeps,
  caller: Caller,
  clubId: string,
  now = new Date(),
): Promise<ClubEventList> {
  await requireClubAccess(deps, caller, clubId, 'editOffers');
  return (await q.findEventsOfClub(deps.db, clubId)).map((row) => toClubEvent(row, now));
}

/**
 * POST /translate: the text in each target language, each cut to 240 characters. Without a translation
 * service the text is copied and the language marked untranslated. A text the service refuses for its size
 * answers the spec's 'description_too_long' (400); any other failure 502.
 */
export async function translateText(
  deps: OffersDeps,
  input: { text: string; sourceLang?: WireLanguage | undefined; targetLangs: WireLanguage[] },
  log?: Log,
): Promise<TranslateResponse> {
  let results: (string | null)[];
  try {
    results = await Promise.all(
      input.targetLangs.map((target) =>
        deps.translator.translate({ text: input.text, source: input.sourceLang, target }),
      ),
    );
  } catch (error) {
    if (error instanceof TranslationError && error.kind === 'too_long') {
      throw new AppError('validation', MESSAGES.descriptionTooLong);
    }
    log?.warn({ err: error, provider: deps.translator.provider }, 'translation failed');
    throw new AppError('internal', MESSAGES.translationFailed, { status: 502 });
  }
  const translations: Partial<Record<WireLanguage, string>> = {};
  const untranslatedLanguages: WireLanguage[] = [];
  input.targetLangs.forEach((language, index) => {
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
