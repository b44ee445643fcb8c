import { ENDPOINTS, languageFromHeader } from '@tifo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/endpoint-route';
import { requireCaller } from '../auth/caller';
import { contractRoutes } from '../wiring/contract-route';
import type { AppDeps } from '../wiring/deps';
import * as club from './club';
import * as member from './member';
import type { MembershipsDeps } from './service';

/** Memberships (PRODUCT.md §memberships; issue 14): the club's members and invoices, the member's own. */
export const membershipRoutes = (deps: AppDeps & { memberships: MembershipsDeps }): FastifyPluginAsyncZod =>
  async function routes(app) {
    const caller = (req: Parameters<typeof requireCaller>[0]) => requireCaller(req, deps);
    const m = deps.memberships;
    const call = contractRoutes(app, { caller });

    call(ENDPOINTS.postMembershipsGetMembers, (caller, body) => club.getMembers(m, caller, body));

    call(ENDPOINTS.postMembershipsExport, (caller, body) =>
      club.exportMembers(m, caller, { ...body, pageId: 0, pageSize: 1 }),
    );

    call(ENDPOINTS.postMemberships, (caller, body) => club.addMember(m, caller, body));

    call(ENDPOINTS.postMembershipsUpdateStatus, (caller, body) => club.updateStatus(m, caller, body));

    call(ENDPOINTS.postMembershipsExternalPayment, (caller, body) =>
      club.recordExternalPayment(m, caller, body),
    );

    call(ENDPOINTS.postMembershipsPaymentDetails, (caller, body) => club.paymentDetails(m, caller, body));

    call(ENDPOINTS.postMembershipsMemberDetails, (caller, body) =>
      member.memberDetails(m, caller, body.userId),
    );

    call(ENDPOINTS.postMembershipsLeave, (caller, body) => member.leave(m, caller, body.membershipId));

    call(ENDPOINTS.postMembershipsStay, (caller, body) => member.stay(m, caller, body.membershipId));

    app.route({
      ...routeOf(ENDPOINTS.getMembershipsInvoicesByInvoiceId),
      handler: async (req) =>
        member.invoiceForCheckout(
          m,
          await caller(req),
          req.params.invoiceId,
          languageFromHeader(req.headers['accept-language']),
        ),
    });
  };
