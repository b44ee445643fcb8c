import { ENDPOINTS, languageFromHeader, shortName as shortNameSchema } from '@tifo/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { routeOf } from '../../platform/endpoint-route';
import { optionalCaller, requireCaller } from '../auth/caller';
import { geoRoutes } from '../geo/routes';
import type { AppDeps } from '../wiring/deps';
import { QR_CONTENT_TYPES, renderClubQr } from './qr';
import * as q from './queries';
import * as clubs from './service';

/**
 * Sends JSON text the service already serialised with the route's schema (the public lists, which come from
 * a cache): Fastify passes a string with a JSON content type through without serialising it again.
 */
function sendJson(reply: FastifyReply, json: clubs.ClubPageJson) {
  return reply.type('application/json; charset=utf-8').send(json);
}

/** Club directory, public club profile, sport types, localities, QR codes, favourites, public products and events. */
export const clubRoutes = (deps: AppDeps): FastifyPluginAsyncZod =>
  async function routes(app) {
    const caller = (req: Parameters<typeof requireCaller>[0]) => requireCaller(req, deps);

    await app.register(geoRoutes());

    app.route({
      ...routeOf(ENDPOINTS.postClubsAll),
      handler: async (req, reply) => sendJson(reply, await clubs.listClubs(deps, req.body)),
    });

    app.route({
      ...routeOf(ENDPOINTS.postClubsFilter),
      handler: async (req, reply) => sendJson(reply, await clubs.filterClubsBySport(deps, req.body)),
    });

    app.route({
      ...routeOf(ENDPOINTS.postClubsSearchbar),
      handler: async (req, reply) => sendJson(reply, await clubs.searchClubs(deps, req.body)),
    });

    app.route({
      ...routeOf(ENDPOINTS.postClubsNearby),
      handler: async (req, reply) => sendJson(reply, await clubs.findClubsNearby(deps, req.body)),
    });

    app.route({
      ...routeOf(ENDPOINTS.postClubsNearbyAll),
      handler: async (req, reply) => sendJson(reply, await clubs.listClubsNearest(deps, req.body)),
    });

    app.route({ ...routeOf(ENDPOINTS.postTypesAll), handler: (req) => clubs.listSportTypes(deps, req.body) });

    app.route({
      ...routeOf(ENDPOINTS.postClubsDetails),
      handler: async (req) => clubs.getClubDetails(deps, req.body.shortName, await optionalCaller(req, deps)),
    });

    app.route({
      ...routeOf(ENDPOINTS.getClubsByShortNameQr),
      handler: async (req, reply) => {
        const parsed = shortNameSchema.safeParse(req.params.shortName);
        const club = parsed.success ? await q.findPublicClubByShortName(deps.db, parsed.data) : undefined;
        if (!club) throw new AppError('not_found', 'clubNotFound');
        const { theme, format } = req.query;
        const image = await renderClubQr(`${deps.config.publicUrl}/${club.shortName}`, theme, format);
        return reply
          .header('Content-Type', QR_CONTENT_TYPES[format])
          .header('Content-Disposition', `attachment; filename="tifo-${club.shortName}-qr.${format}"`)
          .header('Cache-Control', 'public, max-age=3600')
          .send(image);
      },
    });

    app.route({
      ...routeOf(ENDPOINTS.postProductsFilter),
      handler: (req) => {
        const language = languageFromHeader(req.headers['accept-language']);
        return 'clubId' in req.body
          ? clubs.listClubProducts(deps, req.body.clubId, language, deps.clock.now())
          : clubs.getProduct(deps, req.body.id, language, deps.clock.now());
      },
    });

    app.route({
      ...routeOf(ENDPOINTS.postEventsClub),
      handler: (req) =>
        clubs.listClubEvents(deps, req.body.clubId, languageFromHeader(req.headers['accept-language'])),
    });

    app.route({
      ...routeOf(ENDPOINTS.postFavouritesFilter),
      handler: async (req) => clubs.listFavourites(deps, await caller(req), req.body),
    });

    app.route({
      ...routeOf(ENDPOINTS.postFavourites),
      handler: async (req) => clubs.changeFavourite(deps, await caller(req), req.body, 'add'),
    });

    app.route({
      ...routeOf(ENDPOINTS.deleteFavourites),
      handler: async (req) => clubs.changeFavourite(deps, await caller(req), req.body, 'remove'),
    });
  };
