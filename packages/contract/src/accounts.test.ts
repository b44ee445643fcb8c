import { describe, expect, it } from 'vitest';
import { LoginRequest, ResetPasswordForm, SignUpForm, SignUpRequest } from './accounts';
import { fromWireLanguage, toWireLanguage } from './languages';
import { isMessageKey, KEYS, MESSAGES, messageText, statusMessage } from './messages';
import { RESERVED_SHORT_NAMES } from './routes';

const valid = { firstName: 'Anna', lastName: 'Muster', email: 'anna@example.ch', password: 'Sicher!123' };

/** A schema's message in the spec's words: schemas name their messages by key (anything else is not one). */
function worded(message: string | undefined): string {
  return isMessageKey(message) ? MESSAGES[message] : `not a message key: ${message}`;
}

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : worded(result.error?.issues[0]?.message);
}

describe('sign-up rules (PRODUCT.md §validation)', () => {
  it('accepts a valid sign-up and defaults the language to German on the wire', () => {
    const parsed = SignUpRequest.parse(valid);
    expect(parsed.preferredLanguage).toBe('de');
  });

  it.each([
    [{ firstName: '' }, 'Please enter first name'],
    [{ firstName: '   ' }, 'Please enter first name'],
    [{ lastName: '' }, 'Please enter last name'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ email: '' }, 'Please enter a valid email address'],
    [{ password: '' }, 'Please enter a password'],
    [{ password: 'Short!1' }, MESSAGES.passwordWeak],
    [{ password: 'nouppercase!1' }, MESSAGES.passwordWeak],
    [{ password: 'NOLOWERCASE!1' }, MESSAGES.passwordWeak],
    [{ password: 'NoSymbol123' }, MESSAGES.passwordWeak],
    [{ password: 'Wrong-Symbol1' }, MESSAGES.passwordWeak],
  ])('rejects %o with the spec message', (override, message) => {
    expect(firstMessage(SignUpRequest.safeParse({ ...valid, ...override }))).toBe(message);
  });

  it('accepts the symbols !@#$%^&* each on their own', () => {
    for (const symbol of '!@#$%^&*') {
      expect(SignUpRequest.safeParse({ ...valid, password: `Abcdefg${symbol}` }).success).toBe(true);
    }
  });

  it('enforces the field limits: first name 30, last name 40, e-mail 50', () => {
    expect(SignUpRequest.safeParse({ ...valid, firstName: 'a'.repeat(30) }).success).toBe(true);
    expect(firstMessage(SignUpRequest.safeParse({ ...valid, firstName: 'a'.repeat(31) }))).toBe(
      MESSAGES.firstNameTooLong,
    );
    expect(SignUpRequest.safeParse({ ...valid, lastName: 'a'.repeat(40) }).success).toBe(true);
    expect(firstMessage(SignUpRequest.safeParse({ ...valid, lastName: 'a'.repeat(41) }))).toBe(
      MESSAGES.lastNameTooLong,
    );
    const email50 = `${'a'.repeat(41)}@test.com`;
    expect(email50).toHaveLength(50);
    expect(SignUpRequest.safeParse({ ...valid, email: email50 }).success).toBe(true);
    expect(firstMessage(SignUpRequest.safeParse({ ...valid, email: `b${email50}` }))).toBe(
      MESSAGES.emailTooLong,
    );
  });

  it('lower-cases and trims the e-mail', () => {
    expect(SignUpRequest.parse({ ...valid, email: '  Anna@Example.CH ' }).email).toBe('anna@example.ch');
  });

  it('rejects a stored language code on the wire: German travels as de', () => {
    expect(SignUpRequest.safeParse({ ...valid, preferredLanguage: 'du' }).success).toBe(false);
    expect(SignUpRequest.parse({ ...valid, preferredLanguage: 'fr' }).preferredLanguage).toBe('fr');
  });

  it('needs a matching confirmation and accepted terms in the form', () => {
    const form = { ...valid, confirmPassword: valid.password, acceptTerms: true };
    expect(SignUpForm.safeParse(form).success).toBe(true);
    expect(firstMessage(SignUpForm.safeParse({ ...form, confirmPassword: 'Other!123' }))).toBe(
      'Passwords do not match',
    );
    expect(firstMessage(SignUpForm.safeParse({ ...form, acceptTerms: false }))).toBe(MESSAGES.termsRequired);
  });
});

describe('login, reset', () => {
  it('asks for e-mail and password with the spec messages', () => {
    const result = LoginRequest.safeParse({ email: '', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => worded(issue.message))).toEqual([
      'Please enter your email address.',
      'Please enter your password.',
    ]);
  });

  it('needs the token and a strong, confirmed new password to reset', () => {
    expect(
      firstMessage(
        ResetPasswordForm.safeParse({ token: '', newPassword: 'Abcdefg!', confirmPassword: 'Abcdefg!' }),
      ),
    ).toBe(MESSAGES.resetTokenRequired);
    expect(
      firstMessage(ResetPasswordForm.safeParse({ token: 't', newPassword: 'weak', confirmPassword: 'weak' })),
    ).toBe(MESSAGES.passwordWeak);
    expect(
      firstMessage(
        ResetPasswordForm.safeParse({ token: 't', newPassword: 'Abcdefg!', confirmPassword: 'Abcdefg?' }),
      ),
    ).toBe(MESSAGES.passwordsDoNotMatch);
  });
});

describe('languages and messages', () => {
  it('maps the stored German code du to de on the wire and back', () => {
    expect(toWireLanguage('du')).toBe('de');
    expect(fromWireLanguage('de')).toBe('du');
    expect(toWireLanguage('fr')).toBe('fr');
    expect(fromWireLanguage('it')).toBe('it');
  });

  it('gives the spec message for each status', () => {
    expect(statusMessage(400)).toBe('Bad request. Please check your input and try again.');
    expect(statusMessage(401)).toBe('You need to log in again to continue.');
    expect(statusMessage(403)).toBe("You don't have permission to access this resource.");
    expect(statusMessage(404)).toBe('Resource not found. Please check the URL and try again.');
    expect(statusMessage(408)).toBe('Request timeout. Please try again.');
    expect(statusMessage(429)).toBe('Rate limit exceeded. Please try again later.');
    expect(statusMessage(500)).toBe('Server error. Our team has been notified.');
    expect(statusMessage(502)).toBe('Bad gateway. Please try again later.');
    expect(statusMessage(503)).toBe('Service unavailable. Please try again later.');
    expect(statusMessage(504)).toBe('Gateway timeout. Please try again later.');
    expect(statusMessage(418)).toBe('Error (418). Please try again or contact support.');
  });

  it("knows its keys, and gives a message in the spec's words with its placeholders filled", () => {
    expect(isMessageKey(KEYS.passwordsDoNotMatch)).toBe(true);
    expect(isMessageKey('Passwords do not match')).toBe(false);
    expect(messageText('passwordsDoNotMatch')).toBe('Passwords do not match');
    expect(messageText({ key: 'adminMustRegister', values: { email: 'anna@example.ch' } })).toBe(
      'anna@example.ch has no Tifo account yet. The person must register first.',
    );
    expect(MESSAGES.passwordsDoNotMatch).toBe('Passwords do not match');
  });

  it('keeps route names out of club short names', () => {
    for (const name of ['clubs', 'kosten', 'login', 'register', 'api', 'admin', 'payment-stripe']) {
      expect(RESERVED_SHORT_NAMES.has(name)).toBe(true);
    }
  });
});
