import {
  AddMemberRequest,
  AddMemberResponse,
  ErrorBody,
  ExportMembersRequest,
  ExportMembersResponse,
  ExternalPaymentRequest,
  GetMembersRequest,
  InvoiceCheckout,
  languageFromHeader,
  MemberDetails,
  MemberDetailsRequest,
  MemberPage,
  MembershipMessage,
  PaymentDetails,
  PaymentDetailsRequest,
  UpdateMemberStatusRequest,
} from '@tifo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCaller } from '../auth/caller';
import { contractRoutes } from '../wiring/contract-route';
import type { AppDeps } from '../wiring/deps';
import * as club from './club';
import * as member from './member';
import type { MembershipsDeps } from './service';

const tags = ['memberships'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Memberships (PRODUCT.md §memberships; issue 14): the club's members and invoices, the member's own. */
export const membershipRoutes = (deps: AppDeps & { memberships: MembershipsDeps }): FastifyPluginAsyncZod =>
  async function routes(app) {
    const caller = (req: Parameters<typeof requireCaller>[0]) => requireCaller(req, deps);
    const m = deps.memberships;
    const call = contractRoutes(app, { tags, errors, caller });

    call(
      'POST',
      '/memberships/get-members',
      "A membership product's members, 5 per load (admin and editor of its club)",
      { body: GetMembersRequest, answer: MemberPage },
      (caller, body) => club.getMembers(m, caller, body),
    );

    call(
      'POST',
      '/memberships/export',
      "A product's members with their open invoices as CSV for Excel (UTF-8 with BOM, semicolons)",
      { body: ExportMembersRequest, answer: ExportMembersResponse },
      (caller, body) => club.exportMembers(m, caller, { ...body, pageId: 0, pageSize: 1 }),
    );

    call(
      'POST',
      '/memberships',
      'Add a member: the first invoice is raised and e-mailed; a person without account is invited',
      { body: AddMemberRequest, answer: AddMemberResponse, status: 201 },
      (caller, body) => club.addMember(m, caller, body),
    );

    call(
      'POST',
      '/memberships/update-status',
      'Set a member active or inactive, or remove them (cancelled: no further invoices)',
      { body: UpdateMemberStatusRequest, answer: MembershipMessage },
      (caller, body) => club.updateStatus(m, caller, body),
    );

    call(
      'POST',
      '/memberships/external-payment',
      'Record an invoice paid outside the platform (no fee, never paid out): amount, invoice, date',
      { body: ExternalPaymentRequest, answer: MembershipMessage },
      (caller, body) => club.recordExternalPayment(m, caller, body),
    );

    call(
      'POST',
      '/memberships/payment-details',
      "A member's invoices with their payments (the club's admins and editors, or the member)",
      { body: PaymentDetailsRequest, answer: PaymentDetails },
      (caller, body) => club.paymentDetails(m, caller, body),
    );

    call(
      'POST',
      '/memberships/member-details',
      'My memberships with their invoices',
      { body: MemberDetailsRequest, answer: MemberDetails },
      (caller, body) => member.memberDetails(m, caller, body.userId),
    );

    app.get(
      '/memberships/invoices/:invoiceId',
      {
        schema: {
          tags,
          security,
          summary: 'One of my invoices, as the pay link shows it before paying by card or TWINT',
          params: z.object({ invoiceId: z.uuid() }),
          response: { 200: InvoiceCheckout, ...errors },
        },
      },
      async (req) =>
        member.invoiceForCheckout(
          m,
          await caller(req),
          req.params.invoiceId,
          languageFromHeader(req.headers['accept-language']),
        ),
    );
  };
