// The tests' browser is set to Swiss German (as e2e/server.ts sets the browser tests' locale): the app starts in
// the browser's language when nothing was chosen (i18n/index.ts browserLanguage), and jsdom's own is en-US.
// Its own setup file, run before setup.ts imports the i18n module, which picks its first language on import.

/** The tests' browser languages unless a test sets others. */
export const TEST_BROWSER_LANGUAGES = ['de-CH', 'de'];

/** Sets the browser's language list (navigator.languages, and navigator.language as its first). */
export function setBrowserLanguages(languages: readonly string[]): void {
  Object.defineProperty(window.navigator, 'languages', { configurable: true, get: () => languages });
  Object.defineProperty(window.navigator, 'language', { configurable: true, get: () => languages[0] ?? '' });
}

setBrowserLanguages(TEST_BROWSER_LANGUAGES);
