import { ENDPOINTS } from '@tifo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/endpoint-route';
import { searchLocalities } from './localities';

/** GET /geo/localities?q=: Swiss towns and postcodes for address and location autocomplete. */
export const geoRoutes = (): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.route({
      ...routeOf(ENDPOINTS.getGeoLocalities),
      handler: async (req, reply) => {
        reply.header('Cache-Control', 'public, max-age=86400');
        return searchLocalities(req.query.q);
      },
    });
  };
