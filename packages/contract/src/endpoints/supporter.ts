import { z } from 'zod';
import { UserIdRequest } from '../accounts';
import { endpoint } from '../endpoint';
import {
  AnnualCertificateRequest,
  CertificateYears,
  UserClubRequest,
  UserClubTotalRequest,
  UserClubTotals,
  UserDonations,
} from '../supporter';

/** The supporter calls. */
export const SUPPORTER_ENDPOINTS = {
  postDonationsUserClubTotal: endpoint({
    method: 'POST',
    path: '/donations/user-club-total',
    tag: 'supporter',
    summary: 'What the supporter gave per club (refunds deducted), largest first',
    access: 'caller',
    body: UserClubTotalRequest,
    answers: { 200: UserClubTotals },
    errors: [400, 401, 403, 404, 409],
  }),
  postDonationsUserClub: endpoint({
    method: 'POST',
    path: '/donations/user-club',
    tag: 'supporter',
    summary: "The supporter's donations to one club, newest first, each with its receipt",
    access: 'caller',
    body: UserClubRequest,
    answers: { 200: UserDonations },
    errors: [400, 401, 403, 404, 409],
  }),
  getDonationsByIdReceipt: endpoint({
    method: 'GET',
    path: '/donations/:id/receipt',
    tag: 'supporter',
    summary: "The receipt PDF of one of the caller's donations",
    access: 'caller',
    params: z.object({ id: z.uuid() }),
    answers: {},
    produces: ['application/pdf'],
    errors: [400, 401, 403, 404, 409],
  }),
  postDonationsCertificates: endpoint({
    method: 'POST',
    path: '/donations/certificates',
    tag: 'supporter',
    summary: 'The past years with gifts and what each annual certificate totals',
    access: 'caller',
    body: UserIdRequest,
    answers: { 200: CertificateYears },
    errors: [400, 401, 403, 404, 409],
  }),
  postDonationsAnnualCertificate: endpoint({
    method: 'POST',
    path: '/donations/annual-certificate',
    tag: 'supporter',
    summary: 'The annual donation certificate (PDF) of a past year',
    access: 'caller',
    body: AnnualCertificateRequest,
    answers: {},
    produces: ['application/pdf'],
    errors: [400, 401, 403, 404, 409],
  }),
  postUsersExport: endpoint({
    method: 'POST',
    path: '/users/export',
    tag: 'supporter',
    summary: 'Everything Tifo holds about the caller: a ZIP of data.json and one CSV per section',
    access: 'caller',
    body: UserIdRequest,
    answers: {},
    produces: ['application/zip'],
    errors: [400, 401, 403, 404, 409],
  }),
} as const;
