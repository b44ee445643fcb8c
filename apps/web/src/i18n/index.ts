import {
  DEFAULT_LANGUAGE,
  fillPlaceholders,
  formatCount,
  fromWireLanguage,
  isMessageKey,
  type Language,
  languageFromHeader,
  MESSAGES,
  type MessageKey,
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
 * screens) and `messages` (the contract's catalogs, packages/contract/locales, by key) — of German, the default language, are
 * in the main bundle; every other file (the other languages, long content such as the legal pages) is
 * fetched when first needed. A server-rendered page brings the ones it was rendered with (lib/ssrState.ts).
 * i18next languages are the wire codes (de, en, fr, it); the browser stores du for German.
 */
const CORE_FILES = {
  ...import.meta.glob<Record<string, unknown>>('./locales/de/{common,auth,home}.json', {
    eager: true,
    import: 'default',
  }),
  // The messages (errors, confirmations) are the contract's catalogs, which the server answers from too.
  ...import.meta.glob<Record<string, unknown>>('../../../../packages/contract/locales/de/messages.json', {
    eager: true,
    import: 'default',
  }),
};
const LAZY_FILES = {
  ...import.meta.glob<Record<string, unknown>>(
    ['./locales/*/*.json', '!./locales/de/{common,auth,home}.json'],
    {
      import: 'default',
    },
  ),
  ...import.meta.glob<Record<string, unknown>>(
    [
      '../../../../packages/contract/locales/*/messages.json',
      '!../../../../packages/contract/locales/de/*.json',
    ],
    { import: 'default' },
  ),
};

function parsePath(path: string): { language: string; namespace: string } {
  const [, language = '', file = ''] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
  return { language, namespace: file };
}

/** The lazily loaded files by language and namespace. */
const LAZY_BY_NAME = new Map(
  Object.entries(LAZY_FILES).map(([path, load]) => {
    const { language, namespace } = parsePath(path);
    return [`${language}/${namespace}`, load] as const;
  }),
);

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
  const load = LAZY_BY_NAME.get(`${language}/${namespace}`);
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
    const load = LAZY_BY_NAME.get(`${language}/${namespace}`);
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
  return fillPlaceholders(i18n.t(key, { ns: 'messages', defaultValue: MESSAGES[key] }), values);
}

/**
 * A schema's message in the UI's language: the contract's schemas name their messages by key (KEYS.x). Any other
 * text (a type error zod words itself) is returned as it is.
 */
export function issueText(message: string | undefined): string | undefined {
  return isMessageKey(message) ? translateMessageKey(message) : message;
}

/** A call's confirmation in the UI's language, by its key; without one, as the server worded it. */
export function confirmationText(
  answer: { message?: string; key?: MessageKey } | undefined,
): string | undefined {
  return answer?.key ? translateMessageKey(answer.key) : answer?.message;
}

export default i18n;
