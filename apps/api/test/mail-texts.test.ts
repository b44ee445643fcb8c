import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderMail } from '../src/modules/mail/render';
import type { MailTemplate } from '../src/modules/mail/template-types';

const modules = path.resolve(import.meta.dirname, '../src/modules');

/** Every mail of every module: each module's mail texts live in its own `*mail-texts.ts` (ARCHITECTURE.md). */
async function everyMail(): Promise<MailTemplate[]> {
  const files = readdirSync(modules, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /(^|[/-])mail-texts\.ts$/.test(file),
  );
  const sets = await Promise.all(files.map((file) => import(path.join(modules, file))));
  return sets.flatMap((set) =>
    Object.values(set as Record<string, unknown>)
      .filter((value) => value && typeof value === 'object' && !Array.isArray(value))
      .flatMap((value) => Object.values(value as Record<string, unknown>))
      .filter((value): value is MailTemplate => typeof (value as MailTemplate)?.name === 'string'),
  );
}

let MAILS: MailTemplate[] = [];
beforeAll(async () => {
  MAILS = await everyMail();
});

/** « tu », « ton », « ta », « tes », « toi », « te » and « t’ » before a vowel: the French reader is « vous ». */
const FRENCH_TU = /(?:^|[\s«(])(?:tu|ton|ta|tes|toi|te)(?=[\s,.;:!?»)])|(?:^|[\s«(])t’(?=[aeéèêiouyh])/i;

describe('mail templates', () => {
  it('are found in every module that sends mail, each name once', () => {
    const names = MAILS.map((mail) => mail.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of [
      'verifyEmail',
      'donationReceipt',
      'membershipInvoice',
      'payoutPaid',
      'clubClosed',
      'contactOperator',
    ]) {
      expect(names).toContain(name);
    }
    expect(names.length).toBe(66);
  });

  it('address the French reader as « vous » in every word of the catalogs, each case included', () => {
    const found = catalogWords('fr').filter(({ text }) => FRENCH_TU.test(text));
    expect(found.map(({ where, text }) => `${where}: ${text}`)).toEqual([]);
  });

  it('write the typographic apostrophe (’) in French, Italian and English, as the pages do', () => {
    const found = (['fr', 'it', 'en'] as const).flatMap((language) =>
      catalogWords(language).filter(({ text }) => /\p{L}'\p{L}/u.test(text)),
    );
    expect(found.map(({ where, text }) => `${where}: ${text}`)).toEqual([]);
  });

  it('have the same words in all four languages: each catalog names the same entries, none empty', () => {
    const shape = (language: string) =>
      catalogWords(language).map(({ where }) => where.replace(`/${language}/`, '/*/'));
    for (const language of ['en', 'fr', 'it']) expect(shape(language)).toEqual(shape('de'));
    expect(catalogWords('de').filter(({ text }) => text.trim() === '')).toEqual([]);
  });

  it('render every mail in every language with its values filled in, no placeholder left', () => {
    const vars: Record<string, string> = Object.fromEntries(
      catalogWords('de').flatMap(({ text }) =>
        [...text.matchAll(/\{(\w+)\}/g)].map((m) => [m[1], `[${m[1]}]`]),
      ),
    );
    for (const template of MAILS) {
      for (const language of ['de', 'en', 'fr', 'it'] as const) {
        const mail = renderMail(template, language, {
          ...vars,
          platform: 'Tifo',
          support: 'support@tifo.example',
          link: 'https://tifo.example/x',
        });
        expect(`${mail.subject}\n${mail.text}`, `${template.name} (${language})`).not.toMatch(/\{\w+\}/);
      }
    }
  });
});

/** Every text of every module's catalogs in one language (locales/<language>/*.json), with where it stands. */
function catalogWords(language: string): { where: string; text: string }[] {
  const files = readdirSync(modules, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.includes(`locales/${language}/`) && file.endsWith('.json'))
    .sort();
  const walk = (value: unknown, where: string): { where: string; text: string }[] =>
    typeof value === 'string'
      ? [{ where, text: value }]
      : value && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, inner]) => walk(inner, `${where}.${key}`))
        : [];
  return files.flatMap((file) => walk(JSON.parse(readFileSync(path.join(modules, file), 'utf8')), file));
}
