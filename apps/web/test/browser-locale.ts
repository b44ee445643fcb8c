// The tests' browser is set to Swiss German (as e2e/server.ts sets the browser tests' locale): the app starts in
// the browser's language when nothing was chosen (i18n/index.ts browserLanguage), and jsdom's own is en-US.
// Its own setup file, run before setup.ts imports the i18n module, which picks its first language on import.
Object.defineProperty(window.navigator, 'languages', { configurable: true, get: () => ['de-CH', 'de'] });
Object.defineProperty(window.navigator, 'language', { configurable: true, get: () => 'de-CH' });
