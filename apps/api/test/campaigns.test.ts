// @database: money booked in transactions under row locks, idempotency keys and unique constraints; run on PostgreSQL too (vitest.config.ts).
import { MESSAGES, swissDate } from '@tifo/contract';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { campaignUpdates } from '../src/db/schema-campaigns';
import { products } from '../src/db/schema-clubs';
import { donations, sandboxIntents } from '../src/db/schema-payments';
import { messageIn } from '../src/platform/messages';
import { swissDay } from '../src/platform/swiss-dates';
import {
  campaign,
  DAY_MS,
  PLEDGE_CARDS,
  payer,
  pledgeOf,
  pledgesOf,
  pledgeWith,
  postIn,
  productRow,
} from './campaigns.helpers';
import { useTestApp } from './helpers';
import { ledgerSum } from './payments.helpers';
import { advance, approveChallenge, mailsTo } from './subscriptions.helpers';

const t = useTestApp();

afterEach(async () => {
  // Every test leaves the ledger balanced; its campaigns are decided so that later moves of the clock leave them.
  expect(await ledgerSum(t)).toBe(0);
  await t.db.update(products).set({ campaignOutcome: 'not_funded' }).where(eq(products.crowdFunding, true));
});

const publicProduct = async (productId: string, language = 'de') =>
  (await postIn(t, language, '/api/products/filter', { id: productId })).body;

describe('an all-or-nothing campaign', () => {
  it('takes pledges within its cap and charges nothing until its end; then, funded, charges each pledge once: a decline is retried, a 3-D Secure charge waits for the backer’s link', async () => {
    const { product, club, admin, end } = await campaign(t, { mode: 'all_or_nothing', targetRappen: 10_000 });

    const anna = await pledgeWith(t, product.id, 50);
    expect(anna.answer.status, JSON.stringify(anna.answer.body)).toBe(200);
    expect(anna.answer.body).toMatchObject({
      status: 'active',
      pledge: { amount: 50, status: 'active', cancellable: true },
    });
    const bruno = await pledgeWith(t, product.id, 30, PLEDGE_CARDS.declinedAfterAttach);
    expect(bruno.answer.body.status).toBe('active');
    // The 3-D Secure card: the check first, the pledge held once it passed.
    const carla = await pledgeWith(t, product.id, 40, PLEDGE_CARDS.alwaysAuthenticate);
    expect(carla.first?.body).toMatchObject({ status: 'requires_action', pledge: { status: 'pending' } });
    expect(carla.answer.body).toMatchObject({ status: 'active', pledge: { status: 'active', amount: 40 } });

    // Nothing charged, the campaign shows what is pledged.
    expect(await t.db.select().from(donations).where(eq(donations.productId, product.id))).toEqual([]);
    expect(await productRow(t, product.id)).toMatchObject({
      pledgedRappen: 12_000,
      pledgers: 3,
      totalFundedRappen: 0,
    });
    expect((await publicProduct(product.id)).campaign).toMatchObject({
      mode: 'all_or_nothing',
      raised: 120,
      target: 100,
      percent: 100,
      backers: 3,
      state: 'running',
      daysLeft: 10,
      extended: false,
      pledgeCap: 150,
    });

    // The mandate: the amount, the end, charged only if funded, cancellable until the end.
    const [mandate] = await mailsTo(t, anna.backer.email, 'pledgeMade');
    expect(mandate!.subject).toBe(`Dein Versprechen an ${club.name}: CHF 50.00, nur bei Erfolg`);
    expect(mandate!.text).toContain('CHF 50.00');
    expect(mandate!.text).toContain(`bis am ${swissDay(end)}`);
    expect(mandate!.text).toContain('Jetzt wird nichts belastet');
    expect(mandate!.text).toContain('•••• 4242');
    expect(mandate!.text).toContain('jederzeit stornieren');
    expect(mandate!.text).toContain('/profile/user?tab=pledges');

    // A pledge beyond the cap (150 % of the target) is refused with the rest; a second pledge of the same backer too.
    const dora = await pledgeWith(t, product.id, 40);
    expect(dora.answer.status).toBe(400);
    expect(dora.answer.body.message).toBe('max donation amount CHF 30.00');
    const again = await pledgeWith(t, product.id, 10, PLEDGE_CARDS.succeeds, anna.backer);
    expect(again.answer.body.message).toBe(MESSAGES.pledgeExists);

    // Checkout takes no payment at once: a card is told to pledge, TWINT that it cannot.
    const { person: someone, pay } = await payer(t);
    const paid = await pay(product.id, 20);
    expect(paid.status).toBe(400);
    expect(paid.body.message).toBe(MESSAGES.campaignTakesPledges);
    const twint = await t.post(
      '/api/payments/initialize-twint',
      { productId: product.id, amount: 20 },
      someone.token,
    );
    expect(twint.status).toBe(400);
    expect(twint.body.message).toBe(MESSAGES.pledgeNeedsCard);

    // The end: decided funded; Anna's pledge is charged, Bruno's declined (tried again in 3 days), Carla's waits.
    const ended = await advance(t, 11);
    // One decision and three pledges handled.
    expect(ended.ran).toContainEqual({ job: 'campaign-endings', count: 4 });
    expect(await productRow(t, product.id)).toMatchObject({
      campaignOutcome: 'funded',
      totalFundedRappen: 5000,
      backers: 1,
    });
    const annaPledge = await pledgeOf(t, product.id, anna.backer.id);
    expect(annaPledge.status).toBe('charged');
    const [annaGift] = await t.db.select().from(donations).where(eq(donations.pledgeId, annaPledge.id));
    expect(annaGift).toMatchObject({ amountRappen: 5000, status: 'succeeded', userId: anna.backer.id });
    expect(await mailsTo(t, anna.backer.email, 'donationReceipt')).toHaveLength(1);

    const brunoPledge = await pledgeOf(t, product.id, bruno.backer.id);
    expect(brunoPledge).toMatchObject({ status: 'due', failedAttempts: 1, failure: 'cardDeclined' });
    const [declined] = await mailsTo(t, bruno.backer.email, 'pledgeChargeFailed');
    expect(declined!.text).toContain('Versuch 2 von 4');
    expect(declined!.text).toContain(`abgelehnt: ${messageIn('de', { key: 'cardDeclined' })}`);

    const carlaPledge = await pledgeOf(t, product.id, carla.backer.id);
    expect(carlaPledge.status).toBe('action_required');
    // The job ran at the end (the moved clock stops there): the link works 7 days from then.
    expect(Math.round((+carlaPledge.actionUntil! - +end) / DAY_MS)).toBe(7);
    const [confirm] = await mailsTo(t, carla.backer.email, 'pledgeActionRequired');
    expect(confirm!.text).toContain(`bis am ${swissDay(carlaPledge.actionUntil!)}`);
    expect(confirm!.text).toContain(`/profile/user?tab=pledges&pledge=${carlaPledge.id}`);

    // Carla follows the link: the challenge, then the charge is booked.
    const open = await t.post('/api/campaigns/pledges/pay', { pledgeId: carlaPledge.id }, carla.backer.token);
    expect(open.body.status).toBe('requires_action');
    await approveChallenge(t, carlaPledge.actionIntentId!);
    const paidNow = await t.post(
      '/api/campaigns/pledges/pay',
      { pledgeId: carlaPledge.id },
      carla.backer.token,
    );
    expect(paidNow.body).toEqual({ status: 'succeeded' });
    expect((await pledgeOf(t, product.id, carla.backer.id)).status).toBe('charged');
    // Another backer cannot confirm it, and a second confirmation charges nothing more.
    expect(
      (await t.post('/api/campaigns/pledges/pay', { pledgeId: carlaPledge.id }, anna.backer.token)).status,
    ).toBe(404);
    expect(
      (await t.post('/api/campaigns/pledges/pay', { pledgeId: carlaPledge.id }, carla.backer.token)).body,
    ).toEqual({
      status: 'nothing_to_confirm',
    });

    // Bruno's card is declined on every try: after the fourth the pledge fails, and he is told.
    await advance(t, 10);
    expect(await pledgeOf(t, product.id, bruno.backer.id)).toMatchObject({
      status: 'failed',
      failedAttempts: 4,
    });
    expect(await mailsTo(t, bruno.backer.email, 'pledgeChargeFailed')).toHaveLength(3);
    expect(await mailsTo(t, bruno.backer.email, 'pledgeFailed')).toHaveLength(1);

    // Charged once each: two gifts, what the provider charged equals what the ledger booked.
    const gifts = await t.db.select().from(donations).where(eq(donations.productId, product.id));
    expect(gifts.map((gift) => gift.amountRappen).sort()).toEqual([4000, 5000]);
    const charged = await t.db
      .select()
      .from(sandboxIntents)
      .where(and(eq(sandboxIntents.productId, product.id), eq(sandboxIntents.status, 'succeeded')));
    expect(charged).toHaveLength(2);

    // The club sees pledged, charged, failed; the end was mailed to it, with a final update proposed.
    const backers = await t.post('/api/campaigns/backers', { productId: product.id }, admin.token);
    expect(backers.status, JSON.stringify(backers.body)).toBe(200);
    expect(backers.body).toMatchObject({
      pledged: { count: 3, amount: 120 },
      charged: { count: 2, amount: 90 },
      open: { count: 0, amount: 0 },
      failed: { count: 1, amount: 30 },
    });
    expect(backers.body.rows.find((row: { amount: number }) => row.amount === 30)).toMatchObject({
      status: 'failed',
      failure: messageIn('de', { key: 'cardDeclined' }),
      backer: null,
    });
    // Only the club's staff see them.
    expect(
      (await t.post('/api/campaigns/backers', { productId: product.id }, anna.backer.token)).status,
    ).toBe(403);
    const [ending] = await mailsTo(t, admin.email, 'campaignEndedClub');
    expect(ending!.text).toContain('Geschafft');
    expect(ending!.text).toContain('CHF 120.00');
    const [proposed] = await t.db
      .select()
      .from(campaignUpdates)
      .where(eq(campaignUpdates.productId, product.id));
    expect(proposed).toMatchObject({ kind: 'final', status: 'draft' });
    expect(proposed!.texts.fr!.title).toContain('est financée');
    expect((await publicProduct(product.id, 'fr')).campaign).toMatchObject({ state: 'funded', daysLeft: 0 });
  });

  it('missing its target releases every pledge and charges nothing; a backer cancels before the end, not after', async () => {
    const { product, club, admin } = await campaign(t, {
      mode: 'all_or_nothing',
      targetRappen: 20_000,
      endsInDays: 5,
    });
    const anna = await pledgeWith(t, product.id, 60);
    const bruno = await pledgeWith(t, product.id, 25, PLEDGE_CARDS.alwaysAuthenticate);
    const carla = await pledgeWith(t, product.id, 40);
    expect(await productRow(t, product.id)).toMatchObject({ pledgedRappen: 12_500, pledgers: 3 });

    const cancel = (pledge: typeof anna, token: string) =>
      t.post('/api/campaigns/pledges/cancel', { pledgeId: pledge.answer.body.pledge.id }, token);
    // Carla cancels: her room is free again, and her profile says so.
    const cancelled = await cancel(carla, carla.backer.token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancellable: false });
    expect(await productRow(t, product.id)).toMatchObject({ pledgedRappen: 8500, pledgers: 2 });
    // Nobody else's pledge can be cancelled by her.
    const foreign = await cancel(anna, carla.backer.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(MESSAGES.pledgeNotFound);

    const mine = await t.get('/api/campaigns/pledges', anna.backer.token);
    expect(mine.body.content).toEqual([
      expect.objectContaining({
        productId: product.id,
        amount: 60,
        status: 'active',
        cancellable: true,
        clubName: club.name,
      }),
    ]);

    const ended = await advance(t, 6);
    expect(ended.ran).toContainEqual({ job: 'campaign-endings', count: 1 });
    expect(await productRow(t, product.id)).toMatchObject({
      campaignOutcome: 'not_funded',
      totalFundedRappen: 0,
    });
    expect((await pledgesOf(t, product.id)).map((pledge) => pledge.status).sort()).toEqual([
      'cancelled',
      'released',
      'released',
    ]);
    // Nothing charged: no gift, no payment at the provider.
    expect(await t.db.select().from(donations).where(eq(donations.productId, product.id))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(sandboxIntents)
        .where(and(eq(sandboxIntents.productId, product.id), eq(sandboxIntents.kind, 'payment'))),
    ).toEqual([]);
    const [released] = await mailsTo(t, anna.backer.email, 'pledgeReleased');
    expect(released!.text).toContain('CHF 85.00 von CHF 200.00');
    expect(released!.text).toContain('Deine Karte wird nicht belastet');
    expect(await mailsTo(t, bruno.backer.email, 'pledgeReleased')).toHaveLength(1);
    expect(await mailsTo(t, carla.backer.email, 'pledgeReleased')).toHaveLength(0);
    const [ending] = await mailsTo(t, admin.email, 'campaignEndedClub');
    expect(ending!.text).toContain('nicht erreicht');

    // After the end nothing can be cancelled or pledged, and the page shows the outcome.
    const late = await cancel(anna, anna.backer.token);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(MESSAGES.pledgeNotCancellable);
    const after = await pledgeWith(t, product.id, 10);
    expect(after.answer.status).toBe(400);
    expect(after.answer.body.message).toMatch(
      /^This campaign ended on \d\d\.\d\d\.\d{4}: it takes no more gifts\.$/,
    );
    expect((await publicProduct(product.id)).campaign).toMatchObject({
      state: 'not_funded',
      raised: 85,
      percent: 42,
    });

    // Decided once: a later run has nothing to decide.
    const again = await advance(t, 1);
    expect(again.ran.find((run) => run.job === 'campaign-endings')).toBeUndefined();
    expect(await mailsTo(t, admin.email, 'campaignEndedClub')).toHaveLength(1);
  });
});

describe('a keep-what-you-raise campaign', () => {
  it('takes gifts at once up to its target and closes at its date with a clear message', async () => {
    const { product, admin, editor } = await campaign(t, {
      mode: 'keep',
      targetRappen: 10_000,
      endsInDays: 3,
    });
    const { person: fan, pm, pay } = await payer(t, 'fan');
    const paid = await pay(product.id, 40);
    expect(paid.body.status).toBe('succeeded');
    // Its payment link's page shows the campaign too.
    const link = await t.post(
      '/api/payment-links',
      { clubId: product.clubId, productId: product.id, source: 'Matchtag' },
      editor.token,
    );
    expect(link.status, JSON.stringify(link.body)).toBe(201);
    const linkPage = async () => (await t.app.inject({ method: 'GET', url: `/l/${link.body.code}` })).body;
    const running = await linkPage();
    expect(running).toContain('CHF 40.00 von CHF 100.00 (40 %)');
    expect(running).toContain('1 Unterstützende · Noch 3 Tage, bis');
    expect(running).toContain(`href="/give/${link.body.code}"`);
    // The spec's cap: what is left of the target.
    const over = await pay(product.id, 70);
    expect(over.body.message).toBe('max donation amount CHF 60.00');
    // It takes gifts, not pledges.
    const pledged = await pledgeWith(t, product.id, 20);
    expect(pledged.answer.body.message).toBe(MESSAGES.campaignTakesGifts);
    expect((await publicProduct(product.id)).campaign).toMatchObject({
      mode: 'keep',
      raised: 40,
      target: 100,
      percent: 40,
      backers: 1,
      state: 'running',
      daysLeft: 3,
      pledgeCap: null,
    });

    const ended = await advance(t, 4);
    expect(ended.ran).toContainEqual({ job: 'campaign-endings', count: 1 });
    // The link's page now says how it ended and gives nothing more.
    const closed = await linkPage();
    expect(closed).toContain(`Beendet am ${swissDay(product.expiryDate!)}: nicht finanziert`);
    expect(closed).not.toContain('/give/');
    expect(await productRow(t, product.id)).toMatchObject({
      campaignOutcome: 'not_funded',
      totalFundedRappen: 4000,
    });
    const late = await pay(product.id, 10);
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(
      `This campaign ended on ${swissDay(product.expiryDate!)}: it takes no more gifts.`,
    );
    const french = await postIn(
      t,
      'fr',
      '/api/payments/pay',
      { productId: product.id, amount: 10, paymentMethodId: pm },
      fan.token,
    );
    expect(french.body.message).toBe(
      `Cette campagne s’est terminée le ${swissDay(product.expiryDate!)} : elle n’accepte plus de contributions.`,
    );
    // Still on the club's page, with its outcome; the club was told and keeps what it raised.
    const listed = await t.post('/api/products/filter', { clubId: product.clubId });
    expect(listed.body.map((item: { id: string }) => item.id)).toContain(product.id);
    expect((await publicProduct(product.id)).campaign).toMatchObject({ state: 'not_funded', daysLeft: 0 });
    const [ending] = await mailsTo(t, admin.email, 'campaignEndedClub');
    expect(ending!.text).toContain('CHF 40.00 von 1 Unterstützenden');
  });
});

describe('the campaign’s end', () => {
  it('moves once, before the end, by at most 30 days; backers are told and the later end is honoured', async () => {
    const { product, admin, editor, finance, end } = await campaign(t, {
      mode: 'all_or_nothing',
      targetRappen: 5000,
      endsInDays: 5,
    });
    const anna = await pledgeWith(t, product.id, 60);
    const day = (offset: number) =>
      swissDay(new Date(end.getTime() + offset * DAY_MS))
        .split('.')
        .reverse()
        .join('-');
    const extend = (endDate: string, token = admin.token) =>
      t.post('/api/campaigns/extend', { productId: product.id, endDate }, token);

    // Finance may not; more than 30 days, or not later, is refused.
    expect((await extend(day(10), finance.token)).status).toBe(403);
    const tooFar = await extend(day(31));
    expect(tooFar.status).toBe(400);
    expect(tooFar.body.message).toBe(MESSAGES.campaignExtensionInvalid);
    expect((await extend(day(0))).body.message).toBe(MESSAGES.campaignExtensionInvalid);

    const moved = await extend(day(20), editor.token);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const newEnd = (await productRow(t, product.id)).campaignEndDate!;
    expect(moved.body).toEqual({
      key: 'campaignExtended',
      message: `The campaign now ends on ${swissDay(newEnd)}. Its backers are told.`,
    });
    expect((await extend(day(25))).body.message).toBe(MESSAGES.campaignAlreadyExtended);
    expect(await productRow(t, product.id)).toMatchObject({ campaignExtendedFrom: end });
    const [told] = await mailsTo(t, anna.backer.email, 'campaignExtended');
    expect(told!.text).toContain(`bis am ${swissDay(newEnd)} statt bis am ${swissDay(end)}`);
    expect(told!.text).toContain('Dein Versprechen über CHF 60.00 gilt weiter');

    // The old end passes: still running, nothing charged.
    await advance(t, 10);
    expect(await productRow(t, product.id)).toMatchObject({ campaignOutcome: null });
    expect((await publicProduct(product.id)).campaign).toMatchObject({
      state: 'running',
      extended: true,
      daysLeft: 15,
    });
    // The mode and the end are fixed once a pledge is in: only the extension moved it.
    const body = (overrides: Record<string, unknown>) => ({
      id: product.id,
      title: product.title,
      productType: 'crowd',
      freeSponsor: true,
      price: null,
      targetAmount: 50,
      campaignMode: 'all_or_nothing',
      expiryDate: swissDate(newEnd),
      descriptionDe: 'Ein neuer Bus für die Junioren.',
      ...overrides,
    });
    const toKeep = await t.put('/api/products', body({ campaignMode: 'keep' }), admin.token);
    expect(toKeep.status, JSON.stringify(toKeep.body)).toBe(400);
    expect(toKeep.body.fields.campaignMode.message).toBe(MESSAGES.campaignModeLocked);
    const later = await t.put('/api/products', body({ expiryDate: day(28) }), admin.token);
    expect(later.body.fields.expiryDate.message).toBe(MESSAGES.campaignEndLocked);
    const same = await t.put('/api/products', body({ title: 'Neuer Bus' }), admin.token);
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(same.body.product).toMatchObject({
      title: 'Neuer Bus',
      campaignMode: 'all_or_nothing',
      overfundingPercent: 150,
    });

    await advance(t, 16);
    expect(await productRow(t, product.id)).toMatchObject({ campaignOutcome: 'funded' });
    expect((await pledgeOf(t, product.id, anna.backer.id)).status).toBe('charged');
  });
});
