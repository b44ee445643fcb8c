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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../errors';
import { requireCaller } from '../auth/caller';
import type { AppDeps } from '../deps';
import * as offers from './service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const security = [{ bearerAuth: [] }];

/**
 * Translation calls cost money with DeepL: at most this many per user and window. Typing a description
 * translates it once it is complete (the form waits for a pause), so a person stays far below it.
 */
const TRANSLATIONS_PER_USER = 100;
const TRANSLATION_WINDOW_SECONDS = 15 * 60;

/** Products, events and translation for club administrators (spec 001 §7; issue 5). */
export const offerRoutes = (deps: AppDeps): FastifyPluginAsyncZod =>
  async function routes(app) {
    const caller = (req: Parameters<typeof requireCaller>[0]) => requireCaller(req, deps);
    const translations = new RateLimiterMemory({
      keyPrefix: 'translate-user',
      points: TRANSLATIONS_PER_USER,
      duration: TRANSLATION_WINDOW_SECONDS,
    });

    app.post(
      '/products',
      {
        schema: {
          tags: ['products'],
          summary: 'Create a product (a draft until its image is uploaded with the answered id)',
          security,
          body: ProductRequest,
          response: { 201: ProductSaved, ...errors },
        },
      },
      async (req, reply) =>
        reply.code(201).send(await offers.createProduct(deps, await caller(req), req.body)),
    );

    app.put(
      '/products',
      {
        schema: {
          tags: ['products'],
          summary: 'Update a product; its stored club decides who may',
          security,
          body: UpdateProductRequest,
          response: { 200: ProductSaved, ...errors },
        },
      },
      async (req) => offers.updateProduct(deps, await caller(req), req.body),
    );

    app.put(
      '/products/status',
      {
        schema: {
          tags: ['products'],
          summary: 'Deactivate a product (it leaves the public page)',
          security,
          body: ProductStatusRequest,
          response: { 200: ProductSaved, ...errors },
        },
      },
      async (req) => offers.deactivateProduct(deps, await caller(req), req.body.id),
    );

    app.post(
      '/products/club',
      {
        schema: {
          tags: ['products'],
          summary: 'Every product of the club for its administrators, drafts and deactivated ones too',
          security,
          body: ClubProductsRequest,
          response: { 200: ClubProductList, ...errors },
        },
      },
      async (req) => offers.listClubProducts(deps, await caller(req), req.body.clubId),
    );

    app.post(
      '/products/membership-products',
      {
        schema: {
          tags: ['products'],
          summary: "The club's membership products (active and deactivated)",
          security,
          body: ClubProductsRequest,
          response: { 200: ClubProductList, ...errors },
        },
      },
      async (req) => offers.listMembershipProducts(deps, await caller(req), req.body.clubId),
    );

    app.post(
      '/events',
      {
        schema: {
          tags: ['events'],
          summary: 'Create an event (a draft until its image is uploaded with the answered id)',
          security,
          body: EventRequest,
          response: { 201: EventSaved, ...errors },
        },
      },
      async (req, reply) => reply.code(201).send(await offers.createEvent(deps, await caller(req), req.body)),
    );

    app.put(
      '/events',
      {
        schema: {
          tags: ['events'],
          summary: 'Update an event; its stored club decides who may',
          security,
          body: UpdateEventRequest,
          response: { 200: EventSaved, ...errors },
        },
      },
      async (req) => offers.updateEvent(deps, await caller(req), req.body),
    );

    app.post(
      '/events/club-all',
      {
        schema: {
          tags: ['events'],
          summary: 'Every event of the club for its administrators, drafts too',
          security,
          body: ClubEventsRequest,
          response: { 200: ClubEventList, ...errors },
        },
      },
      async (req) => offers.listClubEventsForAdmins(deps, await caller(req), req.body.clubId),
    );

    app.post(
      '/translate',
      {
        schema: {
          tags: ['translation'],
          summary:
            'Translate a description (at most 240 characters); without a translation service the text is copied and marked untranslated',
          security,
          body: TranslateRequest,
          response: { 200: TranslateResponse, ...errors, 429: ErrorBody, 502: ErrorBody },
        },
      },
      async (req) => {
        const user = await caller(req);
        try {
          await translations.consume(user.id);
        } catch (error) {
          if (!(error instanceof RateLimiterRes)) throw error;
          const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
          throw new AppError('rate_limited', undefined, { headers: { 'Retry-After': String(seconds) } });
        }
        return offers.translateText(deps, req.body, req.log);
      },
    );
  };
