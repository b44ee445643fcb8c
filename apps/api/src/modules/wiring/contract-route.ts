import type { ErrorBody } from '@tifo/contract';
import type { FastifyRequest, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Caller } from '../auth/caller';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

interface Defaults {
  tags: string[];
  /** The error answers every call may give (OpenAPI). */
  errors: Record<number, typeof ErrorBody>;
  /** The logged-in caller of a request (401 without one). */
  caller: (req: FastifyRequest) => Promise<Caller>;
}

/**
 * Registers calls of one shape: a logged-in caller, the contract's body in, the contract's answer out.
 * `call(method, url, summary, schemas, handler)`; `schemas` may add tags and error answers of its own.
 */
export function contractRoutes(app: ZodApp, defaults: Defaults) {
  const security = [{ bearerAuth: [] }];
  return <Body extends z.ZodType, Answer extends z.ZodType>(
    method: 'POST' | 'PUT',
    url: string,
    summary: string,
    schemas: {
      body: Body;
      answer: Answer;
      status?: 200 | 201;
      tags?: string[];
      errors?: Record<number, typeof ErrorBody>;
    },
    handler: (caller: Caller, body: z.output<Body>, req: FastifyRequest) => Promise<z.input<Answer>>,
  ) => {
    const status = schemas.status ?? 200;
    // Typed as a plain schema: the generic body and answer are opaque to Fastify's type provider here, so the
    // handler below is typed by this function's signature instead (the body was parsed with `schemas.body`,
    // the answer is serialised with `schemas.answer`).
    const schema: FastifySchema = {
      tags: schemas.tags ?? defaults.tags,
      summary,
      security,
      body: schemas.body,
      response: { [status]: schemas.answer, ...defaults.errors, ...schemas.errors },
    };
    app.route({
      method,
      url,
      schema,
      handler: async (req, reply) => {
        const answer = await handler(await defaults.caller(req), req.body as z.output<Body>, req);
        return reply.code(status).send(answer);
      },
    });
  };
}
