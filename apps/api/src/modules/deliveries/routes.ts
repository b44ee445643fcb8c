import {
  DeliveriesExportRequest,
  DeliveriesExportResponse,
  DeliveriesRequest,
  DeliveryPage,
  DeliverySent,
  DeliverySentRequest,
  ErrorBody,
  languageFromHeader,
} from '@tifo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../auth/caller';
import { contractRoutes } from '../wiring/contract-route';
import type { AppDeps } from '../wiring/deps';
import * as deliveries from './service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** What a club has to send for products offered with delivery, with the donors' addresses, and marking it sent. */
export const deliveryRoutes = (deps: AppDeps): FastifyPluginAsyncZod =>
  async function routes(app) {
    const call = contractRoutes(app, {
      tags: ['dashboard'],
      errors,
      caller: (req) => requireCaller(req, deps),
    });

    call(
      'POST',
      '/donations/deliveries',
      "The club's deliveries to send (open, oldest first) or sent (last sent first), 5 a page; admin and editor",
      { body: DeliveriesRequest, answer: DeliveryPage },
      (caller, body) => deliveries.deliveries(deps, caller, body),
    );

    call(
      'POST',
      '/donations/deliveries/export',
      "The club's open (or sent) deliveries as CSV for Excel, e.g. for address labels",
      { body: DeliveriesExportRequest, answer: DeliveriesExportResponse },
      (caller, body, req) =>
        deliveries.exportDeliveries(deps, caller, body, languageFromHeader(req.headers['accept-language'])),
    );

    call(
      'POST',
      '/donations/deliveries/sent',
      'Marks a delivery as sent (sent: true) or open again (false)',
      { body: DeliverySentRequest, answer: DeliverySent },
      (caller, body) => deliveries.markSent(deps, caller, body),
    );
  };
