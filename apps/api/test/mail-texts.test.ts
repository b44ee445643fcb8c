import { readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderMail } from '../src/modules/mail/render';
import type { MailTemplate } from '../src/modules/mail/template-types';
import { recurringReceiptNote } from '../src/modules/payments/mail-texts';

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
    expect(names.length).toBe(45);
  });

  it('address the French reader as « vous » in every template and case, like the pages', () => {
    // Every variable reads as its own name; subscriptionCancelled words its reason three ways.
    const varsWith = (reason: string) =>
      new Proxy({} as { platform: string; support: string } & Record<string, string>, {
        get: (_, key) =>
          key === 'reason' ? reason : key === 'link' ? 'https://tifo.example/x' : `[${String(key)}]`,
      });
    const found: string[] = [];
    for (const template of MAILS) {
      const name = template.name;
      for (const reason of ['declined', 'club', 'cancelled']) {
        const mail = renderMail(template, 'fr', varsWith(reason));
        for (const line of [mail.subject, ...mail.text.split('\n')]) {
          if (FRENCH_TU.test(line)) found.push(`${name}: ${line}`);
        }
      }
    }
    const note = recurringReceiptNote('fr', {
      recurringAmount: '5.00',
      recurringEvery: 'chaque mois',
      nextDate: '01.01.2027',
    });
    for (const line of note) if (FRENCH_TU.test(line)) found.push(`recurringReceiptNote: ${line}`);
    expect([...new Set(found)]).toEqual([]);
  });

  it('write the typographic apostrophe (’) in French, Italian and English, as the pages do', () => {
    const vars = new Proxy({} as { platform: string; support: string } & Record<string, string>, {
      get: (_, key) => (key === 'link' ? 'https://tifo.example/x' : `[${String(key)}]`),
    });
    const found: string[] = [];
    for (const template of MAILS) {
      const name = template.name;
      for (const language of ['fr', 'it', 'en'] as const) {
        const mail = renderMail(template, language, vars);
        for (const line of [mail.subject, ...mail.text.split('\n')]) {
          if (/\p{L}'\p{L}/u.test(line)) found.push(`${name} (${language}): ${line}`);
        }
      }
    }
    expect([...new Set(found)]).toEqual([]);
  });
});
