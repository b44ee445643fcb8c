import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps';

/** Club directory, public club profile, sport types, localities, QR codes, favourites, public products and events. */
export const clubRoutes = (_deps: AppDeps): FastifyPluginAsyncZod => async function routes(_app) {};
