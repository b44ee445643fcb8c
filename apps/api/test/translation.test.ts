import { MESSAGES } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema-clubs';
import { fakeTranslationServer } from './fakes/translation-server';
import { startTestApp, type TestApp } from './helpers';
import { clubWithAdmins, daysFromNow, setProductImage } from './offers.helpers';

let fake: Awaited<ReturnType<typeof fakeTranslationServer>>;
beforeAll(async () => {
  fake = await fakeTranslationServer();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.seen.length = 0;
  fake.setMode('ok');
});

const german = 'Dein Name auf dem Ärmel der Juniorentrikots.';
const productBody = (clubId: string, extra: Record<string, unknown>) => ({
  clubId,
  title: 'Ärmel-Sponsoring',
  productType: 'fixed',
  price: 150,
  expiryDate: daysFromNow(365),
  sourceLanguage: 'de',
  descriptionDe: german,
  ...extra,
});

describe('DeepL (DEEPL_API_KEY set)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { DEEPL_API_KEY: 'test-key:fx', DEEPL_API_URL: fake.url } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('translates with the spec call and the translations are stored with the product', async () => {
    const { club, admin } = await clubWithAdmins(t, 'fc-deepl');
    const answer = await t.post(
      '/api/translate',
      { text: german, sourceLang: 'de', targetLangs: ['en', 'fr', 'it', 'de'] },
      admin.token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      translations: { en: `[EN-GB] ${german}`, fr: `[FR] ${german}`, it: `[IT] ${german}` },
      untranslated: false,
      untranslatedLanguages: [],
      provider: 'deepl',
    });
    expect(fake.seen.map((call) => call.url)).toEqual(['/v2/translate', '/v2/translate', '/v2/translate']);
    expect(fake.seen.every((call) => call.authorization === 'DeepL-Auth-Key test-key:fx')).toBe(true);
    expect(
      fake.seen
        .map((call) => call.body)
        .sort((a, b) => String(a.target_lang).localeCompare(String(b.target_lang))),
    ).toEqual([
      { text: [german], target_lang: 'EN-GB', source_lang: 'DE' },
      { text: [german], target_lang: 'FR', source_lang: 'DE' },
      { text: [german], target_lang: 'IT', source_lang: 'DE' },
    ]);

    const created = await t.post(
      '/api/products',
      productBody(club.id, {
        description: answer.body.translations.en,
        descriptionFr: answer.body.translations.fr,
        descriptionIt: answer.body.translations.it,
        untranslatedLanguages: answer.body.untranslatedLanguages,
      }),
      admin.token,
    );
    expect(created.status).toBe(201);
    const [row] = await t.db.select().from(products).where(eq(products.id, created.body.id));
    expect(row).toMatchObject({
      descriptionDe: german,
      descriptionEn: `[EN-GB] ${german}`,
      descriptionFr: `[FR] ${german}`,
      descriptionIt: `[IT] ${german}`,
      untranslatedLanguages: [],
    });
    // The public page shows the description in the caller's language.
    await setProductImage(t, created.body.id);
    const french = await t.app.inject({
      method: 'POST',
      url: '/api/products/filter',
      payload: { id: created.body.id },
      headers: { 'accept-language': 'fr-CH' },
    });
    expect(french.json()).toMatchObject({ description: `[FR] ${german}` });
  });

  it("answers the spec's {text, target_lang} as translations[0].text, the spec's call", async () => {
    const { admin } = await clubWithAdmins(t, 'fc-deepl-spec');
    const answer = await t.post('/api/translate', { text: german, target_lang: 'FR' }, admin.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      translations: [{ text: `[FR] ${german}` }],
      untranslated: false,
      provider: 'deepl',
    });
    expect(fake.seen.map((call) => call.body)).toEqual([{ text: [german], target_lang: 'FR' }]);

    const withSource = await t.post(
      '/api/translate',
      { text: german, target_lang: 'en-us', source_lang: 'DE' },
      admin.token,
    );
    expect(withSource.body).toEqual({
      translations: [{ text: `[EN-GB] ${german}`, detected_source_language: 'DE' }],
      untranslated: false,
      provider: 'deepl',
    });
    // Into the text's own language: the text itself, without a call.
    fake.seen.length = 0;
    const same = await t.post(
      '/api/translate',
      { text: german, target_lang: 'DE', source_lang: 'DE' },
      admin.token,
    );
    expect(same.body.translations).toEqual([{ text: german, detected_source_language: 'DE' }]);
    expect(fake.seen).toEqual([]);

    const spanish = await t.post('/api/translate', { text: german, target_lang: 'ES' }, admin.token);
    expect(spanish.status).toBe(400);
    expect(spanish.body.message).toBe(MESSAGES.translationTargetsInvalid);
  });

  it('cuts each translation to 240 characters', async () => {
    const { admin } = await clubWithAdmins(t, 'fc-deepl-long');
    fake.setMode('long');
    const answer = await t.post('/api/translate', { text: german, targetLangs: ['fr'] }, admin.token);
    expect(answer.status).toBe(200);
    expect(answer.body.translations.fr).toHaveLength(240);
    expect(fake.seen[0]?.body).toEqual({ text: [german], target_lang: 'FR' });
  });

  it("answers the translated 'description_too_long' when DeepL refuses the size, 502 when it fails", async () => {
    const { admin } = await clubWithAdmins(t, 'fc-deepl-errors');
    fake.setMode('too_large');
    const tooLarge = await t.post('/api/translate', { text: german, targetLangs: ['en'] }, admin.token);
    expect(tooLarge).toMatchObject({
      status: 400,
      body: { message: MESSAGES.descriptionTooLong, code: 'validation' },
    });
    fake.setMode('quota');
    const quota = await t.post('/api/translate', { text: german, targetLangs: ['en'] }, admin.token);
    expect(quota).toMatchObject({ status: 502, body: { message: MESSAGES.translationFailed } });
    const tooLong = await t.post(
      '/api/translate',
      { text: 'x'.repeat(241), targetLangs: ['en'] },
      admin.token,
    );
    expect(tooLong).toMatchObject({ status: 400, body: { message: MESSAGES.descriptionTooLong } });
  });

  it('needs a login', async () => {
    expect((await t.post('/api/translate', { text: german, targetLangs: ['en'] })).status).toBe(401);
    expect(fake.seen).toEqual([]);
  });
});

describe('DeepL with a wrong key', () => {
  it('answers 502 with the translation-failed message', async () => {
    const t = await startTestApp({ env: { DEEPL_API_KEY: 'wrong-key', DEEPL_API_URL: fake.url } });
    try {
      const { admin } = await clubWithAdmins(t, 'fc-deepl-key');
      const response = await t.post('/api/translate', { text: german, targetLangs: ['en'] }, admin.token);
      expect(response).toMatchObject({ status: 502, body: { message: MESSAGES.translationFailed } });
    } finally {
      await t.close();
    }
  });
});

describe('LibreTranslate (LIBRETRANSLATE_URL set)', () => {
  it('translates with q, source and target', async () => {
    const t = await startTestApp({ env: { LIBRETRANSLATE_URL: fake.url, LIBRETRANSLATE_API_KEY: 'libre' } });
    try {
      const { admin } = await clubWithAdmins(t, 'fc-libre');
      const answer = await t.post('/api/translate', { text: german, targetLangs: ['it'] }, admin.token);
      expect(answer.body).toMatchObject({
        translations: { it: `<it> ${german}` },
        provider: 'libretranslate',
      });
      expect(fake.seen[0]).toMatchObject({
        url: '/translate',
        body: { q: german, source: 'auto', target: 'it', format: 'text', api_key: 'libre' },
      });
    } finally {
      await t.close();
    }
  });
});

describe('no translation service (default)', () => {
  it('copies the text, marks the languages untranslated and stores the marks', async () => {
    const t = await startTestApp();
    try {
      const { club, admin } = await clubWithAdmins(t, 'fc-no-translation');
      const answer = await t.post(
        '/api/translate',
        { text: german, sourceLang: 'de', targetLangs: ['en', 'fr', 'it'] },
        admin.token,
      );
      expect(answer.body).toEqual({
        translations: { en: german, fr: german, it: german },
        untranslated: true,
        untranslatedLanguages: ['en', 'fr', 'it'],
        provider: 'none',
      });
      // The admin edits the English text; French and Italian stay copies.
      const created = await t.post(
        '/api/products',
        productBody(club.id, {
          description: 'Your name on the sleeve of our youth shirts.',
          descriptionFr: german,
          descriptionIt: german,
          untranslatedLanguages: answer.body.untranslatedLanguages,
        }),
        admin.token,
      );
      expect(created.body.product.untranslatedLanguages).toEqual(['fr', 'it']);
      const [row] = await t.db.select().from(products).where(eq(products.id, created.body.id));
      expect(row).toMatchObject({
        descriptionEn: 'Your name on the sleeve of our youth shirts.',
        descriptionFr: german,
        untranslatedLanguages: ['fr', 'it'],
      });
      expect(fake.seen).toEqual([]);

      const spec = await t.post('/api/translate', { text: german, target_lang: 'IT' }, admin.token);
      expect(spec.body).toEqual({ translations: [{ text: german }], untranslated: true, provider: 'none' });
    } finally {
      await t.close();
    }
  });
});
