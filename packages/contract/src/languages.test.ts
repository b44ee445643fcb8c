import { describe, expect, it } from 'vitest';
import { languageFromHeader } from './languages';

describe('languageFromHeader', () => {
  it('picks the supported language the browser prefers most, German otherwise', () => {
    expect(languageFromHeader(undefined)).toBe('de');
    expect(languageFromHeader('')).toBe('de');
    expect(languageFromHeader('fr-CH,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(languageFromHeader('es, it;q=0.5, en;q=0.7')).toBe('en');
    expect(languageFromHeader('IT-ch')).toBe('it');
    expect(languageFromHeader('en;q=0, fr;q=0.2')).toBe('fr');
    expect(languageFromHeader('ja, zh;q=0.9')).toBe('de');
    expect(languageFromHeader('*')).toBe('de');
    expect(languageFromHeader('en;q=abc')).toBe('en');
  });

  it('reads a header sent twice, and no more than its first 500 characters', () => {
    expect(languageFromHeader(['ja', 'it-CH;q=0.8'])).toBe('it');
    expect(languageFromHeader(`${'x,'.repeat(300)}fr`)).toBe('de');
  });
});
