import { catalogMails } from '../mail/template-types';
import de from './locales/de/mails.json' with { type: 'json' };
import en from './locales/en/mails.json' with { type: 'json' };
import fr from './locales/fr/mails.json' with { type: 'json' };
import it from './locales/it/mails.json' with { type: 'json' };

/* The operator's review decisions, to every administrator of the club in their language. */

export const REVIEW_MAILS = catalogMails({ de, en, fr, it });
