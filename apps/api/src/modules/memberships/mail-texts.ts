import { catalogMails } from '../mail/template-types';
import de from './locales/de/mails.json' with { type: 'json' };
import en from './locales/en/mails.json' with { type: 'json' };
import fr from './locales/fr/mails.json' with { type: 'json' };
import it from './locales/it/mails.json' with { type: 'json' };

/*
 * The mails of memberships (issue 14), each in its recipient's language: the invitation of a person the club
 * added, the invoice of a period (with the pay link and the QR-bill PDF), a declined card charge of an invoice,
 * the reminder 14 days after an invoice's date, the lapse notice, and the note to the club when a member lapses.
 */

export const MEMBERSHIP_MAILS = catalogMails({ de, en, fr, it });
