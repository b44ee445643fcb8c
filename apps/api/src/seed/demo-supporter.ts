import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';
import { clubAdmins, clubs, favourites, products } from '../db/schema-clubs';
import { clubAdminInvitations } from '../db/schema-invitations';
import { startOfSwissDay, swissIsoDay } from '../platform/swiss-dates';
import { bookDemoDonation } from './demo-booking';

/*
 * The demo supporter's profile (issue 16): an address (it is printed on the certificates), two favourite clubs,
 * and gifts in the past calendar year and this one — pure donations to tax-exempt clubs and a fixed-price
 * offer — so that the profile shows totals per club, receipts and last year's annual certificate with
 * deductible and other payments from the first start. Three demo clubs are recorded tax-exempt as the
 * operator's review would. Idempotent: gifts are keyed by reference, nothing is changed twice.
 */

const TAX_EXEMPT: Record<string, string> = {
  'fc-seefeld-zurich': 'ZH',
  'schwingklub-entlebuch': 'LU',
  'ol-gallus-st-gallen': 'SG',
};

/** Which offer (open amount, crowdfunding or fixed price) of which club, how much, and on which day of which year. */
const GIFTS = [
  { club: 'fc-seefeld-zurich', type: 'open', chf: 50, year: -1, day: '03-14' },
  { club: 'fc-seefeld-zurich', type: 'open', chf: 100, year: -1, day: '09-02' },
  { club: 'schwingklub-entlebuch', type: 'crowd', chf: 40, year: -1, day: '08-23' },
  { club: 'schwingklub-entlebuch', type: 'fixed', chf: null, year: -1, day: '06-20' },
  { club: 'ehc-glattal-bulach', type: 'fixed', chf: null, year: -1, day: '12-05' },
  { club: 'fc-seefeld-zurich', type: 'open', chf: 25, year: 0, day: '02-08' },
] as const;

export async function seedSupporterProfile(
  tx: DbOrTx,
  options: { email: string; clubIds: Map<string, string>; now: Date },
): Promise<number> {
  const [supporter] = await tx.select().from(users).where(eq(users.email, options.email));
  if (!supporter) return 0;
  await tx
    .update(users)
    .set({ address1: 'Seefeldstrasse 12', postalCode: '8008', city: 'Zürich', country: 'CH' })
    .where(and(eq(users.id, supporter.id), isNull(users.address1)));
  for (const [shortName, canton] of Object.entries(TAX_EXEMPT)) {
    await tx
      .update(clubs)
      .set({ taxExempt: true, taxCanton: canton })
      .where(and(eq(clubs.shortName, shortName), isNull(clubs.taxExempt)));
  }
  // Not FC Seefeld Zürich: the browser tests mark and unmark it as a favourite.
  for (const shortName of ['schwingklub-entlebuch', 'ehc-glattal-bulach']) {
    const clubId = options.clubIds.get(shortName);
    if (clubId) await tx.insert(favourites).values({ userId: supporter.id, clubId }).onConflictDoNothing();
  }
  const thisYear = Number(swissIsoDay(options.now).slice(0, 4));
  let count = 0;
  for (const [index, gift] of GIFTS.entries()) {
    const clubId = options.clubIds.get(gift.club);
    if (!clubId) continue;
    const [product] = await tx
      .select()
      .from(products)
      .where(and(eq(products.clubId, clubId), eq(products.productType, gift.type)))
      .orderBy(products.createdAt)
      .limit(1);
    const rappen = gift.chf === null ? product?.priceRappen : gift.chf * 100;
    if (!product || !rappen) continue;
    // Noon (Swiss) of the day; this year's gift no later than yesterday.
    let settledAt = new Date(
      startOfSwissDay(`${thisYear + gift.year}-${gift.day}`).getTime() + 12 * 3_600_000,
    );
    if (settledAt > options.now) settledAt = new Date(options.now.getTime() - 86_400_000);
    const booked = await bookDemoDonation(tx, {
      userId: supporter.id,
      productId: product.id,
      clubId,
      amountRappen: rappen,
      at: settledAt,
      reference: `supporter_demo_${index}`,
    });
    if (!booked) continue;
    count += 1;
  }
  // The first time only (a declined invitation must not come back with the next start): OL Gallus asks the
  // supporter to join its editors, so that the profile shows an open invitation (issue 17).
  const invitingClub = options.clubIds.get('ol-gallus-st-gallen');
  if (count > 0 && invitingClub) {
    const [inviter] = await tx
      .select({ id: users.id })
      .from(clubAdmins)
      .innerJoin(users, eq(users.email, clubAdmins.email))
      .where(and(eq(clubAdmins.clubId, invitingClub), eq(clubAdmins.role, 'ROLE_CLUB')))
      .limit(1);
    await tx
      .insert(clubAdminInvitations)
      .values({
        clubId: invitingClub,
        email: supporter.email,
        role: 'ROLE_CLUB_OPERATOR',
        invitedBy: inviter?.id ?? null,
        createdAt: new Date(options.now.getTime() - 2 * 86_400_000),
      })
      .onConflictDoNothing();
  }
  return count;
}
