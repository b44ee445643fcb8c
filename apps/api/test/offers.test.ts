// @database: the lists' SQL functions, triggers, indexes, text search and geography; run on PostgreSQL too (vitest.config.ts).
import { MESSAGES } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../src/db/schema-clubs';
import { createProduct } from '../src/seed/factories';
import { fieldTexts } from './helpers';
import { clubWithAdmins, daysFromNow, productCount, setProductImage, useOfferCast } from './offers.helpers';

const { t, home, other, stranger, operator } = useOfferCast('fc-offers');

const product = (clubId: string, overrides: Record<string, unknown> = {}) => ({
  clubId,
  title: 'Trikot-Sponsoring',
  productType: 'fixed',
  price: 150,
  expiryDate: daysFromNow(365),
  deliveryAvailable: true,
  descriptionDe: 'Dein Name auf dem Ärmel der Juniorentrikots.',
  ...overrides,
});

const publicProducts = async (clubId: string) => {
  const response = await t.post('/api/products/filter', { clubId });
  expect(response.status).toBe(200);
  return response.body as unknown as { id: string; title: string }[];
};

async function createActiveProduct(overrides: Record<string, unknown> = {}) {
  const created = await t.post('/api/products', product(home.club.id, overrides), home.admin.token);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  await setProductImage(t, created.body.id);
  return created.body.id as string;
}

describe('POST /api/products', () => {
  it('creates a draft that becomes public with its image', async () => {
    const created = await t.post('/api/products', product(home.club.id), home.admin.token);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      message: MESSAGES.productCreated,
      product: {
        id: created.body.id,
        clubId: home.club.id,
        title: 'Trikot-Sponsoring',
        price: 150,
        status: 'draft',
        public: false,
        image: null,
        deliveryAvailable: true,
        freeSponsor: false,
        // No translation service: the German text is copied into the other languages and marked.
        description: 'Dein Name auf dem Ärmel der Juniorentrikots.',
        untranslatedLanguages: ['en', 'fr', 'it'],
      },
    });
    const [row] = await t.db.select().from(products).where(eq(products.id, created.body.id));
    expect(row?.priceRappen).toBe(15_000);
    expect((await publicProducts(home.club.id)).map((p) => p.id)).not.toContain(created.body.id);
    expect((await t.post('/api/products/filter', { id: created.body.id })).status).toBe(404);

    await setProductImage(t, created.body.id);
    const listed = await publicProducts(home.club.id);
    expect(listed.map((p) => p.id)).toContain(created.body.id);
    const one = await t.post('/api/products/filter', { id: created.body.id });
    expect(one.body).toMatchObject({
      id: created.body.id,
      price: 150,
      image: `/files/products/${created.body.id}.jpg`,
    });
  });

  it('applies the type rules on the server whatever flags are sent', async () => {
    const cases = [
      {
        body: { productType: 'crowd', recurringProduct: true, recurringPeriod: 'month' },
        expected: {
          crowdFunding: true,
          recurringProduct: false,
          recurringPeriod: null,
          deliveryAvailable: false,
          targetAmount: 150,
        },
      },
      {
        body: { productType: 'subscription', crowdFunding: true },
        expected: {
          crowdFunding: false,
          recurringProduct: true,
          recurringPeriod: 'week',
          deliveryAvailable: false,
        },
      },
      {
        body: { productType: 'membership', recurringPeriod: 'six_months' },
        expected: { recurringProduct: true, recurringPeriod: 'six_months', deliveryAvailable: false },
      },
      {
        // A price an open product does not ask for is not stored (an invalid one is refused: trust.findings).
        body: { productType: 'open', price: 40 },
        expected: { price: null, recurringProduct: false, deliveryAvailable: false },
      },
      { body: { productType: 'fixed' }, expected: { deliveryAvailable: true, price: 150 } },
      {
        body: { productType: 'crowd', freeSponsor: true, price: null },
        expected: { price: null, freeSponsor: true, targetAmount: 1000, crowdFunding: true },
      },
    ];
    for (const { body, expected } of cases) {
      const created = await t.post(
        '/api/products',
        product(home.club.id, { title: `Typ ${body.productType}`, ...body }),
        home.editor.token,
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.product, body.productType).toMatchObject(expected);
    }
  });

  it('creates the free-sponsor product without a price', async () => {
    const created = await t.post(
      '/api/products',
      product(home.club.id, { title: 'Gönner', freeSponsor: true, price: undefined }),
      home.admin.token,
    );
    expect(created.status).toBe(201);
    expect(created.body.product).toMatchObject({ price: null, freeSponsor: true, productType: 'fixed' });
  });

  it('refuses bad input with the spec message and creates nothing', async () => {
    const before = await productCount(t, home.club.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ price: 4.99 }, MESSAGES.productPriceInvalid],
      [{ price: 'abc' }, MESSAGES.productPriceInvalid],
      [{ price: undefined }, MESSAGES.productPriceInvalid],
      // Whole francs only ("digits only", PRODUCT.md §validation), as the form's hint says.
      [{ price: 42.5 }, MESSAGES.productPriceInvalid],
      [{ price: '42.50' }, MESSAGES.productPriceInvalid],
      [{ productType: 'crowd', targetAmount: 1500.5 }, MESSAGES.targetAmountInvalid],
      [{ title: 'x'.repeat(26) }, MESSAGES.productTitleTooLong],
      [{ title: '' }, MESSAGES.productTitleRequired],
      [{ expiryDate: daysFromNow(-2) }, MESSAGES.productExpiryInPast],
      [{ expiryDate: undefined }, MESSAGES.productExpiryRequired],
      [{ descriptionDe: '' }, MESSAGES.productDescriptionRequired],
      [{ descriptionFr: 'x'.repeat(241) }, MESSAGES.descriptionTooLong],
      [{ productType: 'membership', recurringPeriod: 'week' }, MESSAGES.recurringPeriodInvalid],
    ];
    for (const [overrides, message] of cases) {
      const response = await t.post('/api/products', product(home.club.id, overrides), home.admin.token);
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(response.body).toMatchObject({ code: 'validation', message });
    }
    expect(await productCount(t, home.club.id)).toBe(before);
  });

  it('names the field of the error for the form', async () => {
    const response = await t.post(
      '/api/products',
      product(home.club.id, { price: '4.99' }),
      home.admin.token,
    );
    expect(fieldTexts(response.body.fields)).toEqual({ price: MESSAGES.productPriceInvalid });
  });

  it('lets ROLE_CLUB, ROLE_CLUB_OPERATOR and the platform operator create; finance and strangers get 403', async () => {
    for (const who of [home.admin, home.editor, operator]) {
      const response = await t.post('/api/products', product(home.club.id, { title: 'Rollen' }), who.token);
      expect(response.status, who.email).toBe(201);
    }
    const before = await productCount(t, home.club.id);
    for (const who of [home.finance, stranger, other.admin, other.editor]) {
      const response = await t.post('/api/products', product(home.club.id, { title: 'Verboten' }), who.token);
      expect(response.status, who.email).toBe(403);
      expect(response.body).toMatchObject({ code: 'forbidden', message: MESSAGES.status403 });
    }
    const anonymous = await t.post('/api/products', product(home.club.id));
    expect(anonymous.status).toBe(401);
    expect(await productCount(t, home.club.id)).toBe(before);
  });

  it('answers 404 for a club that does not exist', async () => {
    const response = await t.post(
      '/api/products',
      product('00000000-0000-4000-8000-000000000000'),
      operator.token,
    );
    expect(response.status).toBe(404);
  });
});

describe('PUT /api/products', () => {
  it('updates a product with the spec message', async () => {
    const id = await createActiveProduct({ title: 'Vor dem Update' });
    const response = await t.put(
      '/api/products',
      { ...product(home.club.id), id, title: 'Nach dem Update', price: '42', productType: 'subscription' },
      home.editor.token,
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      message: 'Produkt erfolgreich aktualisiert!',
      product: {
        id,
        title: 'Nach dem Update',
        price: 42,
        recurringPeriod: 'week',
        status: 'active',
        public: true,
      },
    });
  });

  it('keeps the stored club: the clubId sent is ignored and other clubs get 403', async () => {
    const id = await createActiveProduct({ title: 'Bleibt zuhause' });
    const moved = await t.put(
      '/api/products',
      { ...product(other.club.id), id, title: 'Umzug?' },
      home.admin.token,
    );
    expect(moved.status).toBe(200);
    expect(moved.body.product.clubId).toBe(home.club.id);

    for (const who of [other.admin, home.finance, stranger]) {
      const response = await t.put(
        '/api/products',
        { ...product(other.club.id), id, title: 'Gekapert' },
        who.token,
      );
      expect(response.status, who.email).toBe(403);
    }
    expect((await t.put('/api/products', { ...product(home.club.id), id })).status).toBe(401);
    const [row] = await t.db.select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({ clubId: home.club.id, title: 'Umzug?' });
  });

  it('refuses bad input and an unknown product', async () => {
    const id = await createActiveProduct({ title: 'Unverändert' });
    const bad = await t.put('/api/products', { ...product(home.club.id), id, price: 4.99 }, home.admin.token);
    expect(bad).toMatchObject({ status: 400, body: { message: MESSAGES.productPriceInvalid } });
    const missing = await t.put(
      '/api/products',
      { ...product(home.club.id), id: '00000000-0000-4000-8000-000000000000' },
      home.admin.token,
    );
    expect(missing.status).toBe(404);
    const [row] = await t.db.select().from(products).where(eq(products.id, id));
    expect(row?.title).toBe('Unverändert');
  });
});

describe('PUT /api/products/status', () => {
  it('deactivates: the product leaves the public page', async () => {
    const id = await createActiveProduct({ title: 'Bald weg' });
    expect((await publicProducts(home.club.id)).map((p) => p.id)).toContain(id);
    for (const who of [home.finance, stranger, other.admin]) {
      expect((await t.put('/api/products/status', { id }, who.token)).status).toBe(403);
    }
    expect((await t.put('/api/products/status', { id })).status).toBe(401);
    const response = await t.put('/api/products/status', { id }, home.editor.token);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      message: 'Produkt erfolgreich deaktiviert!',
      product: { id, status: 'inactive', public: false },
    });
    expect((await publicProducts(home.club.id)).map((p) => p.id)).not.toContain(id);
    expect((await t.post('/api/products/filter', { id })).status).toBe(404);
    // An image set later does not bring a deactivated product back.
    await setProductImage(t, id, '/files/products/new.jpg');
    expect((await publicProducts(home.club.id)).map((p) => p.id)).not.toContain(id);
  });

  it('answers 404 for an unknown product', async () => {
    const response = await t.put(
      '/api/products/status',
      { id: '00000000-0000-4000-8000-000000000000' },
      home.admin.token,
    );
    expect(response.status).toBe(404);
  });
});

describe('POST /api/products/club', () => {
  it('lists every product of the club for its admins, drafts, deactivated and expired ones too', async () => {
    const { club, admin, editor, finance } = await clubWithAdmins(t, 'fc-offers-list');
    const draft = await t.post('/api/products', product(club.id, { title: 'Entwurf' }), admin.token);
    const active = await t.post('/api/products', product(club.id, { title: 'Aktiv' }), admin.token);
    await setProductImage(t, active.body.id);
    const inactive = await t.post('/api/products', product(club.id, { title: 'Inaktiv' }), admin.token);
    await t.put('/api/products/status', { id: inactive.body.id }, admin.token);
    await createProduct(t.db, {
      clubId: club.id,
      title: 'Abgelaufen',
      productType: 'fixed',
      priceRappen: 500,
      expiryDate: new Date(Date.now() - 86_400_000),
    });

    for (const who of [admin, editor, operator]) {
      const response = await t.post('/api/products/club', { clubId: club.id }, who.token);
      expect(response.status).toBe(200);
      const list = response.body as unknown as {
        title: string;
        status: string;
        public: boolean;
        expired: boolean;
      }[];
      expect(list.map((p) => [p.title, p.status, p.public, p.expired])).toEqual(
        expect.arrayContaining([
          ['Entwurf', 'draft', false, false],
          ['Aktiv', 'active', true, false],
          ['Inaktiv', 'inactive', false, false],
          ['Abgelaufen', 'active', false, true],
        ]),
      );
      expect(list).toHaveLength(4);
    }
    expect((await publicProducts(club.id)).map((p) => p.title)).toEqual(['Aktiv']);
    for (const who of [finance, stranger, home.admin]) {
      expect((await t.post('/api/products/club', { clubId: club.id }, who.token)).status).toBe(403);
    }
    expect((await t.post('/api/products/club', { clubId: club.id })).status).toBe(401);
    expect(draft.body.product.status).toBe('draft');
  });
});

describe('POST /api/products/membership-products', () => {
  it("lists the club's membership products for its admins", async () => {
    const { club, admin, editor, finance } = await clubWithAdmins(t, 'fc-offers-members');
    const membership = await t.post(
      '/api/products',
      product(club.id, {
        title: 'Mitgliedschaft',
        productType: 'membership',
        recurringPeriod: 'three_months',
      }),
      admin.token,
    );
    await setProductImage(t, membership.body.id);
    await t.post(
      '/api/products',
      product(club.id, { title: 'Entwurf', productType: 'membership' }),
      admin.token,
    );
    await t.post('/api/products', product(club.id, { title: 'Trikot' }), admin.token);
    for (const who of [admin, editor, operator]) {
      const response = await t.post('/api/products/membership-products', { clubId: club.id }, who.token);
      expect(response.status).toBe(200);
      expect(response.body).toEqual([
        expect.objectContaining({
          title: 'Mitgliedschaft',
          productType: 'membership',
          recurringPeriod: 'three_months',
        }),
      ]);
    }
    for (const who of [finance, stranger]) {
      expect((await t.post('/api/products/membership-products', { clubId: club.id }, who.token)).status).toBe(
        403,
      );
    }
    expect((await t.post('/api/products/membership-products', { clubId: club.id })).status).toBe(401);
  });
});

describe('the public product list', () => {
  it('hides expired products and keeps working for clubs that are not public', async () => {
    const { club, admin } = await clubWithAdmins(t, 'fc-offers-pending', 'pending');
    const created = await t.post('/api/products', product(club.id, { title: 'Vorbereitet' }), admin.token);
    expect(created.status).toBe(201);
    await setProductImage(t, created.body.id);
    // The club is still pending: its products wait with it.
    expect((await t.post('/api/products/filter', { clubId: club.id })).status).toBe(404);
  });
});
