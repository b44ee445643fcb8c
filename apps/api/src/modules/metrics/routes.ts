import { timingSafeEqual } from 'node:crypto';
import { ENDPOINTS } from '@tifo/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { routeOf } from '../../platform/endpoint-route';
import { isPlatformOperator, requireCaller } from '../auth/caller';
import type { AppDeps } from '../wiring/deps';
import type { Metrics } from './registry';

/** The configured scrape token, compared in constant time. */
function hasToken(req: FastifyRequest, token: string | undefined): boolean {
  const given = req.headers.authorization?.replace(/^Bearer\s+/, '') ?? '';
  if (!token || given.length !== token.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(token));
}

/** GET /api/metrics: for Prometheus with METRICS_TOKEN, or for the operator logged in. */
export const metricsRoutes = (deps: AppDeps & { metrics: Metrics }): FastifyPluginAsync =>
  async function routes(app) {
    app.route({
      ...routeOf(ENDPOINTS.getMetrics),
      handler: async (req, reply) => {
        if (!hasToken(req, deps.config.METRICS_TOKEN)) {
          const caller = await requireCaller(req, deps);
          if (!isPlatformOperator(caller)) throw new AppError('forbidden');
        }
        const text = await deps.metrics.text();
        return reply.type(deps.metrics.contentType).header('Cache-Control', 'no-store').send(text);
      },
    });
  };
