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
import type { AppDeps } from '../deps';
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

/** The supporter's own profile (spec 001 §2, §7; issue 16): every call answers the caller's own data only. */
export const supporterRoutes = (deps: AppDeps): FastifyPluginAsyncZod =>
  async function routes(app) {
    const caller = (req: Parameters<typeof requireCaller>[0]) => requireCaller(req, deps);

    app.post(
      '/donations/user-club-total',
      {
        schema: {
          tags,
          security,
          summary: 'What the supporter gave per club (refunds deducted), largest first',
          body: UserClubTotalRequest,
          response: { 200: UserClubTotals, ...errors },
        },
      },
      async (req) => history.totalsPerClub(deps, await caller(req), req.body.userId),
    );

    app.post(
      '/donations/user-club',
      {
        schema: {
          tags,
          security,
          summary: "The supporter's donations to one club, newest first, each with its receipt",
          body: UserClubRequest,
          response: { 200: UserDonations, ...errors },
        },
      },
      async (req) => history.donationsToClub(deps, await caller(req), req.body),
    );

    app.get(
      '/donations/:id/receipt',
      {
        schema: {
          tags,
          security,
          summary: "The receipt PDF of one of the caller's donations",
          params: z.object({ id: z.uuid() }),
        },
      },
      async (req, reply) => {
        const { pdf, fileName } = await history.receipt(deps, await caller(req), req.params.id);
        return download(reply, 'application/pdf', fileName, pdf);
      },
    );

    app.post(
      '/donations/certificates',
      {
        schema: {
          tags,
          security,
          summary: 'The past years with gifts and what each annual certificate totals',
          body: UserIdRequest,
          response: { 200: CertificateYears, ...errors },
        },
      },
      async (req) => certificate.certificateYears(deps, await caller(req), req.body.userId),
    );

    app.post(
      '/donations/annual-certificate',
      {
        schema: {
          tags,
          security,
          summary: 'The annual donation certificate (PDF) of a past year',
          body: AnnualCertificateRequest,
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
        },
      },
      async (req, reply) => {
        const { zip, fileName } = await exportData(deps, await caller(req), req.body.userId);
        return download(reply, 'application/zip', fileName, zip);
      },
    );

    app.post(
      '/users/delete',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Delete the own account (refused while the only administrator of an organisation)',
          security,
          body: UserIdRequest,
          response: { 200: MessageResponse, ...errors },
        },
      },
      async (req) => deleteAccount(deps, await caller(req), req.body.userId),
    );
  };
