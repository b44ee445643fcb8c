import { ENDPOINTS } from '@tifo/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/endpoint-route';
import { requireCaller } from '../auth/caller';
import { contractRoutes } from '../wiring/contract-route';
import type { AppDeps } from '../wiring/deps';
import * as certificate from './certificate';
import { deleteAccount } from './deletion';
import { exportData } from './export';
import * as history from './history';

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
    const call = contractRoutes(app, { caller });

    call(ENDPOINTS.postDonationsUserClubTotal, (caller, body) =>
      history.totalsPerClub(deps, caller, body.userId),
    );

    call(ENDPOINTS.postDonationsUserClub, (caller, body) => history.donationsToClub(deps, caller, body));

    app.route({
      ...routeOf(ENDPOINTS.getDonationsByIdReceipt),
      handler: async (req, reply) => {
        const { pdf, fileName } = await history.receipt(deps, await caller(req), req.params.id);
        return download(reply, 'application/pdf', fileName, pdf);
      },
    });

    call(ENDPOINTS.postDonationsCertificates, (caller, body) =>
      certificate.certificateYears(deps, caller, body.userId),
    );

    app.route({
      ...routeOf(ENDPOINTS.postDonationsAnnualCertificate),
      handler: async (req, reply) => {
        const { pdf, fileName } = await certificate.annualCertificate(deps, await caller(req), req.body);
        return download(reply, 'application/pdf', fileName, pdf);
      },
    });

    app.route({
      ...routeOf(ENDPOINTS.postUsersExport),
      handler: async (req, reply) => {
        const { zip, fileName } = await exportData(deps, await caller(req), req.body.userId);
        return download(reply, 'application/zip', fileName, zip);
      },
    });

    call(ENDPOINTS.postUsersDelete, (caller, body) => deleteAccount(deps, caller, body.userId));
  };
