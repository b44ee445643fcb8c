import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';

export const healthRoutes = (database: Database): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.get(
      '/health',
      {
        schema: {
          tags: ['system'],
          summary: 'Liveness and database check',
          response: {
            200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
            503: z.object({ status: z.literal('unavailable'), message: z.string(), code: z.string() }),
          },
        },
      },
      async (_req, reply) => {
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
    );
  };
