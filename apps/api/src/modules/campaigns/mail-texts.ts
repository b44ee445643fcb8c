import { catalogMails } from '../mail/template-types';
import de from './locales/de/mails.json' with { type: 'json' };
import en from './locales/en/mails.json' with { type: 'json' };
import fr from './locales/fr/mails.json' with { type: 'json' };
import it from './locales/it/mails.json' with { type: 'json' };

/*
 * The mails of crowdfunding campaigns (issue 49), in the reader's language: the pledge's mandate, its release when
 * the campaign is not funded, a declined charge, a charge the bank wants confirmed, a pledge that failed, the
 * extension, the end to the club, and each update to the backers with its unsubscribe link. A charged pledge's
 * receipt is the donation receipt.
 */

export const CAMPAIGN_MAILS = catalogMails({ de, en, fr, it });
