import { randomBytes } from 'node:crypto';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { clubBanks, clubs } from '../src/db/schema-clubs';
import { donations, ledgerEntries } from '../src/db/schema-payments';
import { summariesOutOfStep } from '../src/modules/ledger/summaries';
import { encryptIban, ibanLast4 } from '../src/modules/organisations/iban-crypto';
import { createProduct } from '../src/seed/factories';
import { TEST_IBAN_KEY, type TestApp } from './helpers';
import { clubWithAdmins, userWithToken } from './offers.helpers';
import { card, donor, ledgerSum } from './payments.helpers';

/** Valid Swiss IBANs (check digits right) for the clubs' accounts; QR is a QR-IBAN (institution id 30000–31999). */
export const IBANS = {
  a: 'CH5604835012345678009',
  b: 'CH9300762011623852957',
  c: 'CH3608387000001080173',
  qr: 'CH4431999123000889012',
} as const;

/**
 * A club with admin, editor and finance users, an open-amount product and (unless bank is false) its bank
 * account on file; verified unless another status is given.
 */
export async function payoutClub(
  t: TestApp,
  options: { status?: 'verified' | 'approved' | 'pending'; iban?: string | false } = {},
) {
  const name = `pc${randomBytes(4).toString('hex')}`;
  const people = await clubWithAdmins(t, name, options.status === 'pending' ? 'pending' : 'verified');
  if (options.status === 'approved') {
    await t.db.update(clubs).set({ status: 'approved' }).where(eq(clubs.id, people.club.id));
  }
  const iban = options.iban ?? IBANS.a;
  if (iban !== false) {
    await t.db.insert(clubBanks).values({
      clubId: people.club.id,
      ownerName: `Verein ${name}`,
      ibanEncrypted: encryptIban(Buffer.from(TEST_IBAN_KEY, 'base64'), iban),
      ibanLast4: ibanLast4(iban),
      country: 'CH',
      confirmedAt: options.status === 'pending' ? null : new Date(),
    });
  }
  const { product } = await createProduct(t.db, {
    clubId: people.club.id,
    title: `Spende ${randomBytes(3).toString('hex')}`,
    productType: 'open',
    priceRappen: null,
    image: '/files/products/x.jpg',
  });
  return { ...people, product };
}

export async function operator(t: TestApp) {
  return userWithToken(t, 'operator', ['ROLE_USER', 'ROLE_ADMIN']);
}

export type Donor = Awaited<ReturnType<typeof donor>>;

/** A donor with a saved card (the dashboard's donate call charges it). */
export async function donorWithCard(t: TestApp, prefix = 'fan'): Promise<Donor> {
  const person = await donor(t, prefix);
  const saved = await t.post(
    '/api/payments/payment-method',
    { paymentMethodId: await card(t, person.token) },
    person.token,
  );
  if (saved.status !== 200) throw new Error(`card: ${JSON.stringify(saved.body)}`);
  return person;
}

/** A donation of `chf` by the donor (a saved card) to the product; answers the booked donation's id. */
export async function give(t: TestApp, person: Donor, productId: string, chf: number, showName?: boolean) {
  const answer = await t.post(
    '/api/donations',
    { productId, amount: chf, ...(showName === undefined ? {} : { showName }) },
    person.token,
  );
  if (answer.status !== 200) throw new Error(`donate: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.donationId as string;
}

const rappen = (value: unknown) => Number(value ?? 0);

/** Sums straight over the ledger: a club's net, gross, fee and donations booked in [from, to). */
export async function ledgerFigures(t: TestApp, clubId: string, from: Date | null, to: Date | null = null) {
  const window = and(
    eq(ledgerEntries.clubId, clubId),
    from ? gte(ledgerEntries.createdAt, from) : undefined,
    to ? lt(ledgerEntries.createdAt, to) : undefined,
    sql`${ledgerEntries.kind} in ('donation', 'platform_fee', 'club_share', 'refund')`,
  );
  const [row] = await t.db
    .select({
      gross: sql<string>`coalesce(sum(${ledgerEntries.amountRappen}) filter (where ${ledgerEntries.account} = 'donor_gross'), 0)`,
      fee: sql<string>`-coalesce(sum(${ledgerEntries.amountRappen}) filter (where ${ledgerEntries.account} = 'platform_fee'), 0)`,
      net: sql<string>`-coalesce(sum(${ledgerEntries.amountRappen}) filter (where ${ledgerEntries.account} = 'club_payable'), 0)`,
      donations: sql<string>`count(*) filter (where ${ledgerEntries.account} = 'donor_gross' and ${ledgerEntries.kind} = 'donation')`,
    })
    .from(ledgerEntries)
    .where(window);
  return {
    gross: rappen(row?.gross),
    fee: rappen(row?.fee),
    net: rappen(row?.net),
    donations: rappen(row?.donations),
  };
}

/** What the ledger says a club is owed (club_payable) and has in transit, in Rappen. */
export async function ledgerBalance(t: TestApp, clubId: string, before?: Date) {
  const [row] = await t.db
    .select({
      payable: sql<string>`-coalesce(sum(${ledgerEntries.amountRappen}) filter (where ${ledgerEntries.account} = 'club_payable'), 0)`,
      inTransit: sql<string>`-coalesce(sum(${ledgerEntries.amountRappen}) filter (where ${ledgerEntries.account} = 'payout_in_transit'), 0)`,
      paidOut: sql<string>`-coalesce(sum(${ledgerEntries.amountRappen}) filter (where ${ledgerEntries.account} = 'paid_out'), 0)`,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.clubId, clubId), before ? lt(ledgerEntries.createdAt, before) : undefined));
  return { payable: rappen(row?.payable), inTransit: rappen(row?.inTransit), paidOut: rappen(row?.paidOut) };
}

/** The ledger balances, and the trigger's summary tables equal the sums over it. */
export async function expectLedgerInStep(t: TestApp) {
  expect(await ledgerSum(t)).toBe(0);
  expect(await summariesOutOfStep(t.db)).toEqual({ balances: [], hours: [], days: [], sponsors: [] });
}

export const chf = (rappenAmount: number) => Number((rappenAmount / 100).toFixed(2));

export async function donationRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(donations).where(eq(donations.id, id));
  return row!;
}
