/**
 * The account messages of MESSAGES (messages.ts): sign-up, login, reset, verification, the own account and the
 * session. English as the spec quotes it; German where the spec gives German.
 */
export const ACCOUNT_MESSAGES = {
  // Sign-up (PRODUCT.md §validation)
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
  loginCaptchaRequired:
    'There were several failed logins for this e-mail. Please confirm the captcha and log in again.',
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
  emailNotVerified:
    'Please verify your email address first: open the link in the mail we sent you when you signed up, or have a new one sent from your profile.',
  clubUnavailable: 'This page is not available.',
  closureRequested:
    'The closure is requested: the organisation takes no new gifts and closes after 30 days of notice.',
  closureWithdrawn: 'The closure is withdrawn: the organisation goes on as before.',
  closureAlreadyRequested: 'The closure of this organisation is already requested.',
  closureNotRequested: 'No closure of this organisation is requested.',
  closureNotPossible: 'This organisation is closed or taken down: it cannot be closed.',
  clubClosing: 'This organisation is closing down on Tifo and takes no new gifts.',
  accountSuspended:
    'Your account is suspended. The reason we gave you is below; if you think this is a mistake, please write to our support.',
  signUpConfirmByMail:
    'Please confirm your email address: we have sent you a link. Your account opens once you follow it.',
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
    'You are the only administrator of an organisation. Close the organisation (on its edit page) or name another administrator first.',
  userIdInvalid: 'Please send a valid user id',
  // Changing the e-mail address (issue 47): the new address is proven first, the old one can undo for 7 days
  currentPasswordRequired: 'Please enter your password.',
  currentPasswordWrong: 'The password is incorrect.',
  emailChangeSameAddress: 'This is already your e-mail address.',
  emailChangeSent:
    'Please confirm your new e-mail address: we have sent it a link. Your address changes once you follow it.',
  emailChangeLinkInvalid: 'This link is invalid or has expired.',
  emailChanged:
    'Your e-mail address is changed. We have told your previous address, with a link to undo the change for 7 days.',
  emailChangeUndone:
    'The change is undone: your account has its previous e-mail address again and is logged out everywhere. Please set a new password.',
  // Session (PRODUCT.md §errors)
  sessionExpired: 'Your session has expired. Please log in again.',
  refreshTokenRequired: 'Please send a refresh token',
} as const;
