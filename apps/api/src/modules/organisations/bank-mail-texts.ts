import { catalogMails } from '../mail/template-types';
import de from './locales/de/bank-mails.json' with { type: 'json' };
import en from './locales/en/bank-mails.json' with { type: 'json' };
import fr from './locales/fr/bank-mails.json' with { type: 'json' };
import it from './locales/it/bank-mails.json' with { type: 'json' };

/*
 * A reviewed club's bank account changed (organisations/bank.ts): its admins and finance users are told who changed
 * it and when, so that one who did not make the change can stop it; the operator (OPERATOR_EMAIL, in German like
 * the contact mails) is asked to check and confirm it. Confirmed (review/bank.ts): the club is told that payouts
 * go to the new account. The IBAN only by its last four characters.
 */

export const BANK_MAILS = catalogMails({ de, en, fr, it });
