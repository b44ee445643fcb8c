import { z } from 'zod';
import { WIRE_LANGUAGES } from './languages';
import { LIMITS, ROLES, STRONG_PASSWORD } from './limits';
import { KEYS } from './messages';

/** zod's own e-mail pattern, trimmed and lower-cased so that one person has one account. */
export const email = z
  .string(KEYS.emailInvalid)
  .trim()
  .toLowerCase()
  .min(1, KEYS.emailInvalid)
  .max(LIMITS.emailMax, KEYS.emailTooLong)
  .regex(z.regexes.email, KEYS.emailInvalid);

export const password = z
  .string(KEYS.passwordRequired)
  .min(1, KEYS.passwordRequired)
  .max(LIMITS.passwordMax, KEYS.passwordTooLong)
  .regex(STRONG_PASSWORD, KEYS.passwordWeak);

export const WireLanguageSchema = z.enum(WIRE_LANGUAGES, KEYS.languageInvalid);

export const firstName = z
  .string(KEYS.firstNameRequired)
  .trim()
  .min(1, KEYS.firstNameRequired)
  .max(LIMITS.firstNameMax, KEYS.firstNameTooLong);
export const lastName = z
  .string(KEYS.lastNameRequired)
  .trim()
  .min(1, KEYS.lastNameRequired)
  .max(LIMITS.lastNameMax, KEYS.lastNameTooLong);

export const UserId = z.uuid(KEYS.userIdInvalid);

// ---- Requests -------------------------------------------------------------------------------------------

export const SignUpRequest = z.object({
  firstName,
  lastName,
  email,
  password,
  preferredLanguage: WireLanguageSchema.default('de'),
  /** From a club's membership invitation: proves the e-mail, so the account is verified at once. */
  invitationToken: z.string().min(16).max(200).optional(),
});
export type SignUpRequest = z.infer<typeof SignUpRequest>;

/** The sign-up form adds the confirmation and the acceptance of terms and privacy notice. */
export const SignUpForm = SignUpRequest.omit({ preferredLanguage: true })
  .extend({
    confirmPassword: z.string(),
    acceptTerms: z.literal(true, KEYS.termsRequired),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: KEYS.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type SignUpForm = z.input<typeof SignUpForm>;

export const LoginRequest = z.object({
  email: z
    .string(KEYS.loginEmailRequired)
    .trim()
    .toLowerCase()
    .min(1, KEYS.loginEmailRequired)
    .max(254, KEYS.emailTooLong),
  password: z
    .string(KEYS.loginPasswordRequired)
    .min(1, KEYS.loginPasswordRequired)
    .max(LIMITS.passwordMax, KEYS.passwordTooLong),
  /**
   * A solved captcha (the ALTCHA payload), needed only after several failed logins for the e-mail: the
   * answer to a login without it is then 429 with `fields.captcha` (issue 17: no lock-out of the owner).
   */
  captcha: z.string().max(5000).optional(),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const UserIdRequest = z.object({ userId: UserId });
export type UserIdRequest = z.infer<typeof UserIdRequest>;

export const TokenRefreshRequest = z.object({
  refreshToken: z
    .string(KEYS.refreshTokenRequired)
    .min(1, KEYS.refreshTokenRequired)
    .max(LIMITS.refreshTokenMax, KEYS.sessionExpired),
});
export type TokenRefreshRequest = z.infer<typeof TokenRefreshRequest>;

/** `request-email-verification`, `email-admin` and `forgot-password` all take just an e-mail. */
export const EmailRequest = z.object({ email });
export type EmailRequest = z.infer<typeof EmailRequest>;

export const VerifyEmailRequest = z.object({
  token: z.string(KEYS.verificationLinkInvalid).min(1, KEYS.verificationLinkInvalid).max(200),
});
export type VerifyEmailRequest = z.infer<typeof VerifyEmailRequest>;

export const resetToken = z
  .string(KEYS.resetTokenRequired)
  .trim()
  .min(1, KEYS.resetTokenRequired)
  .max(LIMITS.resetTokenMax, KEYS.resetTokenInvalid);

export const ResetPasswordRequest = z.object({ token: resetToken, email, newPassword: password });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

export const ResetPasswordForm = z
  .object({ token: resetToken, newPassword: password, confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: KEYS.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.input<typeof ResetPasswordForm>;

const optionalLine = (max: number, message: string) =>
  z.string().trim().max(max, message).nullish().default(null);

export const Address = z.object({
  address1: optionalLine(LIMITS.addressLineMax, KEYS.addressTooLong),
  address2: optionalLine(LIMITS.addressLineMax, KEYS.addressTooLong),
  postalCode: optionalLine(LIMITS.postalCodeMax, KEYS.postalCodeTooLong),
  city: optionalLine(LIMITS.cityMax, KEYS.cityTooLong),
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, KEYS.countryInvalid)
    .nullish()
    .default(null),
});
export type Address = z.infer<typeof Address>;

/** PUT /users (PRODUCT.md §validation 'User profile edit'); the e-mail is read-only and not part of it. */
export const UpdateUserRequest = z.object({
  userId: UserId,
  firstName: z
    .string(KEYS.profileFirstNameRequired)
    .trim()
    .min(1, KEYS.profileFirstNameRequired)
    .max(LIMITS.profileNameMax, KEYS.profileFirstNameTooLong),
  lastName: z
    .string(KEYS.profileLastNameRequired)
    .trim()
    .min(1, KEYS.profileLastNameRequired)
    .max(LIMITS.profileNameMax, KEYS.profileLastNameTooLong),
  preferredLanguage: z.enum(WireLanguageSchema.options, KEYS.profileLanguageRequired),
  address: Address.optional(),
});
export type UpdateUserRequest = z.infer<typeof UpdateUserRequest>;

export const ChangePasswordRequest = z.object({
  email,
  oldPassword: z
    .string(KEYS.oldPasswordRequired)
    .min(1, KEYS.oldPasswordRequired)
    .max(LIMITS.passwordMax, KEYS.passwordTooLong),
  newPassword: z
    .string(KEYS.newPasswordRequired)
    .min(1, KEYS.newPasswordRequired)
    .max(LIMITS.passwordMax, KEYS.passwordTooLong)
    .regex(STRONG_PASSWORD, KEYS.passwordWeak),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** Asks to change the own e-mail address: the new one gets a link, nothing changes until it is followed. */
export const ChangeEmailRequest = z.object({
  newEmail: email,
  password: z
    .string(KEYS.currentPasswordRequired)
    .min(1, KEYS.currentPasswordRequired)
    .max(LIMITS.passwordMax, KEYS.passwordTooLong),
});
export type ChangeEmailRequest = z.infer<typeof ChangeEmailRequest>;

/** The link's token of an e-mail change: to confirm it (sent to the new address) or undo it (to the old one). */
export const EmailChangeTokenRequest = z.object({
  token: z.string(KEYS.emailChangeLinkInvalid).min(1, KEYS.emailChangeLinkInvalid).max(200),
});
export type EmailChangeTokenRequest = z.infer<typeof EmailChangeTokenRequest>;

// ---- Answers --------------------------------------------------------------------------------------------

export const UserDetails = z.object({
  id: z.string(),
  userId: z.string(),
  email: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.enum(ROLES)),
  clubId: z.string().nullable(),
  address: Address,
  image: z.string().nullable(),
  verified: z.boolean(),
  donationEnabled: z.boolean(),
  preferredLanguage: WireLanguageSchema,
});
export type UserDetails = z.infer<typeof UserDetails>;

export const AuthResponse = UserDetails.extend({
  token: z.string(),
  /** Absent when the session is kept in the cookie (SESSION_COOKIE_MODE_HEADER). */
  refreshToken: z.string().optional(),
  /** Seconds until the access token expires; the browser refreshes before that. */
  expiresIn: z.number().int(),
});
export type AuthResponse = z.infer<typeof AuthResponse>;

export const TokenResponse = z.object({
  token: z.string(),
  /** Absent when the session is kept in the cookie (SESSION_COOKIE_MODE_HEADER). */
  refreshToken: z.string().optional(),
  expiresIn: z.number().int(),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

export const EmailExistsResponse = z.object({ emailExists: z.boolean() });
export type EmailExistsResponse = z.infer<typeof EmailExistsResponse>;

/** POST /users/logout ends the session of this refresh token. */
export const LogoutRequest = TokenRefreshRequest;
export type LogoutRequest = TokenRefreshRequest;
