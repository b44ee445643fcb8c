import { ENDPOINTS } from '@tifo/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { requireCaller } from '../auth/caller';
import { consume } from '../auth/rate-limit';
import { contractRoutes } from '../wiring/contract-route';
import type { AppDeps } from '../wiring/deps';
import * as offers from './service';

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

    const call = contractRoutes(app, { caller });

    call(ENDPOINTS.postProducts, (user, body) => offers.createProduct(deps, user, body));
    call(ENDPOINTS.putProducts, (user, body) => offers.updateProduct(deps, user, body));
    call(ENDPOINTS.putProductsStatus, (user, body) =>
      body.status === 'active'
        ? offers.reactivateProduct(deps, user, body.id)
        : offers.deactivateProductTellingSubscribers(deps, user, body.id),
    );
    call(ENDPOINTS.postProductsClub, (user, body) => offers.listClubProducts(deps, user, body.clubId));
    call(ENDPOINTS.postProductsMembershipProducts, (user, body) =>
      offers.listMembershipProducts(deps, user, body.clubId),
    );
    call(ENDPOINTS.postEvents, (user, body) => offers.createEvent(deps, user, body));
    call(ENDPOINTS.putEvents, (user, body) => offers.updateEvent(deps, user, body));
    call(ENDPOINTS.deleteEvents, (user, body) => offers.deleteEvent(deps, user, body.id));
    call(ENDPOINTS.postEventsClubAll, (user, body) =>
      offers.listClubEventsForAdmins(deps, user, body.clubId),
    );
    call(ENDPOINTS.postTranslate, async (user, body, req) => {
      await consume(translations, user.id);
      return offers.translateText(deps, body, req.log);
    });
  };
