// @database: money booked in transactions under row locks, idempotency keys and unique constraints; run on PostgreSQL too (vitest.config.ts).
import { MESSAGES } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { campaign, PLEDGE_CARDS, pledgeWith, postIn } from './campaigns.helpers';
import { fakeTranslationServer } from './fakes/translation-server';
import { file, jpegWithGps, upload } from './fixtures/files';
import { startTestApp, type TestApp } from './helpers';
import { card, donor } from './payments.helpers';
import { mailsTo } from './subscriptions.helpers';

/**
 * Issue 49, updates to backers: the club writes an update in one language; the translation adapter gives the
 * others; every backer (donor or pledger) gets it by mail in their language with a link that unsubscribes them
 * from this campaign; the campaign shows its updates. Before this work none of these calls existed (404).
 */

let fake: Awaited<ReturnType<typeof fakeTranslationServer>>;
let t: TestApp;

beforeAll(async () => {
  fake = await fakeTranslationServer();
  t = await startTestApp({ env: { LIBRETRANSLATE_URL: fake.url } });
});

afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('updates to a campaign’s backers', () => {
  it('are translated, mailed to each backer in their language with an unsubscribe link, and shown on the campaign', async () => {
    const { product, club, admin, finance } = await campaign(t, {
      mode: 'all_or_nothing',
      targetRappen: 10_000,
    });
    const anna = await pledgeWith(t, product.id, 50);
    const marie = await donor(t, 'marie');
    await t.db.update(users).set({ preferredLanguage: 'fr' }).where(eq(users.id, marie.id));
    await pledgeWith(t, product.id, 20, PLEDGE_CARDS.succeeds, marie);
    // Someone who gave to another of the club's offers is no backer of this campaign.
    const other = await donor(t, 'other');
    await card(t, other.token);

    const post = (body: Record<string, unknown>, token = admin.token) =>
      t.post('/api/campaigns/updates', { productId: product.id, language: 'de', ...body }, token);
    expect((await post({ title: '', text: 'x' })).body.message).toBe(MESSAGES.campaignUpdateTitleRequired);
    expect((await post({ title: 'x', text: ' ' })).body.message).toBe(MESSAGES.campaignUpdateTextRequired);
    expect((await post({ title: 'x', text: 'y'.repeat(5001) })).body.message).toBe(
      MESSAGES.campaignUpdateTextRequired,
    );
    expect((await post({ title: 'Halbzeit', text: 'Danke!' }, finance.token)).status).toBe(403);
    expect((await post({ title: 'Halbzeit', text: 'Danke!' }, anna.backer.token)).status).toBe(403);

    const published = await post({ title: 'Halbzeit', text: 'Wir haben den Bus gefunden!' });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body).toMatchObject({
      key: 'campaignUpdatePublished',
      message: 'The update is published and on its way to 2 backers.',
      update: { title: 'Halbzeit', status: 'published', kind: 'update', mailedTo: 2, sourceLanguage: 'de' },
    });

    const [german] = await mailsTo(t, anna.backer.email, 'campaignUpdate');
    expect(german!.subject).toBe(`${club.name}: Halbzeit`);
    expect(german!.text).toContain('Wir haben den Bus gefunden!');
    const [french] = await mailsTo(t, marie.email, 'campaignUpdate');
    expect(french!.subject).toBe(`${club.name} : <fr> Halbzeit`);
    expect(french!.text).toContain('<fr> Wir haben den Bus gefunden!');
    expect(french!.text).toContain('Ne plus recevoir de nouvelles de cette campagne');
    // In the HTML the unsubscribe address is a link of its own, beside the mail's button.
    expect(french!.html).toMatch(
      /<a href="http:\/\/tifo\.test\/campaigns\/unsubscribe\?product=[^"]+&#38;user=[^"]+"/,
    );
    expect(await mailsTo(t, other.email, 'campaignUpdate')).toEqual([]);

    // The campaign shows it, in the reader's language.
    const shown = await postIn(t, 'it', '/api/campaigns/updates/list', { productId: product.id });
    expect(shown.body.content).toEqual([
      expect.objectContaining({
        title: '<it> Halbzeit',
        text: '<it> Wir haben den Bus gefunden!',
        translated: true,
      }),
    ]);

    // Marie unsubscribes with her mail's link: the next update reaches Anna only.
    const link = new URL(/https?:\/\/\S+\/campaigns\/unsubscribe\S+/.exec(french!.text)![0]);
    const body = {
      productId: link.searchParams.get('product'),
      userId: link.searchParams.get('user'),
      expires: link.searchParams.get('expires'),
      signature: link.searchParams.get('signature'),
    };
    const forged = await t.post('/api/campaigns/unsubscribe', { ...body, userId: anna.backer.id });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe(MESSAGES.campaignUnsubscribeInvalid);
    const gone = await t.post('/api/campaigns/unsubscribe', body);
    expect(gone.status).toBe(200);
    expect(gone.body.message).toBe(MESSAGES.campaignUnsubscribed);
    const second = await post({ title: 'Abfahrt', text: 'Der Bus fährt.' });
    expect(second.body.update.mailedTo).toBe(1);
    expect(await mailsTo(t, marie.email, 'campaignUpdate')).toHaveLength(1);
    expect(await mailsTo(t, anna.backer.email, 'campaignUpdate')).toHaveLength(2);

    // An image: the update is saved as a draft (mailed to nobody), its image uploaded to it, then it is published.
    const draft = await post({ title: 'Das Team im Bus', text: 'Unterwegs nach Bülach.', draft: true });
    expect(draft.body).toMatchObject({
      key: 'campaignUpdateDraftSaved',
      update: { status: 'draft', mailedTo: 0 },
    });
    const fields = { entity: 'campaignUpdate', column: 'image', id: draft.body.update.id };
    const picture = [file(await jpegWithGps(800, 450), 'bus.jpg', 'image/jpeg')];
    expect((await upload(t, anna.backer.token, fields, picture)).status).toBe(403);
    const uploaded = await upload(t, admin.token, fields, picture);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    expect(await mailsTo(t, anna.backer.email, 'campaignUpdate')).toHaveLength(2);
    const withImage = await post({
      title: 'Das Team im Bus',
      text: 'Unterwegs nach Bülach.',
      updateId: fields.id,
    });
    expect(withImage.body.update).toMatchObject({
      status: 'published',
      mailedTo: 1,
      image: uploaded.body.url,
    });
    expect(await mailsTo(t, anna.backer.email, 'campaignUpdate')).toHaveLength(3);
    // Once published its image stays what the backers were sent.
    expect((await upload(t, admin.token, fields, picture)).status).toBe(404);

    // A translation service that fails leaves the update in its own words; it still goes out.
    fake.setMode('quota');
    const untranslated = await post({ title: 'Letzte Woche', text: 'Noch sieben Tage.' });
    expect(untranslated.status).toBe(200);
    const list = await postIn(t, 'fr', '/api/campaigns/updates/list', { productId: product.id });
    expect(list.body.content[0]).toMatchObject({ title: 'Letzte Woche', translated: false });
    fake.setMode('ok');
  });
});
