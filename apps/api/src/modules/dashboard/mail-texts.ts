import { catalogMails } from '../mail/template-types';
import de from './locales/de/mails.json' with { type: 'json' };
import en from './locales/en/mails.json' with { type: 'json' };
import fr from './locales/fr/mails.json' with { type: 'json' };
import it from './locales/it/mails.json' with { type: 'json' };

/*
 * Money coming in, told to the club's staff as each chooses (issue 47): every gift at once, or a morning digest of
 * the gifts since the last one; gross, fee and net, the donor named only with their consent.
 */

export const MONEY_MAILS = catalogMails({ de, en, fr, it });
