import type { AnswerInputOf, EndpointSpec } from '@tifo/contract';
import type { FastifyRequest, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { routeOf } from '../../platform/endpoint-route';
import type { Caller } from '../auth/caller';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** An endpoint with a JSON body and one JSON answer. */
type BodyEndpoint = EndpointSpec & { body: z.ZodType };

/**
 * Registers contract endpoints of one shape: a logged-in caller, the declared body in, the declared answer out
 * (with its declared status). `call(ENDPOINTS.x, (caller, body, req) => …)`.
 */
export function contractRoutes(app: ZodApp, defaults: { caller: (req: FastifyRequest) => Promise<Caller> }) {
  return <const E extends BodyEndpoint>(
    endpoint: E,
    handler: (caller: Caller, body: z.output<E['body']>, req: FastifyRequest) => Promise<AnswerInputOf<E>>,
  ) => {
    const status = Number(Object.keys(endpoint.answers)[0] ?? 200);
    const route = routeOf(endpoint);
    // Typed as a plain schema: the generic body and answer are opaque to Fastify's type provider here, so the
    // handler is typed by this function's signature instead (the body was parsed with the declared schema,
    // the answer is serialised with the declared one).
    app.route({
      ...route,
      schema: route.schema as FastifySchema,
      handler: async (req, reply) => {
        const answer = await handler(await defaults.caller(req), req.body as z.output<E['body']>, req);
        return reply.code(status).send(answer);
      },
    });
  };
}
