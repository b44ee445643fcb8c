import {
  DEFAULT_LANGUAGE,
  fromWireLanguage,
  isLanguage,
  type Language,
  MESSAGES,
  type MessageKey,
  messageKey,
  toWireLanguage,
  WIRE_LANGUAGES,
  type WireLanguage,
} from '@tifo/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import deAuth from './locales/de/auth.json';
import deCommon from './locales/de/common.json';
import deHome from './locales/de/home.json';
import deMessages from './locales/de/messages.json';
import enAuth from './locales/en/auth.json';
import enCommon from './locales/en/common.json';
import enHome from './locales/en/home.json';
import enMessages from './locales/en/messages.json';
import frAuth from './locales/fr/auth.json';
import frCommon from './locales/fr/common.json';
import frHome from './locales/fr/home.json';
import frMessages from './locales/fr/messages.json';
import itAuth from './locales/it/auth.json';
import itCommon from './locales/it/common.json';
import itHome from './locales/it/home.json';
import itMessages from './locales/it/messages.json';

/**
 * Namespaces: `common` (layout, navigation, route titles, coming-soon page), `home` (landing page),
 * `auth` (account screens) and `messages` (the contract's MESSAGES, keyed by their property name).
 * i18next languages are the wire codes (de, en, fr, it); the browser stores du for German.
 */
export const NAMESPACES = ['common', 'home', 'auth', 'messages'] as const;

export const resources = {
  de: { common: deCommon, home: deHome, auth: deAuth, messages: deMessages },
  en: { common: enCommon, home: enHome, auth: enAuth, messages: enMessages },
  fr: { common: frCommon, home: frHome, auth: frAuth, messages: frMessages },
  it: { common: itCommon, home: itHome, auth: itAuth, messages: itMessages },
} as const satisfies Record<WireLanguage, Record<(typeof NAMESPACES)[number], object>>;

/** localStorage key of the chosen UI language (en, du, fr, it). */
export const LANGUAGE_STORAGE_KEY = 'language';

export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function currentLanguage(): Language {
  const wire = (WIRE_LANGUAGES as readonly string[]).includes(i18n.language)
    ? (i18n.language as WireLanguage)
    : 'de';
  return fromWireLanguage(wire);
}

/** Changes the UI language, remembers it and updates <html lang>. */
export function setLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the choice simply lasts for this page view.
  }
  void i18n.changeLanguage(toWireLanguage(language));
}

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

i18n.on('languageChanged', syncDocumentLanguage);

void i18n.use(initReactI18next).init({
  resources,
  lng: toWireLanguage(storedLanguage()),
  fallbackLng: 'de',
  supportedLngs: [...WIRE_LANGUAGES],
  ns: [...NAMESPACES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});
syncDocumentLanguage(i18n.language);

/** Translates one of the contract's messages by key; `{name}` placeholders of the contract are filled in. */
export function translateMessageKey(key: MessageKey, values: Record<string, string> = {}): string {
  let text = i18n.t(key, { ns: 'messages', defaultValue: MESSAGES[key] });
  for (const [name, value] of Object.entries(values)) text = text.replaceAll(`{${name}}`, value);
  return text;
}

/** Translates a message text (from a schema or the server) when it is one of the contract's messages. */
export function translateMessage(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const key = messageKey(text);
  return key ? translateMessageKey(key) : text;
}

export default i18n;
