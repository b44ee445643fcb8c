import { ErrorBody, Locality, MESSAGES } from '@tifo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOCALITY_QUERY, searchLocalities } from './localities';

const LocalitiesQuery = z.object({
  q: z.string(MESSAGES.status400).max(LOCALITY_QUERY.maxLength, MESSAGES.status400).default(''),
});

/** GET /geo/localities?q=: Swiss towns and postcodes for address and location autocomplete. */
export const geoRoutes = (): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.get(
      '/geo/localities',
      {
        schema: {
          tags: ['geo'],
          summary:
            'Swiss localities whose postcode or name starts with q (at least 2 characters), at most 10',
          querystring: LocalitiesQuery,
          response: { 200: z.array(Locality), 400: ErrorBody },
        },
      },
      async (req, reply) => {
        reply.header('Cache-Control', 'public, max-age=86400');
        return searchLocalities(req.query.q);
      },
    );
  };
