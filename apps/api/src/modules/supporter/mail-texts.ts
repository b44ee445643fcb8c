import { catalogMails } from '../mail/template-types';
import de from './locales/de/mails.json' with { type: 'json' };
import en from './locales/en/mails.json' with { type: 'json' };
import fr from './locales/fr/mails.json' with { type: 'json' };
import it from './locales/it/mails.json' with { type: 'json' };

/*
 * The supporter's annual donation certificate (issue 16), e-mailed in January for the year before with the PDF
 * attached.
 */

export const SUPPORTER_MAILS = catalogMails({ de, en, fr, it });
