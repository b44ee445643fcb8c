import { z } from 'zod';
import { PayoutPage, PayoutsRequest } from '../dashboard';
import { endpoint } from '../endpoint';
import { KEYS } from '../messages';

/** The payouts calls. */
export const PAYOUTS_ENDPOINTS = {
  postPayoutsPayoutDetailsClub: endpoint({
    method: 'POST',
    path: '/payouts/payout-details-club',
    tag: 'payouts',
    summary: "The club's payouts, newest first, 10 per page (admin and finance)",
    access: 'caller',
    body: PayoutsRequest,
    answers: { 200: PayoutPage },
    errors: [400, 401, 403, 404, 409],
    errorKeys: ['clubNotFound'],
  }),
  getPayoutsByIdStatementPdf: endpoint({
    method: 'GET',
    path: '/payouts/:id/statement.pdf',
    tag: 'payouts',
    summary: 'A payout statement (PDF) by the signed link /files/name gives',
    access: 'public',
    params: z.object({ id: z.uuid(KEYS.payoutNotFound) }),
    query: z.object({ expires: z.coerce.number().int(), signature: z.string().max(200) }),
    answers: {},
    produces: ['application/pdf'],
    errors: [403, 404],
  }),
} as const;
