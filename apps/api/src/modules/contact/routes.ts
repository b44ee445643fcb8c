import { ENDPOINTS, languageFromHeader } from '@tifo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/endpoint-route';
import { optionalCaller } from '../auth/caller';
import type { AppDeps } from '../wiring/deps';
import { captchaKeys } from './captcha';
import * as contact from './service';

/** Contact form with the self-hosted proof-of-work captcha (PRODUCT.md §public-site). */
export const contactRoutes = (deps: AppDeps): FastifyPluginAsyncZod =>
  async function routes(app) {
    const contactDeps: contact.ContactDeps = { ...deps, captcha: captchaKeys(deps.config.jwtSecret) };

    app.route({
      ...routeOf(ENDPOINTS.getCaptchaChallenge),
      handler: async (_req, reply) => {
        reply.header('Cache-Control', 'no-store');
        return contact.newCaptchaChallenge(contactDeps);
      },
    });

    app.route({
      ...routeOf(ENDPOINTS.postEmailsContactUs),
      handler: async (req) =>
        contact.sendContactMessage(contactDeps, {
          ...req.body,
          ip: req.ip,
          language: languageFromHeader(req.headers['accept-language']),
          // Sent while logged in: the message is the account's (its data export), whatever address it names.
          userId: (await optionalCaller(req, deps))?.id ?? null,
        }),
    });
  };
