import { ENDPOINTS } from '@tifo/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { routeOf } from '../../platform/endpoint-route';

export const healthRoutes = (database: Database): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.route({
      ...routeOf(ENDPOINTS.getHealth),
      handler: async (_req, reply) => {
        try {
          await database.db.execute(sql`select 1`);
          return { status: 'ok' as const, database: database.kind };
        } catch {
          // Unhealthy: a load balancer takes the process out of rotation until the database answers again.
          return reply
            .code(503)
            .header('retry-after', '5')
            .send({
              status: 'unavailable' as const,
              message: 'Service unavailable. Please try again later.',
              code: 'unavailable',
            });
        }
      },
    });
  };
