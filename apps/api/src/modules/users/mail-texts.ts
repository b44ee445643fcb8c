import { catalogMails } from '../mail/template-types';
import de from './locales/de/mails.json' with { type: 'json' };
import en from './locales/en/mails.json' with { type: 'json' };
import fr from './locales/fr/mails.json' with { type: 'json' };
import it from './locales/it/mails.json' with { type: 'json' };

/*
 * confirmSignUp (issue 45): somebody signed up with the address of a person a club had added as a member. The
 * account, with the memberships and invoices waiting on it, opens only when the mailbox follows the link.
 *
 * Security notices of an account (users/service.ts): the password was changed (in the profile, or with a reset
 * code). Someone who did not do it is told what to do at once: the button opens "forgot password", which works
 * from the mailbox alone. `changedAt` is Swiss time (DD.MM.YYYY HH:MM).
 *
 * Changing the e-mail address (users/email-change.ts): confirmEmailChange goes to the new address, emailChanged to
 * the old one with the undo link (`undoUntil`, Swiss time), emailChangeUndone to the old one once it is undone.
 */

export const ACCOUNT_MAILS = catalogMails({ de, en, fr, it });
