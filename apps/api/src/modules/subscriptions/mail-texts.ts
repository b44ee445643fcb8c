import { catalogMails } from '../mail/template-types';
import de from './locales/de/mails.json' with { type: 'json' };
import en from './locales/en/mails.json' with { type: 'json' };
import fr from './locales/fr/mails.json' with { type: 'json' };
import it from './locales/it/mails.json' with { type: 'json' };

/*
 * The mails of donation subscriptions (issue 13), in the donor's language: the reminder before a charge of a
 * six-monthly or yearly subscription, a declined renewal, a renewal the bank wants confirmed (3-D Secure), the
 * cancellation, and the note to the club when a supporter's subscription ends. The receipt of each charge is
 * the donation receipt with the subscription's terms added (payments/mail-texts.ts recurringReceiptNote).
 */

export const SUBSCRIPTION_MAILS = catalogMails({ de, en, fr, it });
