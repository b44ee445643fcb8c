/**
 * Messages only the platform operator meets (payouts and refunds in /admin, issue 15). Kept apart from MESSAGES,
 * which every page of the web app carries: the operator's pages load these with their own code and translate
 * them through the admin namespace (`errors.<key>`).
 */
export const OPERATOR_MESSAGES = {
  payoutNotFound: 'This payout was not found.',
  payoutAlreadyDecided: 'This payout is already marked as paid or failed.',
  payoutReasonRequired: 'Please give a reason (3 to 200 characters).',
  payoutRunNotFound: 'This payout run was not found.',
  payoutNothingToPay: 'This run has no pending payouts: there is nothing left to pay.',
  payoutFileInvalid: 'The payment file failed its checks:',
  donationNotRefundable: 'Only a booked donation that has not been refunded can be refunded.',
  donationNotFound: 'This donation was not found.',
  /** The ledger's journal export (LEDGER_EXPORT_MAX_DAYS). */
  journalRangeInvalid: 'Please choose a start date on or before the end date, at most 31 days apart.',
  /** A club's changed bank account (POST /admin/reviews/confirm-bank). */
  bankConfirmed: 'The bank account is confirmed: the next payout run pays to it.',
  bankNothingToConfirm: 'This club has no changed bank account waiting for confirmation.',
  bankChangedAgain: 'The bank account was changed again in the meantime: please check it once more.',
  /** A hold on a club's payouts (PUT /admin/payouts/hold). */
  holdReasonRequired: 'Please give the reason for the hold (3 to 200 characters): the club is told.',
  /** Moderation (issue 45). */
  moderationReasonRequired:
    'Please give a reason (10 to 500 characters): it is kept in the audit log and shown to the person concerned.',
  moderationQueryInvalid: 'Please search with 2 to 100 characters: a name, an e-mail or a short name.',
  moderationNotFound: 'This person or organisation was not found.',
  moderationOwnAccount: 'You cannot suspend your own account.',
  moderationAlreadyDone: 'This was already done in the meantime: the list shows the current state.',
  personSuspended: 'The account is suspended: its sessions have ended and the person has been told why.',
  personRestored: 'The suspension is lifted: the person can log in again and has been told.',
  organisationTakenDown:
    'The organisation is taken down: its page is gone and its administrators have been told why.',
  organisationRestored:
    'The organisation is back: its page and offers are public again and its administrators have been told.',
} as const;

export type OperatorMessageKey = keyof typeof OPERATOR_MESSAGES;

/** The key of an operator message the server answered, or undefined. */
export function operatorMessageKey(text: string | undefined): OperatorMessageKey | undefined {
  return (Object.keys(OPERATOR_MESSAGES) as OperatorMessageKey[]).find(
    (key) => OPERATOR_MESSAGES[key] === text,
  );
}
