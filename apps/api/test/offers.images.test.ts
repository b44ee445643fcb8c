import { beforeAll, describe, expect, it } from 'vitest';
import { file, fixture, jpegWithGps, noisyPng, upload } from './fixtures/files';
import { useTestApp } from './helpers';
import { clubWithAdmins, daysFromNow } from './offers.helpers';

/** The create flows of PRODUCT.md §offers end to end: create, upload the image with the new id, public. */
const t = useTestApp();
let home: Awaited<ReturnType<typeof clubWithAdmins>>;

beforeAll(async () => {
  home = await clubWithAdmins(t, 'fc-offers-images');
});

const product = (title: string) => ({
  clubId: home.club.id,
  title,
  productType: 'fixed',
  price: 25,
  expiryDate: daysFromNow(365),
  descriptionDe: 'Ein Schal in den Vereinsfarben.',
});

const publicIds = async () =>
  ((await t.post('/api/products/filter', { clubId: home.club.id })).body as unknown as { id: string }[]).map(
    (p) => p.id,
  );

describe('product image upload (POST /api/files)', () => {
  it('makes the draft product public with its image', async () => {
    const created = await t.post('/api/products', product('Fanschal'), home.editor.token);
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(await publicIds()).not.toContain(id);

    const uploaded = await upload(t, home.editor.token, { entity: 'product', column: 'image', id }, [
      file(await jpegWithGps(800, 600), 'schal.jpg', 'image/jpeg'),
    ]);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    expect(uploaded.body.url).toEqual(expect.any(String));

    expect(await publicIds()).toContain(id);
    const one = await t.post('/api/products/filter', { id });
    expect(one.body).toMatchObject({ id, image: uploaded.body.url, title: 'Fanschal' });
    const own = await t.post('/api/products/club', { clubId: home.club.id }, home.admin.token);
    expect((own.body as unknown as { id: string; status: string }[]).find((p) => p.id === id)?.status).toBe(
      'active',
    );
  });

  it('leaves nothing public when the upload fails or is not allowed', async () => {
    const created = await t.post('/api/products', product('Ohne Bild'), home.admin.token);
    const id = created.body.id as string;
    const attempts = [
      {
        token: home.admin.token,
        files: [file(fixture('statutes.pdf'), 'bild.png', 'image/png')],
        status: 400,
      },
      {
        token: home.admin.token,
        files: [file(fixture('script.svg'), 'bild.svg', 'image/svg+xml')],
        status: 400,
      },
      {
        token: home.admin.token,
        files: [file(await noisyPng(1200, 900), 'gross.png', 'image/png')],
        status: 413,
      },
      {
        token: home.finance.token,
        files: [file(await jpegWithGps(), 'schal.jpg', 'image/jpeg')],
        status: 403,
      },
    ];
    for (const attempt of attempts) {
      const response = await upload(
        t,
        attempt.token,
        { entity: 'product', column: 'image', id },
        attempt.files,
      );
      expect(response.status, JSON.stringify(response.body)).toBe(attempt.status);
    }
    expect(await publicIds()).not.toContain(id);
    const own = await t.post('/api/products/club', { clubId: home.club.id }, home.admin.token);
    expect((own.body as unknown as { id: string; status: string }[]).find((p) => p.id === id)).toMatchObject({
      status: 'draft',
      image: null,
    });
  });
});

describe('event image upload (POST /api/files)', () => {
  it('makes the draft event public with its image', async () => {
    const year = new Date().getUTCFullYear() + 1;
    const created = await t.post(
      '/api/events',
      {
        clubId: home.club.id,
        title: 'Helferessen',
        location: '8001 Zürich',
        fromDate: `${year}-03-01 18:00:00`,
        toDate: `${year}-03-01 23:00:00`,
        descriptionDe: 'Danke an alle Helferinnen und Helfer.',
      },
      home.admin.token,
    );
    const id = created.body.id as string;
    const before = await t.post('/api/events/club', { clubId: home.club.id });
    expect((before.body as unknown as { id: string }[]).map((e) => e.id)).not.toContain(id);
    const uploaded = await upload(t, home.admin.token, { entity: 'event', column: 'image', id }, [
      file(await jpegWithGps(), 'essen.jpg', 'image/jpeg'),
    ]);
    expect(uploaded.status).toBe(200);
    const after = await t.post('/api/events/club', { clubId: home.club.id });
    expect((after.body as unknown as { id: string; image: string }[]).find((e) => e.id === id)?.image).toBe(
      uploaded.body.url,
    );
  });
});
