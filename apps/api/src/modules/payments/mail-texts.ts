import type { RecurringPeriod, WireLanguage } from '@tifo/contract';
import { perLanguage } from '../../platform/catalogs';
import { catalogMails } from '../mail/template-types';
import de from './locales/de/mails.json' with { type: 'json' };
import deTerms from './locales/de/terms.json' with { type: 'json' };
import en from './locales/en/mails.json' with { type: 'json' };
import enTerms from './locales/en/terms.json' with { type: 'json' };
import fr from './locales/fr/mails.json' with { type: 'json' };
import frTerms from './locales/fr/terms.json' with { type: 'json' };
import it from './locales/it/mails.json' with { type: 'json' };
import itTerms from './locales/it/terms.json' with { type: 'json' };

/*
 * The mails of a payment, in the donor's language: the receipt of each donation (its PDF attached; a recurring
 * one repeats the terms the donor agreed to), and a refund, to the donor and to the club. The words are the
 * catalogs in locales/<language>/mails.json; terms.json names the periods and the means of payment.
 */

const TERMS: Record<
  WireLanguage,
  { periods: Record<RecurringPeriod, string>; methods: Record<string, string> }
> = {
  de: deTerms,
  en: enTerms,
  fr: frTerms,
  it: itTerms,
};

/** How often a subscription charges, as a phrase ("jeden Monat"). */
export const PERIOD_PHRASES = perLanguage(TERMS, (terms) => terms.periods);

export const PAYMENT_MAILS = catalogMails({ de, en, fr, it }, (language, vars) => ({
  // A refund names the means of payment the money goes back to.
  methodName: TERMS[language].methods[vars.method === 'twint' ? 'twint' : 'card'] ?? '',
}));
