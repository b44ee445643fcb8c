import { describe, expect, it } from 'vitest';
import { pageLanguage } from './pages';

describe('pageLanguage', () => {
  it("sends a page in the language this browser chose (the cookie), whatever the browser's own languages", () => {
    expect(pageLanguage('language=fr', 'de-CH,de;q=0.9')).toBe('fr');
    expect(pageLanguage('theme=dark; language=du', 'fr-CH,fr;q=0.9')).toBe('de');
    expect(pageLanguage('language=it', undefined)).toBe('it');
  });

  it("sends a visit before any choice in the first of the browser's languages that Tifo speaks, German otherwise", () => {
    expect(pageLanguage(undefined, 'fr-CH,fr;q=0.9,en;q=0.8,de;q=0.7')).toBe('fr');
    expect(pageLanguage('theme=dark', 'it-CH,it;q=0.9')).toBe('it');
    expect(pageLanguage(undefined, 'en-US,en;q=0.9,de-CH;q=0.8')).toBe('en');
    expect(pageLanguage(undefined, 'es-ES,es;q=0.9')).toBe('de');
    expect(pageLanguage(undefined, undefined)).toBe('de');
    // A cookie with a language Tifo does not have is no choice.
    expect(pageLanguage('language=xx', 'fr-CH')).toBe('fr');
    expect(pageLanguage('language=xx', undefined)).toBe('de');
  });
});
