// @database: jobs and the outbox claimed by several workers (SKIP LOCKED, the job queue); run on PostgreSQL too (vitest.config.ts).
import { DELIVERIES, type DeliveryInfo, MESSAGES } from '@tifo/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, users } from '../src/db/schema';
import { donations } from '../src/db/schema-payments';
import { swissDay } from '../src/platform/swiss-dates';
import { createProduct } from '../src/seed/factories';
import { operator, payoutClub } from './dashboard.helpers';
import { useTestApp } from './helpers';
import { userWithToken } from './offers.helpers';
import { CARDS, card, donor } from './payments.helpers';
import { advance } from './subscriptions.helpers';

const t = useTestApp();

const ANNA: DeliveryInfo = {
  fullName: 'Anna Muster',
  address1: 'Seestrasse 5',
  address2: 'c/o Muster AG',
  city: 'Zürich',
  postalCode: '8001',
  country: 'CH',
  phoneNumber: '079 123 4567',
  additionalNotes: 'Bitte beim Nachbarn abgeben',
};
const BEN: DeliveryInfo = {
  fullName: 'Ben Keller',
  address1: 'Rue du Lac 12',
  city: 'Lausanne',
  postalCode: '1003',
  country: 'CH',
};

type Person = Awaited<ReturnType<typeof donor>>;

/** A card payment of `chf` for the product, with a delivery address or without; answers the donation's id. */
async function pay(
  person: Person,
  productId: string,
  clubId: string,
  chf: number,
  deliveryInfo?: DeliveryInfo,
) {
  const answer = await t.post(
    '/api/payments/pay',
    {
      productId,
      clubId,
      userId: person.id,
      amount: String(chf),
      quantity: 1,
      paymentMethodId: await card(t, person.token, CARDS.succeeds),
      ...(deliveryInfo ? { deliveryInfo } : {}),
    },
    person.token,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.donationId as string;
}

/** A product offered with delivery (a fixed price: the only kind that offers one). */
async function deliveryOffer(clubId: string, title: string, priceRappen: number) {
  const { product } = await createProduct(t.db, {
    clubId,
    title,
    productType: 'fixed',
    priceRappen,
    deliveryAvailable: true,
    image: '/files/products/x.jpg',
  });
  return product;
}

const list = (clubId: string, token: string, status?: 'open' | 'sent', pageId?: number) =>
  t.post(
    '/api/donations/deliveries',
    { clubId, ...(status ? { status } : {}), ...(pageId === undefined ? {} : { pageId }) },
    token,
  );
const mark = (clubId: string, donationId: string, sent: boolean, token: string) =>
  t.post('/api/donations/deliveries/sent', { clubId, donationId, sent }, token);

describe('deliveries (what a club sends for products offered with delivery)', () => {
  it('lists the booked ones with the address to the admin and the editor, open oldest first, and marks them sent', async () => {
    const { club, admin, editor, finance } = await payoutClub(t);
    const jersey = await deliveryOffer(club.id, 'Trikot', 15_000);
    const { product: gift } = await createProduct(t.db, {
      clubId: club.id,
      title: 'Spende',
      productType: 'open',
      priceRappen: null,
      image: '/files/products/x.jpg',
    });
    const anna = await donor(t, 'anna');
    const ben = await donor(t, 'ben');
    const first = await pay(anna, jersey.id, club.id, 150, ANNA);
    await advance(t, 1);
    const second = await pay(ben, jersey.id, club.id, 150, BEN);
    // An address sent along for the open gift, which offers no delivery, is not kept and not listed.
    const plain = await pay(ben, gift.id, club.id, 20, BEN);
    const [plainRow] = await t.db.select().from(donations).where(eq(donations.id, plain));
    expect(plainRow?.delivery).toBeNull();

    const open = await list(club.id, admin.token);
    expect(open.status, JSON.stringify(open.body)).toBe(200);
    expect(open.body).toEqual(expect.objectContaining({ open: 2, sent: 0 }));
    expect(open.body.deliveries.map((d: { donationId: string }) => d.donationId)).toEqual([first, second]);
    expect(open.body.deliveries[0]).toEqual({
      donationId: first,
      bookedAt: expect.any(String),
      productTitle: 'Trikot',
      address: {
        fullName: 'Anna Muster',
        address1: 'Seestrasse 5',
        address2: 'c/o Muster AG',
        postalCode: '8001',
        city: 'Zürich',
        country: 'CH',
        phoneNumber: '079 123 4567',
        additionalNotes: 'Bitte beim Nachbarn abgeben',
      },
      sentAt: null,
    });
    expect(open.body.deliveries[1].address).toMatchObject({
      fullName: 'Ben Keller',
      address2: null,
      phoneNumber: null,
    });
    expect((await list(club.id, editor.token)).body.deliveries).toHaveLength(2);

    // The editor marks Anna's as sent: it moves to the sent ones with the platform's time.
    const now = (await t.get('/dev/clock')).body.now as string;
    const sent = await mark(club.id, first, true, editor.token);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(Math.abs(Date.parse(sent.body.sentAt) - Date.parse(now))).toBeLessThan(60_000);
    expect((await list(club.id, admin.token)).body).toMatchObject({ open: 1, sent: 1 });
    const sentList = await list(club.id, admin.token, 'sent');
    expect(sentList.body).toMatchObject({ open: 1, sent: 1 });
    expect(sentList.body.deliveries).toEqual([
      expect.objectContaining({ donationId: first, sentAt: sent.body.sentAt }),
    ]);
    // Anna is told once that it is on its way, with the address, and sees it in her profile.
    const toldAnna = async () =>
      t.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, anna.email), eq(emailOutbox.template, 'deliverySent')));
    const [mail] = await toldAnna();
    expect(mail?.subject).toBe(`Unterwegs zu Dir: Trikot von ${club.name}`);
    expect(mail?.text).toContain(
      `${club.name} hat Deine Bestellung «Trikot» vom ${swissDay(new Date(open.body.deliveries[0].bookedAt))} versendet, an Anna Muster, Seestrasse 5, c/o Muster AG, 8001 Zürich.`,
    );
    const history = await t.post(
      '/api/donations/user-club',
      { userId: anna.id, clubId: club.id },
      anna.token,
    );
    expect(history.body.content).toEqual([
      expect.objectContaining({ id: first, delivery: { sentAt: sent.body.sentAt } }),
    ]);
    const bens = await t.post('/api/donations/user-club', { userId: ben.id, clubId: club.id }, ben.token);
    expect(bens.body.content.map((d: { delivery: unknown }) => d.delivery)).toEqual([null, { sentAt: null }]);
    // Marked again a day later, it keeps the first time; marked open, it is back at the top of the open ones.
    await advance(t, 1);
    expect((await mark(club.id, first, true, admin.token)).body.sentAt).toBe(sent.body.sentAt);
    expect((await mark(club.id, first, false, admin.token)).body).toEqual({ sentAt: null });
    expect((await mark(club.id, first, true, admin.token)).status).toBe(200);
    expect((await mark(club.id, first, false, admin.token)).status).toBe(200);
    expect(await toldAnna()).toHaveLength(1);
    expect(
      (await list(club.id, admin.token)).body.deliveries.map((d: { donationId: string }) => d.donationId),
    ).toEqual([first, second]);

    // Finance sees no addresses; nor does anyone outside the club. The operator does.
    expect((await list(club.id, finance.token)).status).toBe(403);
    expect((await mark(club.id, first, true, finance.token)).status).toBe(403);
    const stranger = await payoutClub(t);
    expect((await list(club.id, stranger.admin.token)).status).toBe(403);
    expect((await mark(club.id, first, true, stranger.admin.token)).status).toBe(403);
    const fan = await userWithToken(t, 'fan');
    expect((await list(club.id, fan.token)).status).toBe(403);
    expect((await t.post('/api/donations/deliveries', { clubId: club.id })).status).toBe(401);
    expect((await list(club.id, (await operator(t)).token)).body.open).toBe(2);

    // Another club's delivery, or a donation without one, is not this club's to mark.
    const scarf = await deliveryOffer(stranger.club.id, 'Schal', 3_000);
    const theirs = await pay(anna, scarf.id, stranger.club.id, 30, ANNA);
    const other = await mark(club.id, theirs, true, admin.token);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe(MESSAGES.paymentNotFound);
    expect((await mark(stranger.club.id, first, true, stranger.admin.token)).status).toBe(404);
    expect((await list(stranger.club.id, stranger.admin.token)).body).toMatchObject({ open: 1, sent: 0 });
  });

  it('drops a refunded donation and the address of a donor who deletes their account; pages by five', async () => {
    const { club, admin } = await payoutClub(t);
    const jersey = await deliveryOffer(club.id, 'Trikot', 4_000);
    const anna = await donor(t, 'anna');
    const ben = await donor(t, 'ben');
    const refunded = await pay(anna, jersey.id, club.id, 40, ANNA);
    for (let i = 0; i < DELIVERIES.pageSize + 1; i += 1) await pay(ben, jersey.id, club.id, 40, BEN);
    await pay(anna, jersey.id, club.id, 40, ANNA);
    expect((await list(club.id, admin.token)).body).toMatchObject({ open: DELIVERIES.pageSize + 3 });

    const op = await operator(t);
    const refund = await t.post(
      `/api/admin/donations/${refunded}/refund`,
      { reason: 'Doppelt bezahlt' },
      op.token,
    );
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect((await list(club.id, admin.token)).body).toMatchObject({ open: DELIVERIES.pageSize + 2 });

    const gone = await t.post('/api/users/delete', { userId: anna.id }, anna.token);
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    const first = await list(club.id, admin.token, 'open', 0);
    expect(first.body).toMatchObject({ open: DELIVERIES.pageSize + 1, sent: 0 });
    expect(first.body.deliveries).toHaveLength(DELIVERIES.pageSize);
    const next = await list(club.id, admin.token, 'open', 1);
    expect(next.body.deliveries).toHaveLength(1);
    expect(
      [...first.body.deliveries, ...next.body.deliveries].every(
        (d: { address: { fullName: string } }) => d.address.fullName === 'Ben Keller',
      ),
    ).toBe(true);
  });

  it('tells the admin and the editor of new paid orders by mail once, in their language; not finance', async () => {
    const { club, admin, editor, finance } = await payoutClub(t);
    await t.db.update(users).set({ preferredLanguage: 'it' }).where(eq(users.email, editor.email));
    const jersey = await deliveryOffer(club.id, 'Trikot', 4_000);
    const scarf = await deliveryOffer(club.id, 'Fanschal', 4_000);
    const anna = await donor(t, 'anna');
    const ben = await donor(t, 'ben');
    await pay(anna, jersey.id, club.id, 40, ANNA);
    await pay(ben, jersey.id, club.id, 40, BEN);
    await pay(ben, scarf.id, club.id, 40, BEN);
    const refunded = await pay(anna, scarf.id, club.id, 40, ANNA);
    const op = await operator(t);
    expect(
      (await t.post(`/api/admin/donations/${refunded}/refund`, { reason: 'Storniert' }, op.token)).status,
    ).toBe(200);
    const notices = async () =>
      t.db
        .select()
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.template, 'deliveriesOrdered'),
            inArray(emailOutbox.toAddress, [admin.email, editor.email, finance.email]),
          ),
        );

    const ran = await advance(t, 1);
    expect(ran.ran).toEqual(expect.arrayContaining([{ job: 'delivery-notices', count: expect.any(Number) }]));
    const first = await notices();
    expect(first.map((mail) => mail.toAddress).sort()).toEqual([admin.email, editor.email].sort());
    const byAdmin = first.find((mail) => mail.toAddress === admin.email)!;
    expect(byAdmin.subject).toBe(`Neu zu versenden: 3 Bestellungen für ${club.name}`);
    expect(byAdmin.text).toContain(
      `Für ${club.name} sind 3 Bestellungen mit Lieferung bezahlt worden: 2 × Trikot, 1 × Fanschal.`,
    );
    expect(byAdmin.text).toContain(`/profile/club?club=${club.id}&tab=products`);
    expect(byAdmin.text).not.toContain('Seestrasse');
    const byEditor = first.find((mail) => mail.toAddress === editor.email)!;
    expect(byEditor.subject).toBe(`Da spedire: 3 ordini per ${club.name}`);

    // Told once: the next run has nothing new; a new order is the next run's only one.
    await advance(t, 1);
    expect(await notices()).toHaveLength(2);
    await pay(anna, scarf.id, club.id, 40, ANNA);
    await advance(t, 1);
    const second = (await notices()).filter((mail) => !first.some((old) => old.id === mail.id));
    expect(second.map((mail) => mail.subject).sort()).toEqual(
      [`Neu zu versenden: 1 Bestellung für ${club.name}`, `Da spedire: 1 ordine per ${club.name}`].sort(),
    );
  });

  it('exports the open (or sent) deliveries as CSV for Excel in the caller’s language, for address labels', async () => {
    const { club, admin, editor, finance } = await payoutClub(t);
    const jersey = await deliveryOffer(club.id, 'Trikot', 15_000);
    const anna = await donor(t, 'anna');
    const ben = await donor(t, 'ben');
    const first = await pay(anna, jersey.id, club.id, 150, { ...ANNA, additionalNotes: '=HYPERLINK("x")' });
    await pay(ben, jersey.id, club.id, 150, BEN);
    const exported = async (token: string, language: string, status?: 'open' | 'sent') => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/donations/deliveries/export',
        payload: { clubId: club.id, ...(status ? { status } : {}) },
        headers: { authorization: `Bearer ${token}`, 'accept-language': language },
      });
      return {
        status: response.statusCode,
        body: response.json() as { fileName: string; csv: string; rows: number },
      };
    };
    const { body } = await exported(editor.token, 'de');
    const [day] = (await list(club.id, admin.token)).body.deliveries.map((d: { bookedAt: string }) =>
      swissDay(new Date(d.bookedAt)),
    );
    expect(body.rows).toBe(2);
    expect(body.fileName).toMatch(/^tifo-deliveries-open-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(body.csv.split('\r\n')).toEqual([
      '\uFEFF"Bezahlt am";"Angebot";"Name";"Adresse";"Adresszusatz";"PLZ";"Ort";"Land";"Telefon";"Bemerkungen";"Versendet am"',
      `"${day}";"Trikot";"Anna Muster";"Seestrasse 5";"c/o Muster AG";"8001";"Zürich";"CH";"079 123 4567";"'=HYPERLINK(""x"")";""`,
      `"${day}";"Trikot";"Ben Keller";"Rue du Lac 12";"";"1003";"Lausanne";"CH";"";"";""`,
      '',
    ]);
    expect((await exported(admin.token, 'fr')).body.csv).toContain('"Payé le";"Offre";"Nom"');
    await mark(club.id, first, true, admin.token);
    const sent = await exported(admin.token, 'it', 'sent');
    expect(sent.body.rows).toBe(1);
    expect(sent.body.csv).toContain('"Spedito il"');
    expect(sent.body.csv).toMatch(/"Anna Muster".*"\d{2}\.\d{2}\.\d{4}"\r\n$/);
    expect((await exported(finance.token, 'de')).status).toBe(403);
  });

  it('answers the contract’s errors for bad input', async () => {
    const { club, admin } = await payoutClub(t);
    expect((await t.post('/api/donations/deliveries', { clubId: 'x' }, admin.token)).body.message).toBe(
      MESSAGES.clubNotFound,
    );
    expect((await list(club.id, admin.token, 'lost' as 'open')).status).toBe(400);
    const bad = await t.post(
      '/api/donations/deliveries/sent',
      { clubId: club.id, donationId: 'x', sent: true },
      admin.token,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MESSAGES.paymentNotFound);
    const unknown = await mark(club.id, '00000000-0000-4000-8000-000000000000', true, admin.token);
    expect(unknown.status).toBe(404);
  });
});
