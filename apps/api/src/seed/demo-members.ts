import { addPeriod, type RecurringPeriod } from '@tifo/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';
import { products } from '../db/schema-clubs';
import { membershipInvoices, membershipPayments, memberships } from '../db/schema-memberships';

const DAY = 86_400_000;

/**
 * Demo members of FC Seefeld Zürich's membership, so that its dashboard's memberships tab shows what a club
 * sees: members who paid (one by bank transfer, recorded by the club), one with an open invoice, one invited
 * who has not signed up yet, one lapsed, one removed. The people are invited users (no password: nobody can
 * log in as them). Added once: a second run finds the product's members and adds nothing.
 */
const DEMO_MEMBERS = [
  { first: 'Zoë', last: 'Müller', state: 'paidExternal', daysAgo: 40 },
  { first: 'Luca', last: 'Rossi', state: 'paidExternal', daysAgo: 120 },
  { first: 'Céline', last: 'Dubois', state: 'open', daysAgo: 5 },
  { first: 'Jonas', last: 'Keller', state: 'invited', daysAgo: 2 },
  { first: 'Mia', last: 'Brunner', state: 'lapsed', daysAgo: 45 },
  { first: 'Noah', last: 'Schmid', state: 'paidExternal', daysAgo: 75 },
  { first: 'Lea', last: 'Meier', state: 'removed', daysAgo: 150 },
] as const;

export async function seedDemoMembers(
  tx: DbOrTx,
  clubId: string | undefined,
  productTitle: string,
  now: Date,
): Promise<number> {
  if (!clubId) return 0;
  const [product] = await tx
    .select()
    .from(products)
    .where(and(eq(products.clubId, clubId), eq(products.title, productTitle)));
  if (product?.productType !== 'membership') return 0;
  const [existing] = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(eq(memberships.productId, product.id));
  if (existing) return 0;
  const period = (product.recurringPeriod ?? 'month') as RecurringPeriod;
  const amountRappen = product.priceRappen ?? 6000;
  let count = 0;
  for (const person of DEMO_MEMBERS) {
    const email = `${person.first}.${person.last}`
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .concat('@demo-mitglied.example.ch');
    const [user] = await tx
      .insert(users)
      .values({
        email,
        firstName: person.first,
        lastName: person.last,
        passwordHash: null,
        preferredLanguage: 'de',
      })
      .onConflictDoNothing()
      .returning();
    if (!user) continue;
    const startedAt = new Date(now.getTime() - person.daysAgo * DAY);
    const periodEnd = addPeriod(startedAt, period);
    const status =
      person.state === 'lapsed' ? 'inactive' : person.state === 'removed' ? 'cancelled' : 'active';
    const [membership] = await tx
      .insert(memberships)
      .values({
        userId: user.id,
        productId: product.id,
        clubId,
        status,
        inactiveReason: person.state === 'lapsed' ? 'lapsed' : null,
        period,
        amountRappen,
        startedAt,
        origin: 'club',
        paymentMethod: 'invoice',
        nextPeriod: 1,
        nextInvoiceAt: periodEnd,
        cancelledAt: person.state === 'removed' ? new Date(now.getTime() - 20 * DAY) : null,
        createdAt: startedAt,
      })
      .returning();
    if (!membership) continue;
    const paid = person.state === 'paidExternal' || person.state === 'removed';
    const [invoice] = await tx
      .insert(membershipInvoices)
      .values({
        membershipId: membership.id,
        clubId,
        periodNumber: 0,
        periodStart: startedAt,
        periodEnd,
        amountRappen,
        status: paid ? 'paid' : 'open',
        dueAt: startedAt,
        remindersSent: person.daysAgo >= 14 && !paid ? 1 : 0,
        mailedAt: startedAt,
        paidAt: paid ? new Date(startedAt.getTime() + 6 * DAY) : null,
        createdAt: startedAt,
      })
      .returning();
    if (invoice && paid) {
      await tx.insert(membershipPayments).values({
        invoiceId: invoice.id,
        membershipId: membership.id,
        clubId,
        amountRappen,
        method: 'external',
        receivedAt: new Date(startedAt.getTime() + 6 * DAY),
        createdAt: new Date(startedAt.getTime() + 7 * DAY),
      });
    }
    count += 1;
  }
  return count;
}
