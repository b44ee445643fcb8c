import { ContactRequest, ErrorBody, languageFromHeader, MessageResponse } from '@tifo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optionalCaller } from '../auth/caller';
import type { AppDeps } from '../wiring/deps';
import { CaptchaChallenge, captchaKeys } from './captcha';
import * as contact from './service';

const tags = ['contact'];

/** Contact form with the self-hosted proof-of-work captcha (PRODUCT.md §public-site). */
export const contactRoutes = (deps: AppDeps): FastifyPluginAsyncZod =>
  async function routes(app) {
    const contactDeps: contact.ContactDeps = { ...deps, captcha: captchaKeys(deps.config.jwtSecret) };

    app.get(
      '/captcha/challenge',
      {
        schema: {
          tags,
          summary: 'A proof-of-work challenge for the ALTCHA widget (valid 10 minutes)',
          response: { 200: CaptchaChallenge },
        },
      },
      async (_req, reply) => {
        reply.header('Cache-Control', 'no-store');
        return contact.newCaptchaChallenge(contactDeps);
      },
    );

    app.post(
      '/emails/contact-us',
      {
        schema: {
          tags,
          summary: 'Send a message to the operator; the sender gets a copy',
          // The token is optional: a message sent while logged in belongs to that account.
          security: [{ bearerAuth: [] }, {}],
          description:
            'recaptchaResponse carries the solved captcha: the base64 payload of the ALTCHA widget. Each solution is accepted once.',
          body: ContactRequest,
          response: { 200: MessageResponse, 400: ErrorBody, 429: ErrorBody },
        },
      },
      async (req) =>
        contact.sendContactMessage(contactDeps, {
          ...req.body,
          ip: req.ip,
          language: languageFromHeader(req.headers['accept-language']),
          // Sent while logged in: the message is the account's (its data export), whatever address it names.
          userId: (await optionalCaller(req, deps))?.id ?? null,
        }),
    );
  };
