import { catalogMails } from '../mail/template-types';
import de from './locales/de/mails.json' with { type: 'json' };
import en from './locales/en/mails.json' with { type: 'json' };
import fr from './locales/fr/mails.json' with { type: 'json' };
import it from './locales/it/mails.json' with { type: 'json' };

/*
 * The operator's measures against misuse (moderation/service.ts, issue 45): the person or the organisation's
 * administrators are told what happened and why, in the operator's own words (`reason`, set off as a quote),
 * and whom to write to. Lifting a measure is told the same way.
 */

export const MODERATION_MAILS = catalogMails({ de, en, fr, it });
