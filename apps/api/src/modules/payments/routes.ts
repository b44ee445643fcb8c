import { ENDPOINTS, MESSAGES } from '@tifo/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ProviderTimeoutError,
  ProviderUnavailableError,
  sandboxTwintSignKey,
  WebhookSignatureError,
} from '../../adapters/payments';
import {
  CardRejected,
  createSandboxCardProvider,
  createSandboxPaymentMethod,
  sandboxMethodAnswer,
} from '../../adapters/payments-sandbox';
import { createSandboxTwintProvider } from '../../adapters/payments-sandbox-twint';
import { AppError, fieldError } from '../../errors';
import { routeOf } from '../../platform/endpoint-route';
import { callerOf, requireCaller, requireClaims } from '../auth/caller';
import type { AppDeps } from '../wiring/deps';
import { handleCardWebhook } from './book-donation';
import * as checkout from './card';
import { chooseGiver, giverOf } from './giver';
import { challengePage, messagePage, safeReturnPath, twintPage } from './pages';
import * as q from './queries';
import * as payments from './service';
import * as twint from './twint';

const CHECKOUT_PATH = '/donation/checkout';

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** Checkout and payments (PRODUCT.md §checkout; issue 6). */
export const paymentRoutes = (deps: AppDeps & { payments: payments.PaymentsDeps }): FastifyPluginAsyncZod =>
  async function routes(app) {
    const caller = (req: Parameters<typeof requireCaller>[0]) => requireCaller(req, deps);
    const paymentDeps = deps.payments;
    /**
     * The caller of a payment with what they pay for: the session's check (requireCaller's condition) joined to
     * the donor, the product and its club, one statement instead of two for every payment (issue 17). 401 as
     * requireCaller when the session is not live.
     */
    const requirePayer = async (req: Parameters<typeof requireCaller>[0], productId: string) => {
      const claims = await requireClaims(req, deps);
      const found = await q.findSessionDonorAndProduct(paymentDeps.db, claims, productId);
      if (!found) throw new AppError('unauthorized');
      return { caller: callerOf(found.donor, claims.sessionId), found };
    };
    const sandboxCard = createSandboxCardProvider(deps.db);
    const sandboxTwint = createSandboxTwintProvider(deps.db, sandboxTwintSignKey(deps.config));

    /**
     * A TWINT webhook (Datatrans, or the sandbox's own after its start page): verified on the raw body, then handled
     * once. Forged or unsigned → 400 with the reason; a provider that cannot be asked now → 503, so it is sent again.
     */
    async function receiveTwintWebhook(raw: string, headers: Record<string, string | string[] | undefined>) {
      try {
        const event = await paymentDeps.providers.twint.parseWebhook(raw, headers);
        await twint.handleTwintWebhook(paymentDeps, event);
      } catch (error) {
        if (error instanceof WebhookSignatureError)
          throw new AppError('validation', { key: 'webhookRefused', values: { reason: error.message } });
        if (error instanceof ProviderUnavailableError || error instanceof ProviderTimeoutError) {
          throw new AppError('unavailable');
        }
        throw error;
      }
    }

    // The sandbox pages post plain HTML forms (no body fields are read).
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    app.route({
      ...routeOf(ENDPOINTS.getDonationsGiver),
      handler: async (req) => giverOf(deps.db, (await caller(req)).id),
    });
    app.route({
      ...routeOf(ENDPOINTS.putDonationsGiver),
      handler: async (req) => {
        const who = await caller(req);
        await chooseGiver(deps.db, who.id, req.body.company);
        return giverOf(deps.db, who.id);
      },
    });

    app.route({
      ...routeOf(ENDPOINTS.getPaymentsConfig),
      handler: async (_req, reply) => {
        reply.header('Cache-Control', 'public, max-age=300');
        return deps.config.cardProvider === 'stripe' && deps.config.STRIPE_PUBLISHABLE_KEY
          ? { cardProvider: 'stripe' as const, publishableKey: deps.config.STRIPE_PUBLISHABLE_KEY }
          : { cardProvider: 'sandbox' as const };
      },
    });

    app.route({
      ...routeOf(ENDPOINTS.postPaymentsSandboxPaymentMethods),
      handler: async (req, reply) => {
        const user = await caller(req);
        if (paymentDeps.providers.card.name !== 'sandbox_card') throw new AppError('not_found');
        try {
          const method = await createSandboxPaymentMethod(deps.db, user.id, req.body);
          return reply.code(201).send(sandboxMethodAnswer(method));
        } catch (error) {
          if (error instanceof CardRejected) {
            throw fieldError('number', error.key);
          }
          throw error;
        }
      },
    });

    app.route({
      ...routeOf(ENDPOINTS.postPaymentsPay),
      handler: async (req, reply) => {
        const payer = await requirePayer(req, req.body.productId);
        const answer = await checkout.payByCard(paymentDeps, payer.caller, req.body, CHECKOUT_PATH, {
          found: payer.found,
        });
        return reply.code(answer.status === 'processing' ? 202 : 200).send(answer);
      },
    });

    app.route({
      ...routeOf(ENDPOINTS.postPaymentsPaymentMethod),
      handler: async (req) =>
        payments.savePaymentMethod(paymentDeps, await caller(req), req.body, '/profile'),
    });

    app.route({
      ...routeOf(ENDPOINTS.postDonations),
      handler: async (req, reply) => {
        const answer = await checkout.donate(paymentDeps, await caller(req), req.body, CHECKOUT_PATH);
        return reply.code(answer.status === 'processing' ? 202 : 200).send(answer);
      },
    });

    // Payments left pending are reconciled by the payment-reconciliation and twint-reconciliation jobs
    // (payments/jobs.ts, on the job scheduler).

    app.route({
      ...routeOf(ENDPOINTS.postPaymentsInitializeTwint),
      handler: async (req) => twint.initializeTwint(paymentDeps, await caller(req), req.body),
    });

    app.route({
      ...routeOf(ENDPOINTS.postPaymentsPayTwint),
      handler: async (req) => twint.payTwint(paymentDeps, await caller(req), req.body.transactionId),
    });

    // ---- The card sandbox's 3-D Secure challenge --------------------------------------------------------------

    app.route({
      ...routeOf(ENDPOINTS.getPaymentsSandbox3dsById),
      handler: async (req, reply) => {
        const intent = await sandboxCard.findIntent(req.params.id);
        if (intent?.status !== 'requires_action') {
          return sendPage(reply, 404, messagePage('3-D Secure', MESSAGES.paymentNotFound));
        }
        return sendPage(
          reply,
          200,
          challengePage({
            intentId: intent.id,
            amountRappen: intent.amountRappen,
            returnPath: safeReturnPath(req.query.return, CHECKOUT_PATH),
          }),
        );
      },
    });

    app.route({
      ...routeOf(ENDPOINTS.postPaymentsSandbox3dsByIdByChoice),
      handler: async (req, reply) => {
        const intent = await sandboxCard.completeChallenge(req.params.id, req.params.choice === 'approve');
        if (!intent) return sendPage(reply, 404, messagePage('3-D Secure', MESSAGES.paymentNotFound));
        const back = safeReturnPath(req.query.return, CHECKOUT_PATH);
        const separator = back.includes('?') ? '&' : '?';
        const status = intent.status === 'succeeded' ? 'succeeded' : 'failed';
        const idField = intent.kind === 'setup' ? 'setup_intent' : 'payment_intent';
        return reply
          .header('Cache-Control', 'no-store')
          .redirect(
            `${back}${separator}${idField}=${encodeURIComponent(intent.id)}&redirect_status=${status}`,
            303,
          );
      },
    });

    // ---- The TWINT sandbox's start page ----------------------------------------------------------------------

    app.route({
      ...routeOf(ENDPOINTS.getPaymentsSandboxTwintById),
      handler: async (req, reply) => {
        const transaction = await sandboxTwint.find(req.params.id);
        if (transaction?.status !== 'initialized') {
          return sendPage(reply, 404, messagePage('TWINT', MESSAGES.paymentNotFound));
        }
        const found = await q.findProductWithClub(deps.db, transaction.productId);
        return sendPage(
          reply,
          200,
          twintPage({
            transactionId: transaction.id,
            amountRappen: transaction.amountRappen,
            clubName: found?.club.name ?? '',
          }),
        );
      },
    });

    app.route({
      ...routeOf(ENDPOINTS.postPaymentsSandboxTwintByIdByChoice),
      handler: async (req, reply) => {
        const status = ({ approve: 'approved', cancel: 'cancelled', fail: 'failed' } as const)[
          req.params.choice
        ];
        const transaction = await sandboxTwint.decide(req.params.id, status);
        if (!transaction) return sendPage(reply, 404, messagePage('TWINT', MESSAGES.paymentNotFound));
        // Like Datatrans, the provider also tells the server by webhook (signed), whatever the browser does next.
        if (paymentDeps.providers.twint.name === 'sandbox_twint') {
          const webhook = sandboxTwint.webhookFor(transaction);
          await receiveTwintWebhook(webhook.raw, webhook.headers).catch((err: unknown) => {
            req.log.error({ err, transactionId: transaction.id }, 'sandbox TWINT webhook failed');
          });
        }
        const target =
          status === 'approved'
            ? transaction.successUrl
            : status === 'cancelled'
              ? transaction.cancelUrl
              : transaction.errorUrl;
        // Like Datatrans: back to the shop with the transaction id; the shop must still ask for the status.
        const path = new URL(target).pathname;
        return reply
          .header('Cache-Control', 'no-store')
          .redirect(`${path}?datatransTrxId=${encodeURIComponent(transaction.id)}`, 303);
      },
    });

    // ---- Provider webhooks: verified on the raw body, deduplicated by event id ------------------------------

    await app.register(async (hooks) => {
      hooks.removeContentTypeParser('application/json');
      hooks.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
        done(null, String(body)),
      );
      hooks.route({
        ...routeOf(ENDPOINTS.postPaymentsWebhooksStripe),
        handler: async (req) => {
          try {
            const event = await paymentDeps.providers.card.parseWebhook(String(req.body ?? ''), req.headers);
            await handleCardWebhook(paymentDeps, event);
            return { received: true };
          } catch (error) {
            if (error instanceof WebhookSignatureError) {
              throw new AppError('validation', 'status400');
            }
            throw error;
          }
        },
      });
      hooks.route({
        ...routeOf(ENDPOINTS.postPaymentsWebhooksDatatrans),
        handler: async (req) => {
          await receiveTwintWebhook(String(req.body ?? ''), req.headers);
          return { received: true };
        },
      });
    });
  };
