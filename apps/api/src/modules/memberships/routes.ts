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
import type { AppDeps } from '../deps';
import * as club from './club';
import * as member from './member';
import type { MembershipsDeps } from './service';

const tags = ['memberships'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Memberships (spec 001 §2, §4, §5, §7; issue 14): the club's members and invoices, the member's own. */
export const membershipRoutes = (deps: AppDeps & { memberships: MembershipsDeps }): FastifyPluginAsyncZod =>
  async function routes(app) {
    const caller = (req: Parameters<typeof requireCaller>[0]) => requireCaller(req, deps);
    const m = deps.memberships;

    app.post(
      '/memberships/get-members',
      {
        schema: {
          tags,
          security,
          summary: "A membership product's members, 5 per load (admin and editor of its club)",
          body: GetMembersRequest,
          response: { 200: MemberPage, ...errors },
        },
      },
      async (req) => club.getMembers(m, await caller(req), req.body),
    );

    app.post(
      '/memberships/export',
      {
        schema: {
          tags,
          security,
          summary:
            "A product's members with their open invoices as CSV for Excel (UTF-8 with BOM, semicolons)",
          body: ExportMembersRequest,
          response: { 200: ExportMembersResponse, ...errors },
        },
      },
      async (req) => club.exportMembers(m, await caller(req), { ...req.body, pageId: 0, pageSize: 1 }),
    );

    app.post(
      '/memberships',
      {
        schema: {
          tags,
          security,
          summary:
            'Add a member: the first invoice is raised and e-mailed; a person without account is invited',
          body: AddMemberRequest,
          response: { 201: AddMemberResponse, ...errors },
        },
      },
      async (req, reply) => reply.code(201).send(await club.addMember(m, await caller(req), req.body)),
    );

    app.post(
      '/memberships/update-status',
      {
        schema: {
          tags,
          security,
          summary: 'Set a member active or inactive, or remove them (cancelled: no further invoices)',
          body: UpdateMemberStatusRequest,
          response: { 200: MembershipMessage, ...errors },
        },
      },
      async (req) => club.updateStatus(m, await caller(req), req.body),
    );

    app.post(
      '/memberships/external-payment',
      {
        schema: {
          tags,
          security,
          summary:
            'Record an invoice paid outside the platform (no fee, never paid out): amount, invoice, date',
          body: ExternalPaymentRequest,
          response: { 200: MembershipMessage, ...errors },
        },
      },
      async (req) => club.recordExternalPayment(m, await caller(req), req.body),
    );

    app.post(
      '/memberships/payment-details',
      {
        schema: {
          tags,
          security,
          summary: "A member's invoices with their payments (the club's admins and editors, or the member)",
          body: PaymentDetailsRequest,
          response: { 200: PaymentDetails, ...errors },
        },
      },
      async (req) => club.paymentDetails(m, await caller(req), req.body),
    );

    app.post(
      '/memberships/member-details',
      {
        schema: {
          tags,
          security,
          summary: 'My memberships with their invoices',
          body: MemberDetailsRequest,
          response: { 200: MemberDetails, ...errors },
        },
      },
      async (req) => member.memberDetails(m, await caller(req), req.body.userId),
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
