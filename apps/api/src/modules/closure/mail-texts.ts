import { catalogMails } from '../mail/template-types';
import de from './locales/de/mails.json' with { type: 'json' };
import en from './locales/en/mails.json' with { type: 'json' };
import fr from './locales/fr/mails.json' with { type: 'json' };
import it from './locales/it/mails.json' with { type: 'json' };

/*
 * Closing an organisation (organisations/closure.ts, issue 45): its supporters with a subscription or membership
 * are told when it closes and what ends then; its administrators that the closure is requested (so that one who
 * did not ask can withdraw it), withdrawn, and done. `closesAt` is a Swiss date (DD.MM.YYYY).
 */

export const CLOSURE_MAILS = catalogMails({ de, en, fr, it });
