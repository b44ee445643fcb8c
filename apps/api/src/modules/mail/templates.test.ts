import { describe, expect, it } from 'vitest';
import { renderMail } from './render';
import { TEMPLATE_NAMES } from './templates';
import { recurringReceiptNote } from './templates-subscriptions';

/** « tu », « ton », « ta », « tes », « toi », « te » and « t’ » before a vowel: the French reader is « vous ». */
const FRENCH_TU = /(?:^|[\s«(])(?:tu|ton|ta|tes|toi|te)(?=[\s,.;:!?»)])|(?:^|[\s«(])t’(?=[aeéèêiouyh])/i;

describe('mail templates', () => {
  it('address the French reader as « vous » in every template and case, like the pages', () => {
    // Every variable reads as its own name; subscriptionCancelled words its reason three ways.
    const varsWith = (reason: string) =>
      new Proxy({} as { platform: string; support: string } & Record<string, string>, {
        get: (_, key) =>
          key === 'reason' ? reason : key === 'link' ? 'https://tifo.example/x' : `[${String(key)}]`,
      });
    const found: string[] = [];
    for (const name of TEMPLATE_NAMES) {
      for (const reason of ['declined', 'club', 'cancelled']) {
        const mail = renderMail(name, 'fr', varsWith(reason));
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
    for (const name of TEMPLATE_NAMES) {
      for (const language of ['fr', 'it', 'en'] as const) {
        const mail = renderMail(name, language, vars);
        for (const line of [mail.subject, ...mail.text.split('\n')]) {
          if (/\p{L}'\p{L}/u.test(line)) found.push(`${name} (${language}): ${line}`);
        }
      }
    }
    expect([...new Set(found)]).toEqual([]);
  });
});
