import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import i18n, { setLanguage } from '../src/i18n';
import { clearSession } from '../src/lib/session';
import { logIn } from './orgFixtures';

/**
 * The profile page's tests: the namespaces loaded and the page's chunk imported once, a logged-in German
 * session before each test, fetch and storage reset after it.
 */
export function profilePageSetup(namespaces: string[], languages: string[] = ['de']): void {
  beforeAll(async () => {
    await i18n.loadNamespaces(namespaces);
    await i18n.loadLanguages(languages);
    await import('../src/pages/UserProfilePage');
  });
  beforeEach(() => {
    setLanguage('du');
    clearSession();
    logIn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });
}
