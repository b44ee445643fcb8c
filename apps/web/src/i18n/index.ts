import {
  DEFAULT_LANGUAGE,
  formatCount,
  fromWireLanguage,
  type Language,
  languageFromHeader,
  MESSAGES,
  type MessageKey,
  messageKey,
  toWireLanguage,
  WIRE_LANGUAGES,
  type WireLanguage,
} from '@tifo/contract';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterHydration } from '../lib/hydration';
import { readSsrState } from '../lib/ssrState';
import { rememberLanguageChoice, rememberLanguageCookie, storedLanguageChoice } from './choice';

export {
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  rememberLanguageCookie,
  storedLanguageChoice,
} from './choice';

/**
 * Translations live in locales/<de|en|fr|it>/<namespace>.json; a new file is a new namespace, nothing to
 * register. The core namespaces — `common` (layout, navigation, route titles), `home`, `auth` (account
 * screens) and `messages` (the contract's MESSAGES by property name) — of German, the default language, are
 * in the main bundle; every other file (the other languages, long content such as the legal pages) is
 * fetched when first needed. A server-rendered page brings the ones it was rendered with (lib/ssrState.ts).
 * i18next languages are the wire codes (de, en, fr, it); the browser stores du for German.
 */
const CORE_FILES = import.meta.glob<Record<string, unknown>>(
  './locales/de/{common,auth,messages,home}.json',
  {
    eager: true,
    import: 'default',
  },
);
const LAZY_FILES = import.meta.glob<Record<string, unknown>>(
  ['./locales/*/*.json', '!./locales/de/{common,auth,messages,home}.json'],
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

/** The bundled translations: German's core namespaces. */
export const resources: Resources = emptyResources();
for (const [path, content] of Object.entries(CORE_FILES)) {
  const { language, namespace } = parsePath(path);
  if ((WIRE_LANGUAGES as readonly string[]).includes(language))
    resources[language as WireLanguage][namespace] = content;
}

/** Whether the browser bundle carries this namespace of this language (a server render leaves those out). */
export function isBundled(language: string, namespace: string): boolean {
  return resources[language as WireLanguage]?.[namespace] !== undefined;
}

/** One namespace of one language, from the bundle or its own chunk (for server rendering and tools). */
export async function loadNamespace(language: string, namespace: string): Promise<Record<string, unknown>> {
  const bundled = resources[language as WireLanguage]?.[namespace];
  if (bundled) return bundled as Record<string, unknown>;
  const load = LAZY_FILES[`./locales/${language}/${namespace}.json`];
  return load ? load() : {};
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

/**
 * The language of a visit before any choice: the first of the browser's languages that Tifo speaks, as the
 * server reads them from `Accept-Language` for the pages it renders (apps/api modules/web/pages.ts), or German.
 */
export function browserLanguage(): Language {
  if (typeof navigator === 'undefined') return DEFAULT_LANGUAGE;
  const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
  return fromWireLanguage(languageFromHeader([...preferred]));
}

/** The language this browser chose, or else the browser's own (browserLanguage). */
export function storedLanguage(): Language {
  return storedLanguageChoice() ?? browserLanguage();
}

/**
 * After a server-rendered page is hydrated: when this browser chose another language than the page was
 * rendered in (the language cookie was missing, e.g. set before it existed), switch to it now; either way
 * the cookie then makes the next page arrive in the chosen language.
 */
export function followLanguageChoice(): void {
  const chosen = storedLanguageChoice();
  if (chosen && toWireLanguage(chosen) !== i18n.language) void setLanguage(chosen);
  else if (chosen) rememberLanguageCookie(chosen);
}

export function currentLanguage(): Language {
  const wire = (WIRE_LANGUAGES as readonly string[]).includes(i18n.language)
    ? (i18n.language as WireLanguage)
    : 'de';
  return fromWireLanguage(wire);
}

/**
 * Changes the UI language, remembers it and updates <html lang>. The returned promise settles once the
 * language's texts are loaded and it is the current one (what `currentLanguage()` and so the API's
 * Accept-Language answer); callers that only switch need not wait for it.
 */
export function setLanguage(language: Language): Promise<void> {
  rememberLanguageChoice(language);
  // Not while a server-rendered page is being taken over (lib/hydration.ts).
  return new Promise((resolve) => {
    afterHydration(() => {
      i18n.changeLanguage(toWireLanguage(language)).then(
        () => resolve(),
        () => resolve(),
      );
    });
  });
}

/** Resolves once the core namespaces of the current language are there (before a first render). */
export function coreNamespacesLoaded(): Promise<void> {
  return new Promise((resolve) => {
    void i18n.loadNamespaces([...CORE_NAMESPACES], () => resolve());
  });
}

function syncDocumentLanguage(language: string): void {
  // Only on a change: setting it restyles the whole page.
  if (typeof document !== 'undefined' && document.documentElement.lang !== language) {
    document.documentElement.lang = language;
  }
}

i18n.on('languageChanged', syncDocumentLanguage);

/**
 * A server-rendered page starts in the language it was rendered in, with the translations it brought; the
 * browser's own choice, when it differs, follows after hydration (main.tsx).
 */
const ssrState = readSsrState();
const initialLanguage = ssrState?.language ?? toWireLanguage(storedLanguage());
const initialResources = emptyResources();
for (const language of WIRE_LANGUAGES) initialResources[language] = { ...resources[language] };
if (ssrState && (WIRE_LANGUAGES as readonly string[]).includes(ssrState.language)) {
  Object.assign(initialResources[ssrState.language as WireLanguage], ssrState.resources);
}

void i18n
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    resources: initialResources,
    partialBundledLanguages: true,
    lng: initialLanguage,
    fallbackLng: 'de',
    supportedLngs: [...WIRE_LANGUAGES],
    ns: [...CORE_NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
/**
 * `{{count, count}}` in the texts: a count grouped by threes as the amounts are (1'344 Spenden), in every
 * language; the plural form is still chosen by the number.
 */
i18n.services.formatter?.add('count', (value) =>
  typeof value === 'number' && Number.isInteger(value) ? formatCount(value) : value,
);
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
