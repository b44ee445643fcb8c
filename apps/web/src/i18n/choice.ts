import { isLanguage, type Language } from '@tifo/contract';

/**
 * Where the browser keeps the chosen UI language (en, du, fr, it). A module of its own, without i18next, so
 * that boot.ts can record a choice made before the app runs (lib/earlyEvents.ts).
 */

/** localStorage key of the chosen UI language. */
export const LANGUAGE_STORAGE_KEY = 'language';
/**
 * Cookie with the same value, so that the server sends pages rendered in the chosen language (apps/api
 * modules/web/pages.ts reads it). It says nothing about the person; a year long.
 */
export const LANGUAGE_COOKIE = 'language';
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Keeps the language cookie equal to the chosen language. */
export function rememberLanguageCookie(language: Language): void {
  if (typeof document === 'undefined') return;
  const current = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
  if (current === language) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/** Remembers the choice in this browser (storage and cookie). */
export function rememberLanguageChoice(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the choice simply lasts for this page view (and the cookie).
  }
  rememberLanguageCookie(language);
}

/** The language this browser chose, or null when it never chose one. */
export function storedLanguageChoice(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}
