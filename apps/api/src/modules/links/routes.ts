import {
  ENDPOINTS,
  isLanguage,
  LinkCode,
  languageFromHeader,
  toWireLanguage,
  WIRE_LANGUAGES,
  type WireLanguage,
} from '@tifo/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sandboxMethodAnswer } from '../../adapters/payments-sandbox';
import { AppError } from '../../errors';
import { routeOf } from '../../platform/endpoint-route';
import { optionalCaller, requireCaller } from '../auth/caller';
import { clubLogo } from '../documents/logos';
import { renderPdf } from '../documents/render';
import type { PaymentsDeps } from '../payments/service';
import { claimGuestAccount } from '../users/guests';
import { contractRoutes } from '../wiring/contract-route';
import type { AppDeps } from '../wiring/deps';
import {
  type GiveDeps,
  guestSandboxPaymentMethod,
  payThroughLink,
  settleLinkTwint,
  twintThroughLink,
} from './give';
import { linkMissingPage, linkPage } from './page';
import { POSTER_PDF } from './poster-pdf';
import * as links from './service';

export type LinkRouteDeps = AppDeps & { payments: PaymentsDeps };

const giveDepsOf = (deps: LinkRouteDeps): GiveDeps => ({ ...deps, payments: deps.payments, accounts: deps });

/** Payment links (issue 48): the club's links and posters, a link's public data, giving through it, the claim. */
export const linkRoutes = (deps: LinkRouteDeps): FastifyPluginAsyncZod =>
  async function routes(app) {
    const give = giveDepsOf(deps);
    const call = contractRoutes(app, { caller: (req) => requireCaller(req, deps) });
    const maybeCaller = async (req: FastifyRequest) => (await optionalCaller(req, deps)) ?? null;

    call(ENDPOINTS.postPaymentLinks, (caller, body) => links.createLink(deps, caller, body));
    call(ENDPOINTS.postPaymentLinksList, (caller, body) => links.listLinks(deps, caller, body.clubId));
    call(ENDPOINTS.postPaymentLinksArchive, (caller, body) => links.archiveLink(deps, caller, body));
    call(ENDPOINTS.postPaymentLinksEmbed, (caller, body) => links.embedSettings(deps, caller, body.clubId));
    call(ENDPOINTS.putPaymentLinksEmbed, (caller, body) => links.setEmbedOrigins(deps, caller, body));

    app.route({
      ...routeOf(ENDPOINTS.postPaymentLinksPoster),
      handler: async (req, reply) => {
        const caller = await requireCaller(req, deps);
        const { link, product, club } = await links.linkOfClub(
          deps,
          caller,
          req.body.clubId,
          req.body.linkId,
        );
        const pdf = await renderPdf(POSTER_PDF, {
          format: req.body.format,
          language: req.body.language,
          platform: deps.config.PLATFORM_NAME,
          url: links.linkUrl(deps, link.code),
          clubName: club.name,
          productTitle: product.title,
          amountRappen: link.amountRappen ?? (product.crowdFunding ? null : product.priceRappen),
          clubLogo: await clubLogo(deps.storage, club.logo),
          date: link.createdAt,
        });
        const fileName = `tifo-poster-${link.code}-${req.body.format}-${req.body.language}.pdf`;
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `attachment; filename="${fileName}"`)
          .header('Cache-Control', 'private, no-store')
          .send(pdf);
      },
    });

    app.route({
      ...routeOf(ENDPOINTS.getLinksByCode),
      handler: async (req, reply) => {
        // Public data, read by the donate button on other websites (issue 48): any origin, never with cookies.
        reply
          .header('Access-Control-Allow-Origin', '*')
          .header('Cross-Origin-Resource-Policy', 'cross-origin')
          .header('Vary', 'Accept-Language');
        return links.publicLink(
          deps,
          req.params.code,
          languageFromHeader(req.headers['accept-language']),
          req.headers.origin,
        );
      },
    });
    app.route({
      ...routeOf(ENDPOINTS.postLinksByCodePay),
      handler: async (req, reply) => {
        const answer = await payThroughLink(give, await maybeCaller(req), req.params.code, req.body, req.ip);
        return reply.code(answer.status === 'processing' ? 202 : 200).send(answer);
      },
    });
    app.route({
      ...routeOf(ENDPOINTS.postLinksByCodeInitializeTwint),
      handler: async (req) =>
        twintThroughLink(give, await maybeCaller(req), req.params.code, req.body, req.ip),
    });
    app.route({
      ...routeOf(ENDPOINTS.postLinksPayTwint),
      handler: async (req) => settleLinkTwint(give, await maybeCaller(req), req.body.transactionId),
    });
    app.route({
      ...routeOf(ENDPOINTS.postLinksByCodeSandboxPaymentMethod),
      handler: async (req, reply) => {
        const method = await guestSandboxPaymentMethod(give, req.params.code, req.body, req.ip);
        return reply.code(201).send(sandboxMethodAnswer(method));
      },
    });
    app.route({
      ...routeOf(ENDPOINTS.postLinksClaim),
      handler: async (req) => claimGuestAccount(deps, { ...req.body, ip: req.ip }),
    });
  };

/** The page's language: `?lang=`, else the language cookie, else the browser's, else German. */
function pageLanguageOf(req: FastifyRequest): WireLanguage {
  const asked = (req.query as { lang?: unknown }).lang;
  if (typeof asked === 'string' && (WIRE_LANGUAGES as readonly string[]).includes(asked)) {
    return asked as WireLanguage;
  }
  const cookie = /(?:^|;\s*)language=([^;]*)/.exec(req.headers.cookie ?? '')?.[1];
  return isLanguage(cookie) ? toWireLanguage(cookie) : languageFromHeader(req.headers['accept-language']);
}

/** GET /l/<code>: a payment link's page, at the site's root (outside /api), rendered as plain HTML. */
export const linkPageRoutes = (deps: LinkRouteDeps): FastifyPluginAsync =>
  async function routes(app) {
    app.get('/l/:code', { schema: { hide: true } }, async (req, reply) => {
      const { code } = req.params as { code: string };
      const language = pageLanguageOf(req);
      reply.header('Vary', 'Accept-Language, Cookie').header('Content-Language', language);
      const valid = LinkCode.safeParse(code);
      try {
        if (!valid.success) throw new AppError('not_found', 'paymentLinkNotFound');
        const link = await links.publicLink(deps, valid.data, language);
        return reply
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'public, max-age=60')
          .send(linkPage(link, language));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const gone = error.status === 410;
        return reply
          .code(gone ? 410 : 404)
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .send(linkMissingPage(language, gone, `/l/${encodeURIComponent(code)}`));
      }
    });
  };
