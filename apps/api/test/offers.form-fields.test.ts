import { MESSAGES } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, products } from '../src/db/schema-clubs';
import { fieldTexts } from './helpers';
import { daysFromNow, homeProducts, setEventImage, useOfferCast } from './offers.helpers';
import { card, donor, expectPaid } from './payments.helpers';

/* Issue 47: what the product form now offers — a maximum per gift, season start and retry interval,
 * reactivating a product — and deleting an event. */

const { t, home, other, stranger } = useOfferCast('fc-form-fields');

const { productBody, created } = homeProducts(t, home);

const pay = (token: string, productId: string, amount: string, pm: string, userId: string) =>
  t.post(
    '/api/payments/pay',
    { productId, amount, quantity: 1, paymentMethodId: pm, userId, clubId: home.club.id },
    token,
  );

describe('a maximum amount per gift', () => {
  it('is kept for open, free-sponsor and crowdfunding products, ignored for a fixed price, refused when not whole francs from 5', async () => {
    const open = await created({ maxAmount: 200 });
    expect(open.product).toMatchObject({ maxAmount: 200, price: null });
    const [row] = await t.db.select().from(products).where(eq(products.id, open.id));
    expect(row?.maxAmountRappen).toBe(20_000);
    const crowd = await created({ productType: 'crowd', price: 1000, maxAmount: '150' });
    expect(crowd.product).toMatchObject({ maxAmount: 150, targetAmount: 1000 });
    const fixed = await created({ productType: 'fixed', price: 50, maxAmount: 80 });
    expect(fixed.product.maxAmount).toBeNull();
    const none = await created({ maxAmount: '' });
    expect(none.product.maxAmount).toBeNull();

    for (const maxAmount of [4, '12.50', 'viel', 2_000_000]) {
      const refused = await t.post('/api/products', productBody({ maxAmount }), home.admin.token);
      expect(refused.status, String(maxAmount)).toBe(400);
      expect(fieldTexts(refused.body.fields)).toEqual({ maxAmount: MESSAGES.maxAmountInvalid });
    }
    // The public product tells checkout.
    const shown = await t.post('/api/products/filter', { id: open.id });
    expect(shown.body).toMatchObject({ id: open.id, maxAmount: 200 });
  });

  it('is enforced in checkout with the maximum named, the crowdfunding rest when lower', async () => {
    const open = await created({ maxAmount: 200 });
    const crowd = await created({ productType: 'crowd', price: 1000, maxAmount: 300 });
    const person = await donor(t, 'max');
    const pm = await card(t, person.token);

    const tooMuch = await pay(person.token, open.id, '200.05', pm, person.id);
    expect(tooMuch.status).toBe(400);
    expect(fieldTexts(tooMuch.body.fields)).toEqual({ amount: 'max donation amount CHF 200.00' });
    expectPaid(await pay(person.token, open.id, '200', pm, person.id), 200);

    expect(fieldTexts((await pay(person.token, crowd.id, '301', pm, person.id)).body.fields)).toEqual({
      amount: 'max donation amount CHF 300.00',
    });
    expectPaid(await pay(person.token, crowd.id, '300', pm, person.id), 300);
    expectPaid(await pay(person.token, crowd.id, '300', pm, person.id), 300);
    // CHF 400 remain, the maximum is 300: 300 is the bound still.
    expect(fieldTexts((await pay(person.token, crowd.id, '350', pm, person.id)).body.fields)).toEqual({
      amount: 'max donation amount CHF 300.00',
    });
    expectPaid(await pay(person.token, crowd.id, '300', pm, person.id), 300);
    // CHF 100 remain: now the rest is the lower bound.
    expect(fieldTexts((await pay(person.token, crowd.id, '150', pm, person.id)).body.fields)).toEqual({
      amount: 'max donation amount CHF 100.00',
    });
  });
});

describe('season start and retry interval', () => {
  it('are saved with a subscription, shown to its admins and to checkout, and refused out of range', async () => {
    const start = daysFromNow(40);
    const sub = await created({
      productType: 'subscription',
      price: 20,
      recurringPeriod: 'month',
      startingDate: start,
      retryingInterval: 5,
    });
    expect(sub.product).toMatchObject({ startingDate: start, retryingInterval: 5 });
    const [row] = await t.db.select().from(products).where(eq(products.id, sub.id));
    expect(row?.retryingInterval).toBe(5);
    const shown = await t.post('/api/products/filter', { id: sub.id });
    expect(shown.body.startingDate).toEqual(expect.any(String));

    const refused = await t.post(
      '/api/products',
      productBody({ productType: 'subscription', price: 20, recurringPeriod: 'month', retryingInterval: 31 }),
      home.admin.token,
    );
    expect(fieldTexts(refused.body.fields)).toEqual({ retryingInterval: MESSAGES.retryingIntervalInvalid });
  });
});

describe('reactivating a product', () => {
  it('brings a deactivated product back to the public page; only the club’s editors may', async () => {
    const { id } = await created({ title: 'Zurück' });
    expect((await t.put('/api/products/status', { id }, home.admin.token)).body.product.status).toBe(
      'inactive',
    );
    expect((await t.post('/api/products/filter', { id })).status).toBe(404);
    for (const who of [home.finance, stranger, other.admin]) {
      expect((await t.put('/api/products/status', { id, status: 'active' }, who.token)).status).toBe(403);
    }
    const back = await t.put('/api/products/status', { id, status: 'active' }, home.editor.token);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({
      message: MESSAGES.productReactivated,
      product: { id, status: 'active', public: true },
    });
    expect((await t.post('/api/products/filter', { id })).status).toBe(200);
    expect((await t.put('/api/products/status', { id, status: 'paused' }, home.admin.token)).status).toBe(
      400,
    );
  });

  it('leaves a product without its image a draft', async () => {
    const draft = await t.post('/api/products', productBody({ title: 'Ohne Bild' }), home.admin.token);
    await t.put('/api/products/status', { id: draft.body.id }, home.admin.token);
    const back = await t.put(
      '/api/products/status',
      { id: draft.body.id, status: 'active' },
      home.admin.token,
    );
    expect(back.body.product).toMatchObject({ status: 'draft', public: false });
  });
});

describe('DELETE /api/events', () => {
  const nextYear = new Date().getUTCFullYear() + 1;
  const eventBody = {
    clubId: '',
    title: 'Sommerfest',
    location: 'Sportplatz Lengg, Zürich',
    fromDate: `${nextYear}-06-12 18:00:00`,
    toDate: `${nextYear}-06-12 23:00:00`,
    descriptionDe: 'Grillieren mit allen Teams.',
  };

  it('deletes an event of the club: it leaves the public page; others are refused', async () => {
    const made = await t.post('/api/events', { ...eventBody, clubId: home.club.id }, home.admin.token);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.id as string;
    await setEventImage(t, id);
    for (const who of [home.finance, stranger, other.admin]) {
      expect((await t.delete('/api/events', { id }, who.token)).status).toBe(403);
    }
    expect((await t.delete('/api/events', { id })).status).toBe(401);
    const deleted = await t.delete('/api/events', { id }, home.editor.token);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(MESSAGES.eventDeleted);
    expect(await t.db.select().from(events).where(eq(events.id, id))).toEqual([]);
    const listed = await t.post('/api/events/club', { clubId: home.club.id });
    expect((listed.body as { id: string }[]).map((event) => event.id)).not.toContain(id);
    expect((await t.delete('/api/events', { id }, home.admin.token)).status).toBe(404);
    expect((await t.delete('/api/events', { id: 'x' }, home.admin.token)).status).toBe(400);
  });
});
