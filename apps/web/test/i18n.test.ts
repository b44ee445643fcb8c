import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { GERMAN_MESSAGE_KEYS, MESSAGES, type MessageKey, ROUTES, WIRE_LANGUAGES } from '@tifo/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n, { issueText, loadAllResources, NAMESPACES } from '../src/i18n';
import { findHardCodedStrings } from './hardcodedStrings';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [inner, text] of flatten(value, path)) entries.set(inner, text);
  }
  return entries;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{(\w+)(?:, *\w+)?\}\}|\{(\w+)\}/g)].map((m) => m[0]).sort();

let resources: Awaited<ReturnType<typeof loadAllResources>>;
beforeAll(async () => {
  resources = await loadAllResources();
});

describe('translations', () => {
  for (const namespace of NAMESPACES) {
    it(`has every key of the ${namespace} namespace in all four languages, none empty`, () => {
      const flat = Object.fromEntries(
        WIRE_LANGUAGES.map((language) => [language, flatten(resources[language][namespace] as Tree)]),
      );
      const allKeys = new Set(Object.values(flat).flatMap((entries) => [...entries.keys()]));
      const problems: string[] = [];
      for (const key of allKeys) {
        for (const language of WIRE_LANGUAGES) {
          const text = flat[language]?.get(key);
          if (text === undefined) problems.push(`${language}: ${namespace}:${key} is missing`);
          else if (text.trim() === '') problems.push(`${language}: ${namespace}:${key} is empty`);
          else if (placeholders(text).join() !== placeholders(flat.de?.get(key) ?? '').join()) {
            problems.push(`${language}: ${namespace}:${key} has other placeholders than German`);
          }
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it('names each club role the same way wherever a screen shows it, in all four languages', () => {
    // The roles appear on the club's profile (offers), in the admin list of the organisation form (org) and in
    // the invitations (profile): an editor must not be «Editor» on one page and «Redaktion» on the next.
    const problems: string[] = [];
    for (const language of WIRE_LANGUAGES) {
      const seen = new Map<string, string>();
      for (const namespace of NAMESPACES) {
        for (const [key, text] of flatten(resources[language][namespace] as Tree)) {
          const role = /(?:^|\.)roles\.(ROLE_\w+)$/.exec(key)?.[1];
          if (!role) continue;
          const first = seen.get(role);
          if (first === undefined) seen.set(role, text);
          else if (first !== text)
            problems.push(`${language}: ${namespace}:${key} «${text}», elsewhere «${first}»`);
        }
      }
      expect(seen.size, language).toBe(3);
    }
    expect(problems).toEqual([]);
  });

  it('says where a donor’s name shows as the dashboard does: only with consent, first name among the top sponsors', () => {
    // The dashboard's top sponsors and donations CSV name a donor only with the consent given at checkout
    // (dashboard.test.ts of the API). The FAQ, the privacy policy and the checkbox must say the same, not that
    // the organisation always sees the name.
    for (const language of WIRE_LANGUAGES) {
      const texts = (namespace: string) => [...flatten(resources[language][namespace] as Tree).values()];
      const topSponsors = String(
        (resources[language].dashboard as { topSponsors: { title: string } }).topSponsors.title,
      ).toLowerCase();
      const faq = texts('faq').find((text) => text.toLowerCase().includes(topSponsors));
      const privacy = texts('legal').find((text) => text.toLowerCase().includes(topSponsors));
      const checkbox = (resources[language].checkout as { payment: Record<string, string> }).payment;
      expect(faq, `${language}: the FAQ names the top sponsors`).toBeDefined();
      expect(privacy, `${language}: the privacy policy names the top sponsors`).toBeDefined();
      expect(checkbox?.showName?.toLowerCase(), language).toContain(topSponsors);
      for (const text of [faq, privacy]) {
        expect(text, language).toMatch(/anonym|anonim|zustimm|consent|consens|agree|accord|accept/i);
      }
    }
  });

  it('writes the typographic apostrophe (’) and quotes in every language, not the typewriter ones', () => {
    // «l’offre» next to «l'offre» on one page looks careless. The English contract messages are the spec's
    // texts, kept as the spec writes them.
    const problems: string[] = [];
    for (const language of WIRE_LANGUAGES) {
      for (const namespace of NAMESPACES) {
        if (language === 'en' && namespace === 'messages') continue;
        for (const [key, text] of flatten(resources[language][namespace] as Tree)) {
          if (/\p{L}'[\p{L}<]|"/u.test(text)) problems.push(`${language}: ${namespace}:${key} «${text}»`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("groups every count by threes as the amounts are, in every language (1'344 Spenden)", () => {
    const raw: string[] = [];
    for (const language of WIRE_LANGUAGES) {
      for (const namespace of NAMESPACES) {
        for (const [key, text] of flatten(resources[language][namespace] as Tree)) {
          if (text.includes('{{count}}')) raw.push(`${language}: ${namespace}:${key}`);
        }
      }
    }
    expect(raw).toEqual([]);
    const t = (language: string, key: string, values: Record<string, unknown>) =>
      i18n.getFixedT(language, 'admin')(key, values);
    for (const language of WIRE_LANGUAGES) {
      for (const namespace of ['admin', 'clubs']) {
        i18n.addResourceBundle(language, namespace, resources[language][namespace] as Tree, true, true);
      }
    }
    expect(t('de', 'ledger.booked', { count: 1344 })).toBe("1'344 verbuchte Spenden");
    expect(t('de', 'ledger.booked', { count: 1 })).toBe('1 verbuchte Spende');
    expect(t('fr', 'ledger.booked', { count: 1_250_000 })).toMatch(/^1'250'000 /);
    expect(t('it', 'jobs.runsText', { runs: 12345, failed: 2 })).toBe("12'345 esecuzioni, di cui 2 fallite");
    expect(i18n.getFixedT('en', 'clubs')('list.counter', { loaded: 20, total: 100000 })).toBe(
      "Showing 20 of 100'000 clubs",
    );
  });

  it('addresses the French reader as « vous » throughout, never « tu »', () => {
    // « tu », « ton », « ta », « tes », « toi », « te », and « t’ » before a vowel (the mails are checked alike, in the API).
    const tu = /(?:^|[\s«(])(?:tu|ton|ta|tes|toi|te)(?=[\s,.;:!?»)])|(?:^|[\s«(])t’(?=[aeéèêiouyh])/i;
    const found = NAMESPACES.flatMap((namespace) =>
      [...flatten(resources.fr[namespace] as Tree)]
        .filter(([, text]) => tu.test(text))
        .map(([key, text]) => `${namespace}:${key}: ${text}`),
    );
    expect(found).toEqual([]);
  });

  it('translates every contract message in all four languages; the contract text is the English (or German) one', () => {
    const problems: string[] = [];
    for (const [key, text] of Object.entries(MESSAGES)) {
      for (const language of WIRE_LANGUAGES) {
        const translated = (resources[language].messages as Record<string, string>)[key];
        if (!translated?.trim()) problems.push(`${language}: messages:${key} is missing`);
      }
      const original = GERMAN_MESSAGE_KEYS.has(key as MessageKey) ? 'de' : 'en';
      if ((resources[original].messages as Record<string, string>)[key] !== text)
        problems.push(`${original}: ${key} differs from the contract`);
    }
    expect(problems).toEqual([]);
  });

  it('keeps the spec texts that already are German identical in German, and translates them into English', () => {
    for (const key of [
      'userUpdated',
      'passwordChanged',
      'profileFirstNameRequired',
      'bankUpdated',
      'adminsRequired',
    ] as const) {
      expect(GERMAN_MESSAGE_KEYS.has(key)).toBe(true);
      expect((resources.de.messages as Record<string, string>)[key]).toBe(MESSAGES[key]);
      expect((resources.en.messages as Record<string, string>)[key]).not.toBe(MESSAGES[key]);
    }
  });

  it("shows a schema's message by its key, and leaves a text that is no key as it is", async () => {
    await i18n.changeLanguage('de');
    expect(issueText('profileFirstNameRequired')).toBe('Bitte Vornamen eingeben.');
    expect(issueText(MESSAGES.firstNameRequired)).toBe(MESSAGES.firstNameRequired);
    expect(issueText(undefined)).toBeUndefined();
    await i18n.changeLanguage('en');
    expect(issueText('profileFirstNameRequired')).toBe('Please enter your first name.');
    await i18n.changeLanguage('de');
  });
});

const SRC = join(__dirname, '..', 'src');

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

describe('accessible names (WCAG 2.5.3, label in name)', () => {
  // The app's pattern: a control shows `x` and is named by `xLabel`, which adds what it acts on. Someone who
  // steers by voice says what they see, so the name must contain the shown text (axe checks the rendered pages
  // it visits; this checks every pair in every language, also where a test page does not go).
  it('names every control `xLabel` with the text `x` it shows, in all four languages', () => {
    const problems: string[] = [];
    for (const language of WIRE_LANGUAGES) {
      for (const namespace of NAMESPACES) {
        const flat = flatten(resources[language][namespace] as Tree);
        for (const [key, label] of flat) {
          if (!key.endsWith('Label')) continue;
          const shown = flat.get(key.slice(0, -'Label'.length));
          // A link's target is a route's name (faq: link 'pricing', linkLabel 'Zu den Kosten …'): not shown text.
          if (shown === undefined || shown.includes('{') || shown in ROUTES) continue;
          if (!label.toLowerCase().includes(shown.toLowerCase())) {
            problems.push(`${language}: ${namespace}:${key} «${label}» leaves out «${shown}»`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('no hard-coded visible strings', () => {
  it('finds none in src/**/*.tsx', () => {
    const files = tsxFiles(SRC);
    expect(files.length).toBeGreaterThan(5);
    const found = files.flatMap((file) =>
      findHardCodedStrings(relative(SRC, file), readFileSync(file, 'utf8')).map(
        (hit) => `${hit.file}:${hit.line} "${hit.text}"`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('catches text nodes and visible attributes, and allows the brand and language names', () => {
    const source = `
      export const A = () => (
        <div title="Hallo">
          Willkommen
          <input placeholder={'Name'} aria-label={ok ? 'Ja' : t('no')} />
          {'Direkt'}
          <img alt={\`Bild\`} />
          <span>Tifo</span><span>Deutsch</span><span>{t('key')}</span><span> · 42 </span>
          <Input label={t('label')} description="Beschreibung" className="not-visible" />
        </div>
      );`;
    const texts = findHardCodedStrings('fixture.tsx', source).map((hit) => hit.text);
    expect(texts).toEqual(['Hallo', 'Willkommen', 'Name', 'Ja', 'Direkt', 'Bild', 'Beschreibung']);
  });
});
