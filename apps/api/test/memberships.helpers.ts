import { randomBytes } from 'node:crypto';
import type { RecurringPeriod } from '@tifo/contract';
import { asc, eq } from 'drizzle-orm';
import { clubBanks } from '../src/db/schema-clubs';
import { membershipInvoices, membershipPayments, memberships } from '../src/db/schema-memberships';
import { donations, ledgerEntries } from '../src/db/schema-payments';
import { encryptIban, ibanLast4 } from '../src/modules/organisations/iban-crypto';
import { createProduct } from '../src/seed/factories';
import { TEST_IBAN_KEY, type TestApp } from './helpers';
import { clubWithAdmins } from './offers.helpers';
import { card, donor } from './payments.helpers';
import { payThroughChallenge } from './subscriptions.helpers';

/** The club's own account for transfers (a PostFinance test IBAN; valid check digits). */
export const CLUB_IBAN = 'CH9300762011623852957';

/** A verified club with admin, editor and finance users, its bank account on file, and a membership product. */
export async function membershipClub(
  t: TestApp,
  options: {
    period?: RecurringPeriod;
    priceRappen?: number | null;
    startingDate?: Date;
    bank?: boolean;
  } = {},
) {
  const people = await clubWithAdmins(t, `mc${randomBytes(4).toString('hex')}`);
  if (options.bank !== false) {
    await t.db.insert(clubBanks).values({
      clubId: people.club.id,
      ownerName: people.club.name,
      ibanEncrypted: encryptIban(Buffer.from(TEST_IBAN_KEY, 'base64'), CLUB_IBAN),
      ibanLast4: ibanLast4(CLUB_IBAN),
      country: 'CH',
      confirmedAt: new Date(),
    });
  }
  const { product } = await createProduct(t.db, {
    clubId: people.club.id,
    title: `Mitgliedschaft ${randomBytes(3).toString('hex')}`,
    productType: 'membership',
    priceRappen: options.priceRappen === undefined ? 12000 : options.priceRappen,
    recurringPeriod: options.period ?? 'three_months',
    ...(options.startingDate ? { startingDate: options.startingDate } : {}),
    image: '/files/products/x.jpg',
  });
  return { ...people, product };
}

/** A supporter joins in checkout by card (3-D Secure approved on the challenge page). */
export async function joinByCard(
  t: TestApp,
  productId: string,
  number = '4242 4242 4242 4242',
  amount = 120,
) {
  const person = await donor(t, 'member');
  const pm = await card(t, person.token, number);
  const answer = await payThroughChallenge(t, person.token, { productId, amount, paymentMethodId: pm });
  if (answer.status !== 200 || answer.body.status !== 'succeeded') {
    throw new Error(`join: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return { person, pm, answer, membership: await membershipOf(t, person.id) };
}

/** Pays through TWINT's sandbox start page (approve), as the browser would; answers the transaction id. */
export async function payByTwint(
  t: TestApp,
  token: string,
  body: { productId: string; amount: number; invoiceId?: string },
) {
  const init = await t.post('/api/payments/initialize-twint', body, token);
  if (init.status !== 200) throw new Error(`twint: ${init.status} ${JSON.stringify(init.body)}`);
  const approve = await t.app.inject({ method: 'POST', url: `${init.body.startUrl}/approve` });
  if (approve.statusCode !== 303) throw new Error(`twint approve: ${approve.statusCode}`);
  return init.body.transactionId as string;
}

export async function membershipOf(t: TestApp, userId: string) {
  const [row] = await t.db.select().from(memberships).where(eq(memberships.userId, userId));
  return row!;
}

export async function invoicesOf(t: TestApp, membershipId: string) {
  return t.db
    .select()
    .from(membershipInvoices)
    .where(eq(membershipInvoices.membershipId, membershipId))
    .orderBy(asc(membershipInvoices.periodNumber));
}

export async function paymentOf(t: TestApp, invoiceId: string) {
  const [row] = await t.db
    .select()
    .from(membershipPayments)
    .where(eq(membershipPayments.invoiceId, invoiceId));
  return row;
}

export async function ledgerRowsOfDonation(t: TestApp, donationId: string) {
  return t.db.select().from(ledgerEntries).where(eq(ledgerEntries.donationId, donationId));
}

export async function donationRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(donations).where(eq(donations.id, id));
  return row;
}

/**
 * The club's admin adds a member by e-mail (POST /api/memberships) to the club's membership product, or to the
 * one named, starting on the platform clock's day.
 */
export async function addMember(
  t: TestApp,
  parties: { club: { id: string }; product?: { id: string }; admin: { token: string } },
  member: {
    productId?: string;
    userEmail: string;
    firstName: string;
    lastName: string;
    initialAmount: number | string;
  },
) {
  const startingDate = String((await t.get('/dev/clock')).body.now).slice(0, 10);
  return t.post(
    '/api/memberships',
    { clubId: parties.club.id, productId: parties.product?.id, startingDate, ...member },
    parties.admin.token,
  );
}
