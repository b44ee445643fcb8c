import type { WireLanguage } from '@tifo/contract';
import { fillPlaceholders } from '@tifo/contract';
import { catalogMails } from '../mail/template-types';
import de from './locales/de/invitation-mails.json' with { type: 'json' };
import deTerms from './locales/de/invitation-terms.json' with { type: 'json' };
import en from './locales/en/invitation-mails.json' with { type: 'json' };
import enTerms from './locales/en/invitation-terms.json' with { type: 'json' };
import fr from './locales/fr/invitation-mails.json' with { type: 'json' };
import frTerms from './locales/fr/invitation-terms.json' with { type: 'json' };
import it from './locales/it/invitation-mails.json' with { type: 'json' };
import itTerms from './locales/it/invitation-terms.json' with { type: 'json' };

/*
 * The invitation to help run a club (issue 17): the role exists only once the person accepts in their profile.
 * The words are the catalogs in locales/<language>/invitation-mails.json; invitation-terms.json names the roles
 * as the edit page does (org.json admins.roles) and who invited the person, when known.
 */

const TERMS: Record<WireLanguage, { roles: Record<string, string>; invitedBy: string }> = {
  de: deTerms,
  en: enTerms,
  fr: frTerms,
  it: itTerms,
};

export const INVITATION_MAILS = catalogMails({ de, en, fr, it }, (language, vars) => ({
  role: TERMS[language].roles[vars.role ?? ''] ?? vars.role ?? '',
  invitedBy: vars.inviter ? fillPlaceholders(TERMS[language].invitedBy, { inviter: vars.inviter }) : '',
}));
