import { splitDonation } from '@tifo/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { clubs, products } from '../db/schema-clubs';
import { donations } from '../db/schema-payments';
import { clubSponsors, feeInvoices, payoutRuns } from '../db/schema-payouts';
import { isPublicClub } from '../modules/clubs/cards';
import { donationEntriesOf, donationLedgerInsert } from '../modules/ledger/entries';
import { issueFeeInvoices, previousMonth } from '../modules/payouts/fee-invoices';
import * as payoutQueries from '../modules/payouts/queries';
import { recordDecision, runPayoutsOn } from '../modules/payouts/run';
import { isRunDay } from '../modules/payouts/schedule';
import { createUser } from '../modules/users/provision';
import { addSwissDays, startOfSwissDay, swissIsoDay } from '../platform/swiss-dates';

/*
 * A year of demo donations and the payouts that followed them (issue 15), so that the demo clubs' dashboards
 * show a graph, top products and sponsors, and financials with PDF statements from the first start. Donations are
 * booked like card payments (the donation, its ledger rows, the product totals) to the open and fixed-price
 * offers (crowdfunding keeps its own demo gifts under the target) by a handful of demo fans, some
 * of whom agreed to be shown among the sponsors; every payout run of the past year (every 14 days) is made by the
 * payout code itself and marked paid, except the latest, which waits for the operator. Deterministic (a seeded
 * random sequence) and idempotent: donations are keyed by reference, payouts are only made on the first seed.
 */

const DAY_MS = 86_400_000;

/** The demo fans: verified accounts that only donate (their password is the demo password too). */
export const DEMO_FANS = [
  { firstName: 'Lea', lastName: 'Brunner', language: 'de', shown: true },
  { firstName: 'Marco', lastName: 'Keller', language: 'de', shown: true },
  { firstName: 'Sophie', lastName: 'Favre', language: 'fr', shown: false },
  { firstName: 'Luca', lastName: 'Bernasconi', language: 'it', shown: true },
  { firstName: 'Jonas', lastName: 'Meier', language: 'de', shown: false },
  { firstName: 'Chloé', lastName: 'Rochat', language: 'fr', shown: true },
  { firstName: 'Reto', lastName: 'Gerber', language: 'de', shown: false },
  { firstName: 'Giulia', lastName: 'Rossi', language: 'it', shown: false },
  { firstName: 'Anna', lastName: 'Widmer', language: 'de', shown: true },
  { firstName: 'Samuel', lastName: 'Huber', language: 'de', shown: false },
] as const;

const AMOUNTS_CHF = [10, 15, 20, 25, 30, 40, 50, 50, 75, 100, 150, 250] as const;

/** Where each demo fan has things delivered (a product offered with delivery), in DEMO_FANS' order. */
const FAN_ADDRESSES = [
  { address1: 'Dufourstrasse 41', postalCode: '8008', city: 'Zürich' },
  { address1: 'Kramgasse 12', postalCode: '3011', city: 'Bern' },
  { address1: 'Avenue de Cour 27', postalCode: '1007', city: 'Lausanne' },
  { address1: 'Via Nassa 5', postalCode: '6900', city: 'Lugano' },
  { address1: 'Hauptstrasse 8', postalCode: '4410', city: 'Liestal' },
  { address1: 'Rue du Marché 14', postalCode: '1204', city: 'Genève' },
  { address1: 'Bahnhofstrasse 3', postalCode: '6003', city: 'Luzern' },
  { address1: 'Via Cantonale 22', postalCode: '6500', city: 'Bellinzona' },
  { address1: 'Seestrasse 90', postalCode: '8703', city: 'Erlenbach' },
  { address1: 'Marktgasse 18', postalCode: '8400', city: 'Winterthur' },
] as const;

/** A delivery older than this many days was sent by the club; newer ones are still open. */
const DELIVERY_SENT_AFTER_DAYS = 3;

/** A small deterministic random sequence (mulberry32), so every seed books the same year. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const fanEmail = (index: number) => `fan${index + 1}@demo.tifo.ch`;

/** How many donations a club gets over the year: the flagship club many, the others a few dozen. */
function donationsFor(shortName: string, index: number): number {
  return shortName === 'fc-seefeld-zurich' ? 140 : 18 + ((index * 7) % 25);
}

export async function seedDonationHistory(
  db: Db,
  options: { now: Date; password: string; clubShortNames: readonly string[] },
): Promise<number> {
  const fanIds: string[] = [];
  for (const [index, fan] of DEMO_FANS.entries()) {
    const { user } = await createUser(db, {
      email: fanEmail(index),
      password: options.password,
      firstName: fan.firstName,
      lastName: fan.lastName,
      preferredLanguage: fan.language,
      verified: true,
    });
    fanIds.push(user.id);
  }
  const publicClubs = await db
    .select({ id: clubs.id, shortName: clubs.shortName })
    .from(clubs)
    .where(and(inArray(clubs.shortName, [...options.clubShortNames]), isPublicClub()));
  let booked = 0;
  for (const [clubIndex, club] of publicClubs.entries()) {
    const offers = await db
      .select()
      .from(products)
      .where(and(eq(products.clubId, club.id), inArray(products.productType, ['open', 'fixed'])));
    if (offers.length === 0) continue;
    const next = random(clubIndex + 1);
    const count = donationsFor(club.shortName, clubIndex);
    const rows: (typeof donations.$inferInsert)[] = [];
    const open = offers.find((offer) => offer.productType === 'open');
    const deliverable = offers.find((offer) => offer.deliveryAvailable);
    const todayStarts = startOfSwissDay(swissIsoDay(options.now)).getTime();
    for (let i = 0; i < count; i += 1) {
      // The first two on the evening before today (after every past run, before today's cut-off): the club is
      // owed something today, which a payout run of today pays.
      const recent = i < 2;
      const drawn = recent && open ? open : offers[Math.floor(next() * offers.length)]!;
      // The third, two days ago, is an offer with delivery where the club has one: a delivery still to send.
      const toSend = i === 2 ? deliverable : undefined;
      const product = toSend ?? drawn;
      const fan = Math.floor(next() * fanIds.length);
      // The others spread over the past year, more towards the recent months.
      const daysAgo = Math.floor(365 * next() ** 1.4) + 1;
      const settledAt = recent
        ? new Date(todayStarts - (3 + 2 * i) * 3_600_000)
        : toSend
          ? new Date(todayStarts - 2 * DAY_MS + 10 * 3_600_000)
          : new Date(todayStarts - daysAgo * DAY_MS + Math.floor(8 + next() * 12) * 3_600_000);
      const chf = product.priceRappen
        ? product.priceRappen / 100
        : recent
          ? 50
          : (AMOUNTS_CHF[Math.floor(next() * AMOUNTS_CHF.length)] ?? 20);
      const split = splitDonation(Math.round(chf * 100));
      // An offer with delivery is sent to the fan's address: the older ones already sent, two days after.
      const sent = settledAt.getTime() < options.now.getTime() - DELIVERY_SENT_AFTER_DAYS * DAY_MS;
      const shippedAt = new Date(settledAt.getTime() + 2 * DAY_MS);
      const delivery = product.deliveryAvailable
        ? {
            delivery: {
              fullName: `${DEMO_FANS[fan]!.firstName} ${DEMO_FANS[fan]!.lastName}`,
              ...FAN_ADDRESSES[fan]!,
              country: 'CH',
            },
            // The club was told when it was paid (the delivery-notices job); it does not mail the demo's year.
            deliveryNoticedAt: settledAt,
            ...(sent ? { deliverySentAt: shippedAt, deliveryDonorToldAt: shippedAt } : {}),
          }
        : {};
      rows.push({
        ...delivery,
        userId: fanIds[fan]!,
        productId: product.id,
        clubId: club.id,
        amountRappen: split.amountRappen,
        feeRappen: split.feeRappen,
        netRappen: split.clubShareRappen,
        status: 'succeeded',
        provider: 'sandbox_card',
        providerReference: `demo_${club.shortName}_${i}`,
        createdAt: settledAt,
        settledAt,
      });
    }
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(donations)
        .values(rows)
        .onConflictDoNothing({ target: donations.providerReference })
        .returning();
      for (const donation of inserted) await donationLedgerInsert(tx, ...donationEntriesOf(donation));
      for (const product of offers) {
        const own = inserted.filter((donation) => donation.productId === product.id);
        if (own.length === 0) continue;
        await tx
          .update(products)
          .set({
            totalFundedRappen: sql`${products.totalFundedRappen} + ${own.reduce((sum, d) => sum + d.amountRappen, 0)}`,
            backers: sql`${products.backers} + ${own.length}`,
          })
          .where(eq(products.id, product.id));
      }
      for (const [index, fan] of DEMO_FANS.entries()) {
        if (!fan.shown) continue;
        await tx
          .update(clubSponsors)
          .set({ showName: true })
          .where(and(eq(clubSponsors.clubId, club.id), eq(clubSponsors.userId, fanIds[index]!)));
      }
      booked += inserted.length;
    });
  }
  return booked;
}

/**
 * The payout runs of the past year, as the scheduler would have made them (every 14 days), each marked paid a
 * day later, but the latest, which is left pending for the operator. Only when no run exists yet.
 */
export async function seedPayoutHistory(
  db: Db,
  options: { now: Date; ibanKey: Buffer; publicUrl: string },
): Promise<number> {
  const [existing] = await db.select({ id: payoutRuns.id }).from(payoutRuns).limit(1);
  if (existing) return 0;
  const deps = {
    db,
    config: {
      PAYOUT_SCHEDULE: 'biweekly' as const,
      PAYOUT_MINIMUM_CHF: 10,
      ibanKey: options.ibanKey,
      publicUrl: options.publicUrl,
    },
  };
  const today = swissIsoDay(options.now);
  const days: string[] = [];
  for (let day = addSwissDays(today, -365); day < today; day = addSwissDays(day, 1)) {
    if (isRunDay(day, 'biweekly')) days.push(day);
  }
  let made = 0;
  for (const [index, day] of days.entries()) {
    const runAt = new Date(`${day}T05:00:00Z`);
    const { run, made: count } = await runPayoutsOn(deps, day, runAt, 'schedule');
    made += count;
    if (index === days.length - 1) continue;
    const paidAt = new Date(runAt.getTime() + DAY_MS);
    for (const { payout } of await payoutQueries.payoutsOfRuns(db, [run.id])) {
      if (payout.status !== 'pending') continue;
      await db.transaction((tx) =>
        recordDecision(tx, {
          payoutId: payout.id,
          outcome: 'paid',
          reason: null,
          operatorId: null,
          at: paidAt,
        }),
      );
    }
  }
  return made;
}

/**
 * The fee invoices of the past year's months, as the job would have issued them on each first morning (issue 47).
 * Only when none exists yet.
 */
export async function seedFeeInvoiceHistory(db: Db, now: Date): Promise<number> {
  const [existing] = await db.select({ id: feeInvoices.id }).from(feeInvoices).limit(1);
  if (existing) return 0;
  let issued = 0;
  let month = previousMonth(new Date(now.getTime() - 365 * DAY_MS));
  const last = previousMonth(now);
  while (month <= last) {
    const next = addSwissDays(`${month}-01`, 32).slice(0, 7);
    issued += await issueFeeInvoices({ db }, new Date(`${next}-01T06:00:00Z`), month);
    month = next;
  }
  return issued;
}

/** The demo fans' accounts (e-mails), for tests and the README. */
export const demoFanEmails = () => DEMO_FANS.map((_, index) => fanEmail(index));

export async function demoFanIds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).where(inArray(users.email, demoFanEmails()));
  return rows.map((row) => row.id);
}
