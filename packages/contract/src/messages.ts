import { ACCOUNT_MESSAGES } from './messages/accounts';
import { CAMPAIGN_MESSAGES } from './messages/campaigns';
import { REACH_MESSAGES } from './messages/reach';

/**
 * Every user-facing message the browser and the server share, in English as the spec quotes it.
 * Their translations are the catalogs in packages/contract/locales/<de|en|fr|it>/messages.json, by key: the web
 * shows them by key, and the server answers an error with its key and its text in the caller's language.
 */
export const MESSAGES = {
  ...ACCOUNT_MESSAGES,
  ...REACH_MESSAGES,
  ...CAMPAIGN_MESSAGES,
  // HTTP status table (PRODUCT.md §errors)
  status400: 'Bad request. Please check your input and try again.',
  status401: 'You need to log in again to continue.',
  status403: "You don't have permission to access this resource.",
  status404: 'Resource not found. Please check the URL and try again.',
  status408: 'Request timeout. Please try again.',
  status429: 'Rate limit exceeded. Please try again later.',
  status500: 'Server error. Our team has been notified.',
  status502: 'Bad gateway. Please try again later.',
  status503: 'Service unavailable. Please try again later.',
  status504: 'Gateway timeout. Please try again later.',
  statusOther: 'Error ({status}). Please try again or contact support.',
  networkError: 'Network error. Please check your connection and try again.',
  noResponse: 'Unable to reach the server. Please try again in a few moments.',
  unknownError: 'An unknown error occurred.',
  requestPreparationFailed: 'Error preparing request. Please try again.',
  // Discovery (issue: public site and club directory)
  pageInvalid: 'Please send a page number from 0 to 10000',
  pageSizeInvalid: 'Please send a page size from 1 to 100',
  searchTooLong: 'Please search with at most 100 characters',
  latitudeInvalid: 'Please send a latitude between -90 and 90',
  longitudeInvalid: 'Please send a longitude between -180 and 180',
  coordinatesOutsideSwitzerland: 'The map point must lie in Switzerland or Liechtenstein.',
  radiusInvalid: 'Please choose a radius from 1 to 500 km',
  tagInvalid: 'Please choose a sport type',
  shortNameInvalid: 'Please send a valid club name',
  clubNotFound: 'User not found',
  noClubsFound: 'No clubs found',
  favouriteSaved: 'Favorit gespeichert!',
  favouriteDeleted: 'Favorit gelöscht!',
  qrFetchFailed: 'Failed to fetch QR code: {reason}',
  qrImageFailed: 'Failed to load QR code image',
  qrDownloadFailed: 'Download failed: {reason}',
  // Contact form
  contactNameRequired: 'Please enter your name',
  contactSubjectRequired: 'Please enter a subject',
  contactMessageRequired: 'Please enter a message',
  captchaRequired: 'Please complete the captcha',
  captchaInvalid: 'The captcha has expired. Please solve it again.',
  contactSent: 'Thank you for your message! We will get back to you soon.',
  contactFailed: 'Your message could not be sent. Please try again or write to support@tifo.ch.',
  // Organisations: registration wizard and club edit page (PRODUCT.md §validation). The German texts are
  // the spec's own (listed in GERMAN_MESSAGE_KEYS); two grammar slips of the original are corrected
  // ('einen Club-Beschreibung', 'einen Sportart') and one typo ('vollständingen'), see docs/decisions/003.
  natureRequired: 'Please choose the type of organisation',
  clubNameRequired: 'Bitte gib einen Club-Name ein.',
  clubNameTooLong: 'The name can have at most 50 characters',
  clubDescriptionRequired: 'Bitte erfasse eine Club-Beschreibung.',
  descriptionTooLong: 'The description can have at most 240 characters',
  sportTypeRequired: 'Wähle mindestens eine Sportart.',
  address1Required: 'Bitte Adresse 1 ausfüllen.',
  cityRequired: 'Bitte Ort angeben.',
  postalCodeRequired: 'Bitte Postleitzahl eingeben.',
  countryRequired: 'Bitte Land angeben.',
  countrySwitzerlandOnly: 'Organisations can be registered in Switzerland only',
  orgEmailInvalid: 'Bitte erfasse eine gültige E-Mailadresse.',
  websiteTooLong: 'The website can have at most 50 characters',
  websiteInvalid: 'Please enter a valid website address',
  phoneRequired: 'Please enter a phone number',
  phoneTooLong: 'The phone number can have at most 15 characters',
  phoneInvalid: 'Please enter a valid phone number',
  logoRequired: 'Bitte lade Dein Club-Logo hoch.',
  adminsRequired: 'Du musst mindestens einen Administrator hinzufügen. Erfasse auch Deine E-Mailadresse.',
  adminEmailInvalid: 'Bitte eine gültige E-Mailadresse eingeben.',
  adminRoleInvalid: 'Please choose a role',
  adminRoleClubRequired: 'Select at least one Administrator',
  adminDuplicate: 'This person is already an administrator',
  adminsTooMany: 'An organisation can have at most 20 administrators',
  adminMustRegister: '{email} has no Tifo account yet. The person must register first.',
  shortNameTaken: 'This web address is already taken. Please choose another.',
  shortNameReserved: 'This web address is reserved. Please choose another.',
  shortNameLocked: 'The web address of a public organisation cannot be changed',
  positionRequired: 'Bitte Position im Club eingeben.',
  positionTooLong: 'The position can have at most 25 characters',
  bankOwnerRequired: 'Bitte den vollständigen Bank-Namen eingeben.',
  bankOwnerTooLong: 'The account owner can have at most 60 characters',
  ibanRequired: 'Bitte erfasse Deine IBAN für die Auszahlungen.',
  ibanInvalid: 'Invalid IBAN format',
  ibanQr: 'A QR-IBAN cannot receive payouts. Please enter the IBAN of the account.',
  ibanMismatch: 'The IBANs do not match',
  currencyRequired: 'Bitte erfasse die Währung.',
  bankCountryRequired: 'Bitte wähle ein Land.',
  bankUpdated: 'Bank Details erfolgreich aktualisiert.',
  registrationComplete: 'Thank you! We will review your registration within 48 hours.',
  clubNeedsVerifiedEmail: 'Please verify your email address before you register an organisation.',
  // Files (PRODUCT.md §validation)
  fileRequired: 'Please choose a file',
  fileEntityInvalid: 'Please send a valid file target',
  imageOneFile: 'Cannot upload more than one image',
  imageTooLarge: 'Please upload less than 2MB size of image',
  imageTypeInvalid: 'Please upload a png, jpg or jpeg image',
  documentTypeInvalid: 'Please upload a PDF or a JPEG document',
  documentTooLarge: 'Please upload a document smaller than 10 MB',
  documentOneFile: 'Cannot upload more than one document',
  documentsRequired: 'Please upload both documents',
  // Operator review (/admin)
  rejectReasonRequired: 'Please give a reason for the rejection',
  rejectReasonTooLong: 'The reason can have at most 1000 characters',
  taxExemptRequired: 'Please record whether the organisation is tax-exempt',
  cantonRequired: 'Please choose the canton of the tax ruling',
  reviewStateInvalid: 'This registration is not in a state that allows this action',
  clubApproved: 'The organisation is approved and now public.',
  clubVerified: 'The organisation is verified.',
  clubRejected: 'The registration was rejected and the administrators informed.',
  taxExemptionSaved: 'The tax exemption is recorded.',
  // Products, events and translation (PRODUCT.md §validation; issue 5). German texts are the spec's, kept exactly
  // (the event description's trailing space too); descriptionTooLong above is the spec's 'description_too_long'.
  productTitleRequired: 'Bitte erfasse einen Titel.',
  productTitleTooLong: 'The title can have at most 25 characters',
  productDescriptionRequired: 'Bitte erfasse eine Beschreibung.',
  productPriceInvalid: 'Bitte gib einen gültigen Preis an.',
  productExpiryRequired: 'Bitte erfasse ein Ablaufdatum.',
  productExpiryInPast: 'The expiry date cannot be in the past',
  productImageRequired: 'Bitte lade ein Produktbild hoch.',
  productTypeInvalid: 'Please choose a product type',
  recurringPeriodInvalid: 'Please choose a payment period',
  startingDateInvalid: 'Please enter a valid start date',
  retryingIntervalInvalid: 'Please choose a retry interval from 1 to 30 days',
  targetAmountInvalid: 'Please enter a target amount of at least CHF 5',
  productCreated: 'The product has been created.',
  productCreateFailed: 'The product could not be created. Please try again.',
  productUpdated: 'Produkt erfolgreich aktualisiert!',
  productDeactivated: 'Produkt erfolgreich deaktiviert!',
  productReactivated: 'Product reactivated: it is offered again.',
  eventDeleted: 'Event deleted.',
  eventTitleInvalid: 'Titel min.5 max.20 Buchstaben',
  eventDescriptionInvalid: 'Beschreibung min.5 ',
  eventStartRequired: 'Bitte setze ein Startdatum.',
  eventEndRequired: 'Bitte setze ein Enddatum.',
  eventEndBeforeStart: 'The event cannot end before it starts',
  eventLocationRequired: 'Bitte erfasse einen Ort.',
  eventLocationTooLong: 'The location can have at most 100 characters',
  eventImageRequired: 'Bitte lade ein Event-Bild hoch.',
  ticketsRequired: 'Please add at least one ticket category',
  ticketTierInvalid: 'Please choose a ticket category',
  ticketTierDuplicate: 'Each ticket category can be used once',
  ticketAmountInvalid: 'Please enter a number of tickets from 0 to 100000',
  eventCreated: 'The event has been created.',
  eventUpdated: 'Event erfolgreich aktualisiert!',
  translationTargetsInvalid: 'Please choose the languages to translate into',
  translationFailed: 'The automatic translation failed. Please try again or write the translations yourself.',
  // Checkout and payments (PRODUCT.md §validation; issue 6). 'Bitte gib einen Betrag an.' and
  // 'Erfolgreich gespendet!' are the spec's German texts; the card messages are the provider's (Stripe's).
  paymentAmountRequired: 'Please enter a payment amount',
  amountInvalid: 'Please enter an amount in CHF with at most two decimals',
  maxDonationAmount: 'max donation amount CHF {amount}',
  maxAmountInvalid: 'Please enter a maximum amount in whole francs from CHF 5, or leave it empty.',
  suggestedAmountsInvalid:
    'Please enter up to three different amounts in whole francs from CHF 5, none above the maximum per gift.',
  amountMustBePrice: 'The amount of this product is CHF {amount}',
  amountMustBeInvoice: 'The amount of this invoice is CHF {amount}',
  subscriptionAlreadyActive:
    'You already have a subscription to this offer. Please confirm that you want to start a second one.',
  donationAmountRequired: 'Bitte gib einen Betrag an.',
  donatedSuccessfully: 'Erfolgreich gespendet!',
  requiredField: 'Required field',
  phoneNumberInvalid: 'Invalid phone number',
  paymentMethodRequired: 'Please select a payment method',
  paymentTermsRequired: 'Please accept the terms and conditions',
  cardholderNameRequired: 'Please enter the cardholder name',
  cardIncomplete: 'Incomplete card information',
  paymentSuccessful: 'Payment successful! Thank you for your donation.',
  paymentError: 'There was an error processing your payment. Please try again.',
  paymentFailed: 'Payment failed. Oops... something went wrong - please try again or contact us.',
  paymentCancelled: 'The payment was cancelled. If money was taken, please contact your payment provider.',
  twintInitFailed:
    "We couldn't initialize the TWINT payment. Please try again or use another payment method.",
  twintNotApproved: 'The TWINT payment was not approved.',
  cardDeclined: 'Your card was declined.',
  cardInsufficientFunds: 'Your card has insufficient funds.',
  cardNumberInvalid: 'Your card number is invalid.',
  cardExpired: 'Your card has expired.',
  cardAuthenticationFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  paymentNotFound: 'This payment was not found.',
  idempotencyKeyReused:
    'This payment key was already used for another payment. Nothing was charged; please start the payment again.',
  donationNeedsVerifiedEmail: 'Please verify your email address before you donate.',
  productNotAvailable: 'This product is no longer available.',
  paymentProcessing: 'Your payment is being processed. You will receive a confirmation by email.',
  paymentProviderUnavailable:
    'Card payments are not available at the moment. Nothing was charged. Please try again in a few minutes or pay with TWINT.',
  companyNameRequired: 'Please enter the name of the company',
  companyNameTooLong: 'The company name can have at most 100 characters',
  companyAddressRequired: 'Please enter the company’s street and number',
  companyPostalCodeRequired: 'Please enter the company’s postal code',
  companyCityRequired: 'Please enter the company’s town',
  feeInvoiceNotFound: 'This fee invoice was not found.',
  feeInvoiceMonthInvalid: 'Please choose a month (YYYY-MM).',
  clockBackwards: 'The platform time only moves forward.',
  clockMoveRequired: 'Give the days to move forward or a later date and time.',
  devJsonOnly: 'Development calls that change something take JSON only (Content-Type: application/json).',
  jobUnknown: 'This job does not exist.',
  jobsNotRunning: 'The job scheduler is not running in this process.',
  jobQueued: 'The job is queued and runs in a moment.',
  subscriptionNotFound: 'This subscription was not found.',
  subscriptionCancelled: 'Your subscription has been cancelled.',
  subscriptionAlreadyCancelled: 'This subscription is already cancelled.',
  subscriptionChanged: 'Your subscription is changed: the new amount and rhythm apply from the next payment.',
  subscriptionAmountInvalid: 'Please enter an amount of at least CHF 5.00.',
  subscriptionChargePending:
    'A payment of this subscription is still being settled. Please change it once it is done.',
  moneyNoticesInvalid: 'Please choose: every gift at once, a daily digest or never.',
  moneyNoticesSaved: 'Saved: this is how you are told of money coming in.',
  subscriptionUnchanged: 'Nothing to change: this is already the amount and rhythm of your subscription.',
  twintNotForRecurring: 'TWINT cannot be used for recurring donations. Please pay by card.',
  // Memberships (PRODUCT.md §validation: the keys are the spec's)
  invalid_email: 'Please enter a valid e-mail address.',
  invalid_first_name: 'Please enter a first name (at most 25 characters).',
  invalid_last_name: 'Please enter a last name (at most 25 characters).',
  invalid_initial_amount: 'The initial amount must be at least CHF 5.00.',
  add_member_success: 'Member added.',
  add_member_error: 'The member could not be added.',
  external_payment_success: 'Payment recorded.',
  external_payment_error: 'The payment could not be recorded.',
  invalidDate: 'Invalid date',
  startingDateOutOfRange: 'The starting date must lie within a year of today.',
  membershipNotFound: 'This membership was not found.',
  membershipStatusInvalid: 'Please choose active, inactive or cancelled.',
  memberAlreadyAdded: 'This person is already a member of this membership.',
  alreadyMember: 'You are already a member. Your open invoices are on your profile.',
  membershipCancelled: 'This membership has ended.',
  memberStatusUpdated: 'Member status updated.',
  memberRemoved: 'Member removed.',
  membershipLeft:
    'Your notice is recorded. No further invoice is raised; your membership ends with its paid period.',
  membershipAlreadyLeft: 'You have already given notice for this membership.',
  membershipStays: 'Your notice is withdrawn. Your membership runs on as before.',
  membershipNotLeft: 'This membership has no notice to withdraw.',
  notAMembershipProduct: 'This is not a membership product.',
  invoiceRequired: 'Please enter an invoice number.',
  invoiceNotFound: 'This invoice was not found.',
  invoiceAlreadyPaid: 'This invoice is already paid.',
  externalAmountRequired: 'Please enter the amount received.',
  externalAmountMismatch:
    'The amount must be the invoice amount of CHF {amount}. Partial payments are not recorded.',
  externalDateInFuture: 'The payment date cannot lie in the future.',
  // Dashboard and payouts (issue 15)
  periodInvalid: 'Please choose a period: all, year, month, week or day.',
  fileNotFound: 'This file was not found.',
  dateRangeInvalid: 'Please choose a start date on or before the end date, at most ten years apart.',
  /** A payment provider's webhook whose signature or body was refused; the reason is the check's, in English. */
  webhookRefused: 'The webhook was refused: {reason}',
  // The operator's payouts, refunds, bank confirmations and moderation (/admin, issues 15 and 45)
  payoutNotFound: 'This payout was not found.',
  payoutAlreadyDecided: 'This payout is already marked as paid or failed.',
  payoutReasonRequired: 'Please give a reason (3 to 200 characters).',
  payoutRunNotFound: 'This payout run was not found.',
  payoutNothingToPay: 'This run has no pending payouts: there is nothing left to pay.',
  payoutFileInvalid: 'The payment file failed its checks: {details}',
  /** The provider refused a refund or did not answer; the reason is the provider's own, as it gave it. */
  refundProviderFailed: 'The payment provider did not carry out the refund: {reason}',
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
  // The supporter's documents (issue 16) and invitations to help run an organisation (issue 17)
  certificateYearInvalid: 'Certificates are made for past calendar years.',
  certificateYearEmpty: 'There were no gifts in this year: there is no certificate to make.',
  invitationNotFound: 'This invitation no longer exists: it was withdrawn or already answered.',
  invitationAccepted: 'Invitation accepted: you now help run this organisation.',
  invitationDeclined: 'Invitation declined.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/**
 * Messages whose catalogue text is German because the spec quotes them in German (PRODUCT.md §validation): the
 * German UI shows them exactly; the other languages translate them (English too).
 */
export const GERMAN_MESSAGE_KEYS: ReadonlySet<MessageKey> = new Set<MessageKey>([
  'userUpdated',
  'passwordChanged',
  'oldPasswordRequired',
  'newPasswordRequired',
  'profileFirstNameRequired',
  'profileFirstNameTooLong',
  'profileLastNameRequired',
  'profileLastNameTooLong',
  'profileLanguageRequired',
  'accountDeleteFailed',
  'favouriteSaved',
  'favouriteDeleted',
  'clubNameRequired',
  'clubDescriptionRequired',
  'sportTypeRequired',
  'address1Required',
  'cityRequired',
  'postalCodeRequired',
  'countryRequired',
  'orgEmailInvalid',
  'logoRequired',
  'adminsRequired',
  'adminEmailInvalid',
  'positionRequired',
  'bankOwnerRequired',
  'ibanRequired',
  'currencyRequired',
  'bankCountryRequired',
  'bankUpdated',
  'productTitleRequired',
  'productDescriptionRequired',
  'productPriceInvalid',
  'productExpiryRequired',
  'productImageRequired',
  'productUpdated',
  'productDeactivated',
  'eventTitleInvalid',
  'eventDescriptionInvalid',
  'eventStartRequired',
  'eventEndRequired',
  'eventLocationRequired',
  'eventImageRequired',
  'eventUpdated',
  'donationAmountRequired',
  'donatedSuccessfully',
]);

/** A message and the values of its `{name}` placeholders: what an answer names, in any language. */
export interface Message {
  key: MessageKey;
  values?: Record<string, string>;
}

/** Each message's key by its own name, so a schema names the key it answers with (`KEYS.firstNameRequired`). */
export const KEYS = Object.fromEntries(Object.keys(MESSAGES).map((key) => [key, key])) as {
  readonly [K in MessageKey]: K;
};

/** Whether a text is one of the messages' keys (a schema's issue names its message by key). */
export function isMessageKey(text: string | undefined): text is MessageKey {
  return text !== undefined && Object.hasOwn(MESSAGES, text);
}

/** Fills a text's `{name}` placeholders. */
export function fillPlaceholders(text: string, values: Record<string, string> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A call's confirmation: the message in the spec's words and its key, by which a client shows it in its language. */
export function confirmation<K extends MessageKey>(key: K): { message: (typeof MESSAGES)[K]; key: K } {
  return { message: MESSAGES[key], key };
}

/** A message in the spec's own words (the contract's text), with its placeholders filled. */
export function messageText(message: MessageKey | Message): string {
  const { key, values } = typeof message === 'string' ? { key: message, values: undefined } : message;
  return fillPlaceholders(MESSAGES[key], values);
}

// The status table lives here, with the messages and without zod, so that a browser bundle needing it loads no
// schema library (http.ts holds the schemas of the answers).
const STATUS_KEYS: Record<number, MessageKey> = {
  400: 'status400',
  401: 'status401',
  403: 'status403',
  404: 'status404',
  408: 'status408',
  429: 'status429',
  500: 'status500',
  502: 'status502',
  503: 'status503',
  504: 'status504',
};

/** The spec's status → message table (PRODUCT.md §errors), for an answer that carries no message of its own. */
export function statusMessageOf(status: number): Message {
  const key = STATUS_KEYS[status];
  return key ? { key } : { key: 'statusOther', values: { status: String(status) } };
}

/** The same in the spec's words. */
export function statusMessage(status: number): string {
  return messageText(statusMessageOf(status));
}
