import { afterEach, describe, expect, it } from 'vitest';
import { browserLanguage, LANGUAGE_STORAGE_KEY, storedLanguage } from '../src/i18n';
import { setBrowserLanguages as browserSetTo, TEST_BROWSER_LANGUAGES } from './browser-locale';

afterEach(() => browserSetTo(TEST_BROWSER_LANGUAGES));

describe('the language of a visit before any choice', () => {
  it("is the first of the browser's languages that Tifo speaks, German otherwise", () => {
    browserSetTo(['fr-CH', 'fr', 'en']);
    expect(browserLanguage()).toBe('fr');
    browserSetTo(['es-ES', 'it-CH', 'de']);
    expect(browserLanguage()).toBe('it');
    browserSetTo(['en-US', 'de-CH']);
    expect(browserLanguage()).toBe('en');
    browserSetTo(['de-CH']);
    expect(browserLanguage()).toBe('du');
    browserSetTo(['ja', 'pt-BR']);
    expect(browserLanguage()).toBe('du');
    browserSetTo([]);
    expect(browserLanguage()).toBe('du');
  });

  it('gives way to the language this browser chose', () => {
    browserSetTo(['fr-CH', 'fr']);
    expect(storedLanguage()).toBe('fr');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'du');
    expect(storedLanguage()).toBe('du');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'it');
    expect(storedLanguage()).toBe('it');
  });
});
