import { catalogMails } from '../mail/template-types';
import de from './locales/de/mails.json' with { type: 'json' };
import en from './locales/en/mails.json' with { type: 'json' };
import fr from './locales/fr/mails.json' with { type: 'json' };
import it from './locales/it/mails.json' with { type: 'json' };

/*
 * The mails of payouts (issue 15), to a club's admins and finance users in their language: a payout was paid
 * (with its PDF statement), or it failed and the money is back in the club's balance.
 */

export const PAYOUT_MAILS = catalogMails({ de, en, fr, it });
