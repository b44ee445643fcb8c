import { catalogMails } from '../mail/template-types';
import de from './locales/de/mails.json' with { type: 'json' };
import en from './locales/en/mails.json' with { type: 'json' };
import fr from './locales/fr/mails.json' with { type: 'json' };
import it from './locales/it/mails.json' with { type: 'json' };

/*
 * The delivery notice (deliveries/notices.ts): the club's admins and editors are told of orders with delivery paid
 * since the last run. `count` is formatted (1'234), `items` lists "2 × Trikot-Sponsoring, 1 × Fanschal". The
 * addresses stay in Tifo: the button opens the products tab's deliveries. The donor is told once their order is
 * on its way (deliveries/service.ts markSent), with the address it goes to and whom to ask.
 */

export const DELIVERY_MAILS = catalogMails({ de, en, fr, it });
