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
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Translations live in locales/<de|en|fr|it>/<namespace>.json; a new file is a new namespace, nothing to
 * register. The core namespaces — `common` (layout, navigation, route titles), `home`, `auth` (account
 * screens) and `messages` (the contract's MESSAGES by property name) — are in the main bundle; every other
 * namespace (long content such as the legal pages) is fetched when a page first uses it.
 * i18next languages are the wire codes (de, en, fr, it); the browser stores du for German.
 */
const CORE_FILES = import.meta.glob<Record<string, unknown>>('./locales/*/{common,auth,messages,home}.json', {
  eager: true,
  import: 'default',
});
const LAZY_FILES = import.meta.glob<Record<string, unknown>>(
  ['./locales/*/*.json', '!./locales/*/{common,auth,messages,home}.json'],
  { import: 'default' },
);

function parsePath(path: string): { language: string; namespace: string } {
  const [, language = '', file = ''] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
  return { language, namespace: file };
}

export const CORE_NAMESPACES = ['common', 'home', 'auth', 'messages'] as const;
export const NAMESPACES: readonly string[] = [
  ...new Set(
    [...Object.keys(CORE_FILES), ...Object.keys(LAZY_FILES)].map((path) => parsePath(path).namespace),
  ),
].sort();

type Resources = Record<WireLanguage, Record<string, Record<string, unknown>>>;

function emptyResources(): Resources {
  return { de: {}, en: {}, fr: {}, it: {} };
}

/** The core namespaces, bundled. */
export const resources: Resources = emptyResources();
for (const [path, content] of Object.entries(CORE_FILES)) {
  const { language, namespace } = parsePath(path);
  if ((WIRE_LANGUAGES as readonly string[]).includes(language))
    resources[language as WireLanguage][namespace] = content;
}

/** Every namespace of every language (tests and tools). */
export async function loadAllResources(): Promise<Resources> {
  const all = emptyResources();
  for (const [path, content] of Object.entries(CORE_FILES)) {
    const { language, namespace } = parsePath(path);
    if (language in all) all[language as WireLanguage][namespace] = content;
  }
  for (const [path, load] of Object.entries(LAZY_FILES)) {
    const { language, namespace } = parsePath(path);
    if (language in all) all[language as WireLanguage][namespace] = await load();
  }
  return all;
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = LAZY_FILES[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (content) => callback(null, content),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

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

void i18n
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    resources,
    partialBundledLanguages: true,
    lng: toWireLanguage(storedLanguage()),
    fallbackLng: 'de',
    supportedLngs: [...WIRE_LANGUAGES],
    ns: [...CORE_NAMESPACES],
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

/**
 * Contract messages with `{name}` placeholders (e.g. adminMustRegister '{email} has no Tifo account yet…'), as
 * patterns that find the key and the values in a filled-in text the server sent.
 */
const TEMPLATES = (Object.entries(MESSAGES) as [MessageKey, string][])
  .filter(([, text]) => /\{\w+\}/.test(text))
  .map(([key, text]) => {
    const names: string[] = [];
    const source = text
      .split(/\{(\w+)\}/)
      .map((part, index) => {
        if (index % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(part);
        return '(.+?)';
      })
      .join('');
    return { key, names, pattern: new RegExp(`^${source}$`, 's') };
  });

/**
 * Translates a message text (from a schema or the server) when it is one of the contract's messages, also a
 * filled-in one ('anna@example.ch has no Tifo account yet…'); any other text is returned as it is.
 */
export function translateMessage(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const key = messageKey(text);
  if (key) return translateMessageKey(key);
  for (const template of TEMPLATES) {
    const match = template.pattern.exec(text);
    if (match) {
      const values = Object.fromEntries(template.names.map((name, index) => [name, match[index + 1] ?? '']));
      return translateMessageKey(template.key, values);
    }
  }
  return text;
}

export default i18n;
