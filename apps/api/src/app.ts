import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { PAYOUT_FILE_NAME } from '@tifo/contract';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { DestinationStream } from 'pino';
import { createMailTransport, type MailTransport } from './adapters/mail';
import { createPaymentProviders } from './adapters/payments';
import { createStorage, type Storage } from './adapters/storage';
import { createTranslator } from './adapters/translation';
import type { Config } from './config';
import type { Database } from './db/client';
import { AppError } from './errors';
import { loggerOptions } from './logger';
import { jobRoutes } from './modules/admin/jobs-routes';
import type { Caller } from './modules/auth/caller';
import { guardSecuredRoutes } from './modules/auth/guard';
import { createRateLimits } from './modules/auth/rate-limit';
import { createTokenSigner } from './modules/auth/tokens';
import { campaignJobs } from './modules/campaigns/jobs';
import { campaignRoutes } from './modules/campaigns/routes';
import { type CampaignsDeps, replaceCardOfPledges } from './modules/campaigns/service';
import { closureJobs } from './modules/closure/jobs';
import { closureRoutes } from './modules/closure/routes';
import { followClubDataChanges } from './modules/clubs/change-feed';
import { clubRoutes } from './modules/clubs/routes';
import { seoRoutes } from './modules/clubs/seo';
import { contactRoutes } from './modules/contact/routes';
import { moneyNoticeJobs } from './modules/dashboard/money-notices';
import { dashboardRoutes } from './modules/dashboard/routes';
import { deliveryJobs } from './modules/deliveries/jobs';
import { deliveryRoutes } from './modules/deliveries/routes';
import { clockRoutes } from './modules/dev/clock';
import { mailboxRoutes } from './modules/dev/mailbox';
import { fileRoutes } from './modules/files/routes';
import { healthRoutes } from './modules/health/routes';
import { readClockOffset } from './modules/jobs/queries';
import { createScheduler, type Scheduler } from './modules/jobs/scheduler';
import { ledgerRoutes } from './modules/ledger/routes';
import { linkPageRoutes, linkRoutes } from './modules/links/routes';
import { mailJobs } from './modules/mail/jobs';
import { createMailer } from './modules/mail/service';
import { maintenanceJobs } from './modules/maintenance/jobs';
import { renderInvoice } from './modules/memberships/documents';
import { membershipJobs } from './modules/memberships/jobs';
import { membershipRoutes } from './modules/memberships/routes';
import {
  type MembershipsDeps,
  membershipPaymentBooked,
  membershipPaymentRefunded,
  quoteMembership,
  replaceCardOfMemberships,
} from './modules/memberships/service';
import { createMetrics } from './modules/metrics/registry';
import { metricsRoutes } from './modules/metrics/routes';
import { moderationRoutes } from './modules/moderation/routes';
import { offerRoutes } from './modules/offers/routes';
import { organisationRoutes } from './modules/organisations/routes';
import { chargingOf } from './modules/payments/charge';
import { paymentJobs } from './modules/payments/jobs';
import { renderReceipt } from './modules/payments/receipt';
import { paymentRoutes } from './modules/payments/routes';
import type { PaymentsDeps } from './modules/payments/service';
import { payoutJobs } from './modules/payouts/jobs';
import { payoutRoutes } from './modules/payouts/routes';
import { type PayoutServiceDeps, payoutStatementLink, renderStatement } from './modules/payouts/service';
import { reviewJobs } from './modules/review/digest';
import { reviewRoutes } from './modules/review/routes';
import { watchSessions } from './modules/sessions/live';
import { subscriptionJobs } from './modules/subscriptions/jobs';
import { subscriptionRoutes } from './modules/subscriptions/routes';
import {
  replaceCardOfSubscriptions,
  type SubscriptionsDeps,
  startSubscription,
  tellSubscribersOfDeactivation,
} from './modules/subscriptions/service';
import { renderCertificateDocument } from './modules/supporter/certificate';
import { supporterJobs } from './modules/supporter/jobs';
import { supporterRoutes } from './modules/supporter/routes';
import { userRoutes } from './modules/users/routes';
import { createWebPages } from './modules/web/pages';
import type { AppDeps } from './modules/wiring/deps';
import { type Clock, MovableClock, systemClock } from './platform/clock';
import { requireDeclaredRoutes } from './platform/endpoint-route';
import { answerErrors } from './platform/error-answer';
import { registerOpenApi } from './platform/openapi';

export const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** The web app's server renderer (`vite build --ssr`, see apps/web/src/entry-server.tsx). */
export const WEB_SSR_ENTRY = fileURLToPath(new URL('../../web/dist-ssr/entry-server.js', import.meta.url));

/** The pages a donate button's popup passes through: the give page, the sandbox providers' pages, the result. */
const POPUP_PATHS = ['/give/', '/payment/', '/api/payments/sandbox/3ds/', '/api/payments/sandbox/twint/'];

export interface AppOptions {
  config: Config;
  database: Database;
  transport?: MailTransport;
  /** Tests may pass another storage; by default the one the configuration names. */
  storage?: Storage;
  logStream?: DestinationStream;
}

export async function buildApp({ config, database, transport, storage, logStream }: AppOptions) {
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, logStream),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Unique across processes and restarts: every log line of a request carries it (reqId), every answer
    // names it (X-Request-Id), and a 5xx body gives it to quote to support.
    genReqId: () => randomUUID(),
  });
  app.addHook('onRequest', async (req, reply) => {
    reply.header('X-Request-Id', req.id);
  });
  const metrics = createMetrics(app, database);
  // JSON bodies: a NUL character is never valid text and PostgreSQL cannot store it, so such a body is a 400
  // here rather than a database error later.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      done(
        null,
        JSON.parse(text, (_key, value: unknown) => {
          if (typeof value === 'string' && value.includes('\u0000')) throw new Error('NUL in a string');
          return value;
        }),
      );
    } catch {
      done(new AppError('validation', 'status400'), undefined);
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const mailer = createMailer({
    db: database.db,
    transport: transport ?? createMailTransport(config),
    config,
    log: app.log,
  });
  // Production runs on the real time; elsewhere /dev/clock and tests may move it forward (kept across restarts).
  const clock: Clock =
    config.NODE_ENV === 'production' ? systemClock : new MovableClock(await readClockOffset(database.db));
  const deps: AppDeps = {
    clock,
    db: database.db,
    database,
    config,
    mailer,
    signer: createTokenSigner(config.jwtSecret, config.ACCESS_TOKEN_TTL_SECONDS),
    limits: createRateLimits(config, database),
    translator: createTranslator(config),
    storage: storage ?? (await createStorage(config)),
  };
  app.decorate('mailer', mailer);
  const paymentsDeps: PaymentsDeps = {
    db: deps.db,
    config,
    mailer,
    providers: createPaymentProviders(config, deps.db),
    clock,
    onFirstRecurringPayment: startSubscription,
    memberships: {
      quote: quoteMembership,
      booked: membershipPaymentBooked,
      refunded: membershipPaymentRefunded,
    },
  };
  // Subscriptions and memberships charge through payments' Charging only, never through its other parts.
  const processDeps = {
    db: deps.db,
    mailer,
    config,
    charging: chargingOf(paymentsDeps),
    clock,
    log: app.log,
    claimSeconds: config.RENEWAL_CLAIM_SECONDS,
  };
  const subscriptionsDeps: SubscriptionsDeps = processDeps;
  const membershipsDeps: MembershipsDeps = processDeps;
  const campaignsDeps: CampaignsDeps = processDeps;
  const payoutsDeps: PayoutServiceDeps = { db: deps.db, config, clock, mailer, log: app.log };
  mailer.useDocuments(async (document) => {
    if (document.kind === 'payoutStatement') return renderStatement(payoutsDeps, deps.storage, document.id);
    if (document.kind === 'membershipInvoice')
      return renderInvoice(membershipsDeps, deps.storage, document.id);
    if (document.kind === 'donationReceipt') return renderReceipt(paymentsDeps, deps.storage, document.id);
    if (document.kind === 'annualCertificate') return renderCertificateDocument(deps, document.id);
    throw new Error(`unknown document kind ${document.kind}`);
  });
  const cardOfSubscriptions = replaceCardOfSubscriptions(subscriptionsDeps);
  const cardOfMemberships = replaceCardOfMemberships(membershipsDeps);
  const cardOfPledges = replaceCardOfPledges(campaignsDeps);
  paymentsDeps.onCardSaved = async (userId, provider, paymentMethodId) => {
    await cardOfSubscriptions(userId, provider, paymentMethodId);
    await cardOfMemberships(userId, provider, paymentMethodId);
    await cardOfPledges(userId, provider, paymentMethodId);
  };
  const scheduler = createScheduler(database, { db: deps.db, clock, log: app.log }, [
    ...mailJobs(mailer),
    ...paymentJobs(paymentsDeps),
    ...subscriptionJobs(subscriptionsDeps),
    ...campaignJobs(campaignsDeps),
    ...membershipJobs(membershipsDeps),
    ...payoutJobs(payoutsDeps),
    ...deliveryJobs(deps),
    ...reviewJobs(deps),
    ...moneyNoticeJobs(deps),
    ...closureJobs(deps),
    ...supporterJobs(deps),
    ...maintenanceJobs(database),
  ]);
  app.decorate('scheduler', scheduler);
  app.decorate('clock', clock);
  app.addHook('onClose', async () => scheduler.stop());
  app.addHook('onClose', () => mailer.close());
  // Several processes on one PostgreSQL: a club change made through one empties the others' list caches.
  if (database.kind === 'postgres') {
    const feed = followClubDataChanges(database, app.log);
    app.addHook('onClose', () => feed.stop());
  }
  // Sessions checked from memory, told of every revocation (on PostgreSQL by the database's announcements).
  const liveSessions = watchSessions(database, config.ACCESS_TOKEN_TTL_SECONDS, app.log);
  app.addHook('onClose', () => liveSessions.stop());

  // The tests hold every endpoint to the error keys it declares (contract errorKeys).
  answerErrors(app, metrics.databaseUnavailable, { strictErrorKeys: config.NODE_ENV === 'test' });

  const stripeJs = config.cardProvider === 'stripe';
  // The web app's refresh token travels in an HttpOnly cookie (modules/users/session-cookie.ts).
  await app.register(cookie);
  // The security headers, built once: @fastify/helmet 13 calls helmet() on every request, which parses the
  // Content-Security-Policy again each time (6 % of a varied /clubs/nearby call on PGlite, docs/performance-log/2026-11.md).
  // The headers go onto the raw response, as that plugin sets them; a route's own header still wins.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(stripeJs ? ['https://js.stripe.com', 'https://*.js.stripe.com'] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...(stripeJs ? ['https://api.stripe.com'] : [])],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        // Videos load only after a click (see VideoEmbed), from YouTube's no-cookie domain. Stripe.js (card
        // field, 3-D Secure) runs in Stripe's frames, only when Stripe is the card provider.
        frameSrc: [
          'https://www.youtube-nocookie.com',
          ...(stripeJs
            ? ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']
            : []),
        ],
        // The proof-of-work captcha solves its challenge in web workers.
        workerSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity: config.NODE_ENV === 'production',
  });
  app.addHook('onRequest', (req, reply, done) => {
    securityHeaders(req.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });

  await registerOpenApi(app, config);
  guardSecuredRoutes(app, deps.signer);

  await app.register(
    async (api) => {
      // Every route below is a contract endpoint's (packages/contract ENDPOINTS), or the app does not start.
      requireDeclaredRoutes(api, '/api');
      await api.register(healthRoutes(database));
      await api.register(userRoutes(deps));
      await api.register(clubRoutes(deps));
      await api.register(contactRoutes(deps));
      await api.register(
        offerRoutes({
          ...deps,
          tellSubscribersOfDeactivation: (productId) => tellSubscribersOfDeactivation(deps, productId),
        }),
      );
      await api.register(organisationRoutes(deps));
      const payoutStatement = {
        name: PAYOUT_FILE_NAME,
        link: (caller: Caller, id: string) => payoutStatementLink(deps, caller, id),
      };
      await api.register(fileRoutes({ ...deps, namedFiles: [payoutStatement] }));
      await api.register(reviewRoutes(deps));
      await api.register(moderationRoutes(deps));
      await api.register(closureRoutes(deps));
      await api.register(ledgerRoutes(deps));

      await api.register(paymentRoutes({ ...deps, payments: paymentsDeps }));
      await api.register(linkRoutes({ ...deps, payments: paymentsDeps }));
      await api.register(jobRoutes({ ...deps, scheduler }));
      await api.register(subscriptionRoutes({ ...deps, subscriptions: subscriptionsDeps }));
      await api.register(membershipRoutes({ ...deps, memberships: membershipsDeps }));
      await api.register(campaignRoutes({ ...deps, campaigns: campaignsDeps }));
      await api.register(dashboardRoutes(deps));
      await api.register(deliveryRoutes(deps));
      await api.register(supporterRoutes(deps));
      await api.register(metricsRoutes({ ...deps, metrics }));
      await api.register(payoutRoutes({ ...deps, payouts: payoutsDeps, payments: paymentsDeps }));
    },
    { prefix: '/api' },
  );
  await app.register(seoRoutes(deps));
  await app.register(linkPageRoutes({ ...deps, payments: paymentsDeps }));

  // Behind a proxy (TRUST_PROXY) every request arrives from the proxy, often this machine: no /dev/* at all.
  const devRoutes = !config.TRUST_PROXY;
  if (devRoutes && config.mailAdapter === 'outbox' && config.NODE_ENV !== 'production') {
    await app.register(mailboxRoutes(database.db, mailer), { prefix: '/dev' });
  }
  if (devRoutes && clock instanceof MovableClock) {
    await app.register(clockRoutes({ db: database.db, clock, scheduler, log: app.log }), { prefix: '/dev' });
  }

  const serveWeb = config.SERVE_WEB && existsSync(`${WEB_DIST}/index.html`);
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: WEB_DIST,
      wildcard: false,
      // Pages, / included, are answered by the page fallback below (pre-rendered, server-rendered or the app).
      index: false,
      // The build writes .br and .gz beside each asset (scripts/compress-dist.mjs).
      preCompressed: true,
      setHeaders(res, filePath) {
        res.header(
          'Cache-Control',
          filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // The donate button's script is loaded by other websites (issue 48).
        if (filePath.includes('/embed/')) res.header('Cross-Origin-Resource-Policy', 'cross-origin');
      },
    });
  }

  // The mobile app's card form carries a bearer token in its path: it must never leave in a Referer header
  // nor be kept by a cache (issue 6).
  app.addHook('onSend', async (req, reply, payload) => {
    // A gift from another website's donate button runs in a popup that tells its opener of the gift (issue 48):
    // the pages of that way keep the opener (the others stay isolated by Cross-Origin-Opener-Policy).
    if (POPUP_PATHS.some((prefix) => req.url.startsWith(prefix))) {
      reply.header('Cross-Origin-Opener-Policy', 'unsafe-none');
    }
    if (req.url.startsWith('/payment-stripe/')) {
      reply.header('Referrer-Policy', 'no-referrer');
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });

  const sendPage = serveWeb ? createWebPages(app, deps, WEB_DIST, WEB_SSR_ENTRY) : undefined;
  app.setNotFoundHandler(async (req, reply) => {
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !req.url.startsWith('/api');
    if (sendPage && isPage) return sendPage(req, reply);
    throw new AppError('not_found');
  });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: ReturnType<typeof createMailer>;
    scheduler: Scheduler;
    clock: Clock;
  }
}
