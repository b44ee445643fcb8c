import { CaptchaChallenge, ContactRequest } from '../clubs';
import { endpoint } from '../endpoint';
import { MessageResponse } from '../http';

/** The contact calls. */
export const CONTACT_ENDPOINTS = {
  getCaptchaChallenge: endpoint({
    method: 'GET',
    path: '/captcha/challenge',
    tag: 'contact',
    summary: 'A proof-of-work challenge for the ALTCHA widget (valid 10 minutes)',
    access: 'public',
    answers: { 200: CaptchaChallenge },
    errors: [],
  }),
  postEmailsContactUs: endpoint({
    method: 'POST',
    path: '/emails/contact-us',
    tag: 'contact',
    summary: 'Send a message to the operator; the sender gets a copy',
    description:
      'recaptchaResponse carries the solved captcha: the base64 payload of the ALTCHA widget. Each solution is accepted once.',
    access: 'optional',
    body: ContactRequest,
    answers: { 200: MessageResponse },
    errors: [400, 429],
    errorKeys: ['captchaInvalid'],
  }),
} as const;
