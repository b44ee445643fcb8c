import {
  ClubEventList,
  ClubEventsRequest,
  ClubProductList,
  ClubProductsRequest,
  ErrorBody,
  EventRequest,
  EventSaved,
  ProductRequest,
  ProductSaved,
  ProductStatusRequest,
  TranslateRequest,
  TranslateResponse,
  UpdateEventRequest,
  UpdateProductRequest,
} from '@tifo/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { requireCaller } from '../auth/caller';
import { consume } from '../auth/rate-limit';
import { contractRoutes } from '../wiring/contract-route';
import type { AppDeps } from '../wiring/deps';
import * as offers from './service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/**
 * Translation calls cost money with DeepL: at most this many per user and window. Typing a description
 * translates it once it is complete (the form waits for a pause), so a person stays far below it.
 */
const TRANSLATIONS_PER_USER = 100;
const TRANSLATION_WINDOW_SECONDS = 15 * 60;

/** Products, events and translation for club administrators (PRODUCT.md §offers; issue 5). */
export const offerRoutes = (deps: AppDeps & offers.ProductDeactivation): FastifyPluginAsyncZod =>
  async function routes(app) {
    const caller = (req: FastifyRequest) => requireCaller(req, deps);
    const translations = new RateLimiterMemory({
      keyPrefix: 'translate-user',
      points: TRANSLATIONS_PER_USER,
      duration: TRANSLATION_WINDOW_SECONDS,
    });

    const call = contractRoutes(app, { tags: ['products'], errors, caller });
    const events = { tags: ['events'] };

    call(
      'POST',
      '/products',
      'Create a product (a draft until its image is uploaded with the answered id)',
      { body: ProductRequest, answer: ProductSaved, status: 201 },
      (user, body) => offers.createProduct(deps, user, body),
    );
    call(
      'PUT',
      '/products',
      'Update a product; its stored club decides who may',
      { body: UpdateProductRequest, answer: ProductSaved },
      (user, body) => offers.updateProduct(deps, user, body),
    );
    call(
      'PUT',
      '/products/status',
      'Deactivate a product (it leaves the public page)',
      { body: ProductStatusRequest, answer: ProductSaved },
      (user, body) => offers.deactivateProductTellingSubscribers(deps, user, body.id),
    );
    call(
      'POST',
      '/products/club',
      'Every product of the club for its administrators, drafts and deactivated ones too',
      { body: ClubProductsRequest, answer: ClubProductList },
      (user, body) => offers.listClubProducts(deps, user, body.clubId),
    );
    call(
      'POST',
      '/products/membership-products',
      "The club's membership products (active and deactivated)",
      { body: ClubProductsRequest, answer: ClubProductList },
      (user, body) => offers.listMembershipProducts(deps, user, body.clubId),
    );
    call(
      'POST',
      '/events',
      'Create an event (a draft until its image is uploaded with the answered id)',
      { ...events, body: EventRequest, answer: EventSaved, status: 201 },
      (user, body) => offers.createEvent(deps, user, body),
    );
    call(
      'PUT',
      '/events',
      'Update an event; its stored club decides who may',
      { ...events, body: UpdateEventRequest, answer: EventSaved },
      (user, body) => offers.updateEvent(deps, user, body),
    );
    call(
      'POST',
      '/events/club-all',
      'Every event of the club for its administrators, drafts too',
      { ...events, body: ClubEventsRequest, answer: ClubEventList },
      (user, body) => offers.listClubEventsForAdmins(deps, user, body.clubId),
    );
    call(
      'POST',
      '/translate',
      'Translate a description (at most 240 characters); without a translation service the text is copied and marked untranslated',
      {
        tags: ['translation'],
        body: TranslateRequest,
        answer: TranslateResponse,
        errors: { 429: ErrorBody, 502: ErrorBody },
      },
      async (user, body, req) => {
        await consume(translations, user.id);
        return offers.translateText(deps, body, req.log);
      },
    );
  };
