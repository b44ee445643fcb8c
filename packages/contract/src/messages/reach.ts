/**
 * The messages of reaching donors outside Tifo's pages (issue 48): payment links, posters, gifts without an
 * account and claiming them. English; the catalogs translate them.
 */
export const REACH_MESSAGES = {
  paymentLinkNotFound: 'This payment link does not exist.',
  paymentLinkGone: 'This payment link is no longer valid.',
  paymentLinkSourceRequired: 'Please name where the link is shared (e.g. "Matchday 12").',
  paymentLinkSourceTooLong: 'The source can have at most 60 characters.',
  paymentLinkProductInvalid: 'Please choose an active offer of your organisation.',
  paymentLinkAmountNotForPrice: 'This offer has a fixed price: the link cannot preset another amount.',
  guestNeedsAccount: 'Subscriptions and memberships need an account: please log in or sign up.',
  guestDetailsRequired: 'Please enter your name and e-mail address, or log in.',
  guestAccountSuspended: 'This e-mail address cannot give at the moment.',
  claimTokenInvalid:
    'This link is invalid or has expired. Please ask for a new one by resetting your password.',
  giftClaimed: 'Your account is ready: your gifts are in your profile.',
  posterFormatInvalid: 'Please choose the A4 or A6 format.',
  embedOriginInvalid: 'Please enter website addresses such as https://fcseefeld.ch, at most 20.',
  embedOriginNotAllowed: 'This website may not show the donate button of this organisation.',
} as const;
