import { catalogMails } from '../mail/template-types';
import de from './locales/de/mails.json' with { type: 'json' };
import en from './locales/en/mails.json' with { type: 'json' };
import fr from './locales/fr/mails.json' with { type: 'json' };
import it from './locales/it/mails.json' with { type: 'json' };

/* The contact form's mails: the message to the operator, and the sender's confirmation. */

export const CONTACT_MAILS = catalogMails({ de, en, fr, it });
