import { readFileSync } from 'node:fs';
import { CLUB_NATURES, RESERVED_SHORT_NAMES } from '@tifo/contract';
import { describe, expect, it } from 'vitest';
import { writtenIn } from '../../test/written-in';
import { DEMO_ACCOUNTS, DEMO_ORGANISATIONS, DEMO_PASSWORD, DEMO_SPORT_TYPES } from './demo-data';

const CSV_URL = new URL('../../assets/ch-localities/AMTOVZ_CSV_WGS84.csv', import.meta.url);

interface LocalityRow {
  city: string;
  postalCode: string;
  canton: string;
  longitude: number;
  latitude: number;
  language: string;
}

function readLocalities(): LocalityRow[] {
  const text = readFileSync(CSV_URL, 'utf8').replace(/^\uFEFF/, '');
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '' && !line.startsWith('#'));
  const header = lines.shift()?.split(';') ?? [];
  expect(header).toEqual([
    'Ortschaftsname',
    'PLZ',
    'Zusatzziffer',
    'Gemeindename',
    'BFS-Nr',
    'Kantonskürzel',
    'E',
    'N',
    'Sprache',
    'Validity',
  ]);
  return lines.map((line) => {
    const [city = '', postalCode = '', , , , canton = '', e = '', n = '', language = ''] = line.split(';');
    return { city, postalCode, canton, longitude: Number(e), latitude: Number(n), language };
  });
}

const RESERVED = [
  'clubs',
  'login',
  'register',
  'kosten',
  'partners',
  'contact',
  'feedback',
  'jobs',
  'agb',
  'datenschutz',
  'admin',
  'api',
  'dev',
  'profile',
  'payment',
  'donation',
  'club',
  'edit',
];

const LANGUAGES = ['de', 'en', 'fr', 'it'] as const;

function countBy<T>(items: readonly T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

describe('DEMO_SPORT_TYPES', () => {
  it('has at least 20 sport types with unique slugs and four non-empty names', () => {
    expect(DEMO_SPORT_TYPES.length).toBeGreaterThanOrEqual(20);
    const tags = DEMO_SPORT_TYPES.map((sport) => sport.tag);
    expect(new Set(tags).size).toBe(tags.length);
    for (const sport of DEMO_SPORT_TYPES) {
      expect(sport.tag).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      for (const language of LANGUAGES) expect(sport.names[language].trim()).not.toBe('');
    }
  });

  it('names the Swiss specialities correctly', () => {
    const byTag = new Map(DEMO_SPORT_TYPES.map((sport) => [sport.tag, sport.names]));
    expect(byTag.get('unihockey')).toEqual({
      de: 'Unihockey',
      en: 'Floorball',
      fr: 'Unihockey',
      it: 'Unihockey',
    });
    expect(byTag.get('schwingen')).toEqual({
      de: 'Schwingen',
      en: 'Swiss wrestling',
      fr: 'Lutte suisse',
      it: 'Lotta svizzera',
    });
    expect(byTag.get('ice-hockey')).toEqual({
      de: 'Eishockey',
      en: 'Ice hockey',
      fr: 'Hockey sur glace',
      it: 'Hockey su ghiaccio',
    });
  });
});

describe('DEMO_ORGANISATIONS', () => {
  it('has at least 40 organisations with the minimum count of every nature', () => {
    expect(DEMO_ORGANISATIONS.length).toBeGreaterThanOrEqual(40);
    const natures = countBy(DEMO_ORGANISATIONS, (organisation) => organisation.nature);
    for (const nature of CLUB_NATURES) expect(natures[nature] ?? 0).toBeGreaterThan(0);
    expect(natures.CLUB).toBeGreaterThanOrEqual(24);
    expect(natures.ATHLETE).toBeGreaterThanOrEqual(8);
    expect(natures.ACADEMY).toBeGreaterThanOrEqual(6);
    expect(natures.FOUNDATION).toBeGreaterThanOrEqual(6);
  });

  it('mixes the statuses: mostly verified, some approved, a few pending', () => {
    const statuses = countBy(DEMO_ORGANISATIONS, (organisation) => organisation.status);
    const total = DEMO_ORGANISATIONS.length;
    expect(Object.keys(statuses).sort()).toEqual(['approved', 'pending', 'verified']);
    expect((statuses.verified ?? 0) / total).toBeGreaterThan(0.5);
    expect((statuses.approved ?? 0) / total).toBeGreaterThan(0.2);
    expect((statuses.pending ?? 0) / total).toBeLessThanOrEqual(0.15);
    expect(DEMO_ORGANISATIONS[0]?.status).toBe('verified');
  });

  it('has unique, valid, non-reserved short names', () => {
    const shortNames = DEMO_ORGANISATIONS.map((organisation) => organisation.shortName);
    expect(new Set(shortNames).size).toBe(shortNames.length);
    for (const shortName of shortNames) {
      expect(shortName).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(shortName.length).toBeLessThanOrEqual(30);
      expect(RESERVED).not.toContain(shortName);
      expect(RESERVED_SHORT_NAMES.has(shortName)).toBe(false);
    }
  });

  it('has unique names and e-mail addresses', () => {
    const names = DEMO_ORGANISATIONS.map((organisation) => organisation.name);
    const emails = DEMO_ORGANISATIONS.map((organisation) => organisation.email);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(emails).size).toBe(emails.length);
  });

  it('respects every length limit and format', () => {
    for (const organisation of DEMO_ORGANISATIONS) {
      const { name, email, website, address1, postalCode, city, contactNumber } = organisation;
      expect(name.trim(), name).not.toBe('');
      expect(name.length, name).toBeLessThanOrEqual(50);
      expect(email.length, email).toBeLessThanOrEqual(50);
      expect(email, name).toMatch(/^[a-z0-9.-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.example\.ch$/);
      if (website !== null) {
        expect(website.length, website).toBeLessThanOrEqual(50);
        expect(website, name).toMatch(/^https:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)*\.example\.ch$/);
      }
      expect(address1.trim(), name).not.toBe('');
      expect(address1.length, address1).toBeLessThanOrEqual(50);
      expect(postalCode.length, postalCode).toBeLessThanOrEqual(10);
      expect(postalCode, name).toMatch(/^\d{4}$/);
      expect(city.length, city).toBeLessThanOrEqual(50);
      expect(contactNumber.length, contactNumber).toBeLessThanOrEqual(15);
      expect(contactNumber, name).toMatch(/^\+41\d{9}$/);
      expect(organisation.foundedYear, name).toBeGreaterThanOrEqual(1850);
      expect(organisation.foundedYear, name).toBeLessThanOrEqual(new Date().getFullYear());
      expect(organisation.hideAddress, name).toBe(organisation.nature === 'ATHLETE');
    }
  });

  it('has a non-empty description of at most 240 characters in all four languages', () => {
    for (const organisation of DEMO_ORGANISATIONS) {
      for (const language of LANGUAGES) {
        const text = organisation.description[language];
        expect(text.trim(), `${organisation.shortName} ${language}`).not.toBe('');
        expect(text.length, `${organisation.shortName} ${language}`).toBeLessThanOrEqual(240);
        expect(writtenIn(text, language), `${organisation.shortName} ${language}`).toBe(true);
      }
    }
  });

  it('uses 1 to 3 distinct existing sport tags', () => {
    const tags = new Set(DEMO_SPORT_TYPES.map((sport) => sport.tag));
    for (const organisation of DEMO_ORGANISATIONS) {
      expect(organisation.sportTags.length, organisation.name).toBeGreaterThanOrEqual(1);
      expect(organisation.sportTags.length, organisation.name).toBeLessThanOrEqual(3);
      expect(new Set(organisation.sportTags).size, organisation.name).toBe(organisation.sportTags.length);
      for (const tag of organisation.sportTags)
        expect(tags.has(tag), `${organisation.name}: ${tag}`).toBe(true);
    }
  });

  it('lies in real Swiss localities, in every language region', () => {
    const localities = readLocalities();
    const byCityAndPostcode = new Map<string, LocalityRow[]>();
    for (const row of localities) {
      const key = `${row.city}|${row.postalCode}`;
      byCityAndPostcode.set(key, [...(byCityAndPostcode.get(key) ?? []), row]);
    }
    const languages = new Set<string>();
    for (const organisation of DEMO_ORGANISATIONS) {
      const rows = byCityAndPostcode.get(`${organisation.city}|${organisation.postalCode}`) ?? [];
      expect(rows.length, `${organisation.city} ${organisation.postalCode}`).toBeGreaterThan(0);
      const match = rows.find(
        (row) =>
          row.canton === organisation.canton &&
          Math.abs(row.latitude - organisation.latitude) <= 0.0001 &&
          Math.abs(row.longitude - organisation.longitude) <= 0.0001,
      );
      expect(match, `${organisation.name}: ${organisation.city} ${organisation.postalCode}`).toBeDefined();
      if (match) languages.add(match.language);
    }
    for (const language of ['de', 'fr', 'it', 'rm']) expect(languages).toContain(language);
  });

  it('includes towns with accents so that accent-insensitive search can be tested', () => {
    const cities = new Set(DEMO_ORGANISATIONS.map((organisation) => organisation.city));
    for (const city of ['Zürich', 'Neuchâtel', 'Genève', 'Delémont', 'Bülach'])
      expect(cities).toContain(city);
  });
});

describe('DEMO_ACCOUNTS', () => {
  it('has one account per demo role, tied to the first organisation where needed', () => {
    expect(DEMO_PASSWORD).toBe('Tifo!Demo2024');
    const firstShortName = DEMO_ORGANISATIONS[0]?.shortName;
    expect(DEMO_ACCOUNTS.map((account) => [account.key, account.role, account.email])).toEqual([
      ['supporter', 'ROLE_USER', 'supporter@tifo.example.ch'],
      ['club', 'ROLE_CLUB', 'club@tifo.example.ch'],
      ['finance', 'ROLE_CLUB_FINANCE', 'finance@tifo.example.ch'],
      ['editor', 'ROLE_CLUB_OPERATOR', 'editor@tifo.example.ch'],
      ['operator', 'ROLE_ADMIN', 'operator@tifo.example.ch'],
    ]);
    for (const account of DEMO_ACCOUNTS) {
      const isClubRole = account.role.startsWith('ROLE_CLUB');
      expect(account.clubShortName).toBe(isClubRole ? firstShortName : null);
      expect(account.firstName.length).toBeLessThanOrEqual(30);
      expect(account.lastName.length).toBeLessThanOrEqual(40);
    }
    expect(DEMO_ACCOUNTS.map((account) => account.preferredLanguage)).toEqual(['de', 'de', 'fr', 'it', 'en']);
  });
});
