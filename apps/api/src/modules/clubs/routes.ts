import {
  ClubDetails,
  ClubDetailsRequest,
  ClubIdRequest,
  ClubPage,
  ClubsFilterRequest,
  ClubsNearbyAllRequest,
  ClubsNearbyRequest,
  ClubsSearchRequest,
  ErrorBody,
  FavouriteRequest,
  FavouritesFilterRequest,
  languageFromHeader,
  MESSAGES,
  MessageResponse,
  PageRequest,
  ProductsFilterRequest,
  PublicEvent,
  PublicProduct,
  QR_FORMATS,
  QR_THEMES,
  SportTypePage,
  shortName as shortNameSchema,
} from '@tifo/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { optionalCaller, requireCaller } from '../auth/caller';
import { geoRoutes } from '../geo/routes';
import type { AppDeps } from '../wiring/deps';
import { QR_CONTENT_TYPES, renderClubQr } from './qr';
import * as q from './queries';
import * as clubs from './service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['clubs'];
const bearer = [{ bearerAuth: [] }];
/** A token is optional (OpenAPI's empty requirement): anyone may call, a logged-in caller may see more. */
const optionalBearer: Record<string, string[]>[] = [{ bearerAuth: [] }, {}];

/** /types/all may come without a body; its page size defaults to 100 (every type in one page). */
const SportTypesRequest = z.preprocess(
  (body) => body ?? {},
  PageRequest.extend({ pageSize: PageRequest.shape.pageSize.removeDefault().default(100) }),
);

/**
 * Sends JSON text the service already serialised with the route's schema (the public lists, which come from
 * a cache): Fastify passes a string with a JSON content type through without serialising it again.
 */
function sendJson(reply: FastifyReply, json: clubs.ClubPageJson) {
  return reply.type('application/json; charset=utf-8').send(json);
}

const QrParams = z.object({ shortName: z.string().max(100) });
const QrQuery = z.object({
  theme: z.enum(QR_THEMES, MESSAGES.status400).default('light'),
  format: z.enum(QR_FORMATS, MESSAGES.status400).default('png'),
});

/** Club directory, public club profile, sport types, localities, QR codes, favourites, public products and events. */
export const clubRoutes = (deps: AppDeps): FastifyPluginAsyncZod =>
  async function routes(app) {
    const caller = (req: Parameters<typeof requireCaller>[0]) => requireCaller(req, deps);

    await app.register(geoRoutes());

    app.post(
      '/clubs/all',
      {
        schema: {
          tags,
          summary: 'Public clubs by name',
          body: PageRequest,
          response: { 200: ClubPage, ...errors },
        },
      },
      async (req, reply) => sendJson(reply, await clubs.listClubs(deps, req.body)),
    );

    app.post(
      '/clubs/filter',
      {
        schema: {
          tags,
          summary: 'Public clubs of one sport type',
          body: ClubsFilterRequest,
          response: { 200: ClubPage, ...errors },
        },
      },
      async (req, reply) => sendJson(reply, await clubs.filterClubsBySport(deps, req.body)),
    );

    app.post(
      '/clubs/searchbar',
      {
        schema: {
          tags,
          summary: 'Public clubs whose name, short name, town or postcode contain every word',
          body: ClubsSearchRequest,
          response: { 200: ClubPage, ...errors },
        },
      },
      async (req, reply) => sendJson(reply, await clubs.searchClubs(deps, req.body)),
    );

    app.post(
      '/clubs/nearby',
      {
        schema: {
          tags,
          summary: 'Public clubs within the radius (km), nearest first',
          body: ClubsNearbyRequest,
          response: { 200: ClubPage, ...errors },
        },
      },
      async (req, reply) => sendJson(reply, await clubs.findClubsNearby(deps, req.body)),
    );

    app.post(
      '/clubs/nearbyAll',
      {
        schema: {
          tags,
          summary: 'Every public club, nearest first when a location is given',
          body: ClubsNearbyAllRequest,
          response: { 200: ClubPage, ...errors },
        },
      },
      async (req, reply) => sendJson(reply, await clubs.listClubsNearest(deps, req.body)),
    );

    app.post(
      '/types/all',
      {
        schema: {
          tags,
          summary: 'Sport types by German name',
          body: SportTypesRequest,
          response: { 200: SportTypePage, ...errors },
        },
      },
      (req) => clubs.listSportTypes(deps, req.body),
    );

    app.post(
      '/clubs/details',
      {
        schema: {
          tags,
          summary: "A club's public profile (a club that is not public only for its admins and operators)",
          security: optionalBearer,
          body: ClubDetailsRequest,
          response: { 200: ClubDetails, ...errors },
        },
      },
      async (req) => clubs.getClubDetails(deps, req.body.shortName, await optionalCaller(req, deps)),
    );

    app.get(
      '/clubs/:shortName/qr',
      {
        schema: {
          tags,
          summary: "QR code of a public club's page (png 512 px or svg)",
          params: QrParams,
          querystring: QrQuery,
        },
      },
      async (req, reply) => {
        const parsed = shortNameSchema.safeParse(req.params.shortName);
        const club = parsed.success ? await q.findPublicClubByShortName(deps.db, parsed.data) : undefined;
        if (!club) throw new AppError('not_found', MESSAGES.clubNotFound);
        const { theme, format } = req.query;
        const image = await renderClubQr(`${deps.config.publicUrl}/${club.shortName}`, theme, format);
        return reply
          .header('Content-Type', QR_CONTENT_TYPES[format])
          .header('Content-Disposition', `attachment; filename="tifo-${club.shortName}-qr.${format}"`)
          .header('Cache-Control', 'public, max-age=3600')
          .send(image);
      },
    );

    app.post(
      '/products/filter',
      {
        schema: {
          tags,
          summary:
            "{clubId}: a public club's offered products; {id}: one product. Descriptions follow Accept-Language.",
          body: ProductsFilterRequest,
          response: { 200: z.union([z.array(PublicProduct), PublicProduct]), ...errors },
        },
      },
      (req) => {
        const language = languageFromHeader(req.headers['accept-language']);
        return 'clubId' in req.body
          ? clubs.listClubProducts(deps, req.body.clubId, language)
          : clubs.getProduct(deps, req.body.id, language);
      },
    );

    app.post(
      '/events/club',
      {
        schema: {
          tags,
          summary: "A public club's events: upcoming first, then past ones; at most 20",
          body: ClubIdRequest,
          response: { 200: z.array(PublicEvent), ...errors },
        },
      },
      (req) =>
        clubs.listClubEvents(deps, req.body.clubId, languageFromHeader(req.headers['accept-language'])),
    );

    app.post(
      '/favourites/filter',
      {
        schema: {
          tags,
          summary: "The caller's favourite public clubs",
          security: bearer,
          body: FavouritesFilterRequest,
          response: { 200: ClubPage, ...errors },
        },
      },
      async (req) => clubs.listFavourites(deps, await caller(req), req.body),
    );

    app.post(
      '/favourites',
      {
        schema: {
          tags,
          summary: 'Add a favourite club (idempotent)',
          security: bearer,
          body: FavouriteRequest,
          response: { 200: MessageResponse, ...errors },
        },
      },
      async (req) => clubs.addFavourite(deps, await caller(req), req.body),
    );

    app.delete(
      '/favourites',
      {
        schema: {
          tags,
          summary: 'Remove a favourite club (idempotent)',
          security: bearer,
          body: FavouriteRequest,
          response: { 200: MessageResponse, ...errors },
        },
      },
      async (req) => clubs.removeFavourite(deps, await caller(req), req.body),
    );
  };
