/**
 * Every user-facing message the browser and the server share, in English as the spec quotes it.
 * The web app translates them through its `messages` namespace, keyed by the property name;
 * `messageKey` finds the key of a message text that came back from the server.
 */
export const MESSAGES = {
  // Sign-up (spec 000 §5)
  firstNameRequired: 'Please enter first name',
  firstNameTooLong: 'First name can have at most 30 characters',
  lastNameRequired: 'Please enter last name',
  lastNameTooLong: 'Last name can have at most 40 characters',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: 'Email address can have at most 50 characters',
  passwordRequired: 'Please enter a password',
  passwordWeak:
    'Your password must be at least 8 characters and include a symbol, an uppercase and a lowercase letter',
  passwordTooLong: 'Your password can have at most 128 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  termsRequired: 'Please accept the terms and conditions and the privacy policy',
  languageInvalid: 'Please choose a language',
  // Login
  loginEmailRequired: 'Please enter your email address.',
  loginPasswordRequired: 'Please enter your password.',
  invalidCredentials: 'The email address or password is incorrect.',
  // Reset
  resetTokenRequired: 'Please enter the reset token from the email',
  resetTokenInvalid: 'This reset token is invalid or has expired. Please request a new one.',
  resetTokenSent: 'A reset token has been sent to your email address.',
  passwordResetSuccess: 'Your password has been reset successfully.',
  // Verification
  verificationEmailSent: 'Please check your email!',
  verificationEmailInvalid: 'Invalid email',
  verificationLinkInvalid: 'This verification link is invalid or has expired.',
  emailVerified: 'Your email address is verified. You can now donate.',
  // Account
  emailTaken: 'An account with this email address already exists.',
  userCreated: 'Your account has been created.',
  userUpdated: 'Deine Daten wurden aktualisiert!',
  passwordChanged: 'Passwort erfolgreich aktualisiert!',
  oldPasswordRequired: 'Bitte das alte Passwort eingeben.',
  newPasswordRequired: 'Bitte das neue Passwort eingeben.',
  oldPasswordWrong: 'The old password is incorrect.',
  profileFirstNameRequired: 'Bitte Vornamen eingeben.',
  profileFirstNameTooLong: 'Der Vorname darf höchstens 25 Zeichen lang sein.',
  profileLastNameRequired: 'Bitte Nachnamen eingeben.',
  profileLastNameTooLong: 'Der Nachname darf höchstens 25 Zeichen lang sein.',
  profileLanguageRequired: 'Bitte Sprache auswählen.',
  addressTooLong: 'Address lines can have at most 50 characters',
  postalCodeTooLong: 'Postal code can have at most 10 characters',
  cityTooLong: 'City can have at most 50 characters',
  countryInvalid: 'Please choose a country',
  accountDeleted: 'Your account has been deleted.',
  accountDeleteFailed: 'Fehler – bitte kontaktiere support@{host}',
  deleteBlockedByClub:
    'You are the only administrator of an organisation. Delete the organisation or register another representative first.',
  userIdInvalid: 'Please send a valid user id',
  // Session (spec 000 §8)
  sessionExpired: 'Your session has expired. Please log in again.',
  refreshTokenRequired: 'Please send a refresh token',
  // HTTP status table (spec 000 §8)
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
} as const;

export type MessageKey = keyof typeof MESSAGES;

const keyByText = new Map<string, MessageKey>(
  (Object.entries(MESSAGES) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

/** The key of a known message text (e.g. one a server answered with), or undefined for free text. */
export function messageKey(text: string): MessageKey | undefined {
  return keyByText.get(text);
}
