import {
  AnnualCertificateRequest,
  CertificateYears,
  ErrorBody,
  MessageResponse,
  UserClubRequest,
  UserClubTotalRequest,
  UserClubTotals,
  UserDonations,
  UserIdRequest,
} from '@tifo/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCaller } from '../auth/caller';
import { contractRoutes } from '../wiring/contract-route';
import type { AppDeps } from '../wiring/deps';
import * as certificate from './certificate';
import { deleteAccount } from './deletion';
import { exportData } from './export';
import * as history from './history';

const tags = ['supporter'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** A private download: never cached, saved under its name. */
function download(reply: FastifyReply, type: string, fileName: string, body: Buffer) {
  return reply
    .type(type)
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(body);
}

/** The supporter's own profile (PRODUCT.md §supporter; issue 16): every call answers the caller's own data only. */
export const supporterRoutes = (deps: AppDeps): FastifyPluginAsyncZod =>
  async function routes(app) {
    const caller = (req: Parameters<typeof requireCaller>[0]) => requireCaller(req, deps);
    const call = contractRoutes(app, { tags, errors, caller });

    call(
      'POST',
      '/donations/user-club-total',
      'What the supporter gave per club (refunds deducted), largest first',
      { body: UserClubTotalRequest, answer: UserClubTotals },
      (caller, body) => history.totalsPerClub(deps, caller, body.userId),
    );

    call(
      'POST',
      '/donations/user-club',
      "The supporter's donations to one club, newest first, each with its receipt",
      { body: UserClubRequest, answer: UserDonations },
      (caller, body) => history.donationsToClub(deps, caller, body),
    );

    app.get(
      '/donations/:id/receipt',
      {
        schema: {
          tags,
          security,
          summary: "The receipt PDF of one of the caller's donations",
          params: z.object({ id: z.uuid() }),
          response: errors,
        },
      },
      async (req, reply) => {
        const { pdf, fileName } = await history.receipt(deps, await caller(req), req.params.id);
        return download(reply, 'application/pdf', fileName, pdf);
      },
    );

    call(
      'POST',
      '/donations/certificates',
      'The past years with gifts and what each annual certificate totals',
      { body: UserIdRequest, answer: CertificateYears },
      (caller, body) => certificate.certificateYears(deps, caller, body.userId),
    );

    app.post(
      '/donations/annual-certificate',
      {
        schema: {
          tags,
          security,
          summary: 'The annual donation certificate (PDF) of a past year',
          body: AnnualCertificateRequest,
          response: errors,
        },
      },
      async (req, reply) => {
        const { pdf, fileName } = await certificate.annualCertificate(deps, await caller(req), req.body);
        return download(reply, 'application/pdf', fileName, pdf);
      },
    );

    app.post(
      '/users/export',
      {
        schema: {
          tags,
          security,
          summary: 'Everything Tifo holds about the caller: a ZIP of data.json and one CSV per section',
          body: UserIdRequest,
          response: errors,
        },
      },
      async (req, reply) => {
        const { zip, fileName } = await exportData(deps, await caller(req), req.body.userId);
        return download(reply, 'application/zip', fileName, zip);
      },
    );

    call(
      'POST',
      '/users/delete',
      'Delete the own account (refused while the only administrator of an organisation)',
      { body: UserIdRequest, answer: MessageResponse, tags: ['accounts'] },
      (caller, body) => deleteAccount(deps, caller, body.userId),
    );
  };
