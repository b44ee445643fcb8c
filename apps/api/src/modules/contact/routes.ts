import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps';

/** Contact form with the self-hosted captcha. */
export const contactRoutes = (_deps: AppDeps): FastifyPluginAsyncZod => async function routes(_app) {};
