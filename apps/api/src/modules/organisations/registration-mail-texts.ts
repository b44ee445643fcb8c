import { catalogMails } from '../mail/template-types';
import de from './locales/de/registration-mails.json' with { type: 'json' };
import en from './locales/en/registration-mails.json' with { type: 'json' };
import fr from './locales/fr/registration-mails.json' with { type: 'json' };
import it from './locales/it/registration-mails.json' with { type: 'json' };

/*
 * A registration submitted for review (issue 47): the person who submitted it is told it arrived and is reviewed
 * within 48 hours, in their language; the operator (OPERATOR_EMAIL, in German like the other operator mails) that
 * it waits in the review queue. The review's decisions are mailed by the review module.
 */

export const REGISTRATION_MAILS = catalogMails({ de, en, fr, it });
