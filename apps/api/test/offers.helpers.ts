import type { ClubRole } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { events, products } from '../src/db/schema-clubs';
import { createUser } from '../src/modules/users/provision';
import { createClub } from '../src/seed/factories';
import { STRONG_PASSWORD, type TestApp, uniqueEmail, useFixture, useTestApp } from './helpers';

/** Clubs, their administrators by role and outsiders, each logged in, for the offers tests. */
export const clubAddress = {
  email: 'club@example.ch',
  address1: 'Seestrasse 5',
  contactNumber: '+41441234567',
  postalCode: '8001',
  city: 'Zürich',
};

export async function logIn(t: TestApp, email: string): Promise<string> {
  const response = await t.post('/api/users/login', { email, password: STRONG_PASSWORD });
  if (response.status !== 200) throw new Error(`login failed: ${JSON.stringify(response.body)}`);
  return response.body.token as string;
}

export async function userWithToken(t: TestApp, prefix: string, roles?: string[]) {
  const email = uniqueEmail(prefix);
  await createUser(t.db, { email, password: STRONG_PASSWORD, verified: true, ...(roles ? { roles } : {}) });
  return { email, token: await logIn(t, email) };
}

export async function clubWithAdmins(
  t: TestApp,
  shortName: string,
  status: 'verified' | 'pending' = 'verified',
) {
  const people = {
    admin: await userWithToken(t, 'admin'),
    editor: await userWithToken(t, 'editor'),
    finance: await userWithToken(t, 'finance'),
  };
  const roles: Record<keyof typeof people, ClubRole> = {
    admin: 'ROLE_CLUB',
    editor: 'ROLE_CLUB_OPERATOR',
    finance: 'ROLE_CLUB_FINANCE',
  };
  const { club } = await createClub(t.db, {
    ...clubAddress,
    name: shortName,
    shortName,
    status,
    admins: (Object.keys(people) as (keyof typeof people)[]).map((key) => ({
      email: people[key].email,
      role: roles[key],
    })),
  });
  return { club, ...people };
}

/** Sets the image the way the files module does: an UPDATE of the image column. */
export async function setProductImage(t: TestApp, id: string, url = `/files/products/${id}.jpg`) {
  await t.db.update(products).set({ image: url }).where(eq(products.id, id));
}

export async function setEventImage(t: TestApp, id: string, url = `/files/events/${id}.jpg`) {
  await t.db.update(events).set({ image: url }).where(eq(events.id, id));
}

export async function productCount(t: TestApp, clubId: string): Promise<number> {
  return (await t.db.select({ id: products.id }).from(products).where(eq(products.clubId, clubId))).length;
}

export async function eventCount(t: TestApp, clubId: string): Promise<number> {
  return (await t.db.select({ id: events.id }).from(events).where(eq(events.clubId, clubId))).length;
}

/** A date 'YYYY-MM-DD' some days from today (UTC; far enough from midnight in the tests' use). */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The people of an offers test file: the test app, a club and another club (each with its admins), a stranger
 * and the platform operator, made before its first test.
 */
export function useOfferCast(prefix: string) {
  const t = useTestApp();
  return {
    t,
    home: useFixture(() => clubWithAdmins(t, `${prefix}-home`)),
    other: useFixture(() => clubWithAdmins(t, `${prefix}-other`)),
    stranger: useFixture(() => userWithToken(t, 'stranger')),
    operator: useFixture(() => userWithToken(t, 'operator', ['ROLE_USER', 'ROLE_ADMIN'])),
  };
}

/**
 * Products of the cast's home club through the API: the body (an open amount, a year long, unless overridden)
 * and `created`, which saves one as its admin and gives it an image.
 */
export function homeProducts(t: TestApp, home: { club: { id: string }; admin: { token: string } }) {
  const productBody = (overrides: Record<string, unknown> = {}) => ({
    clubId: home.club.id,
    title: 'Freier Beitrag',
    productType: 'open',
    expiryDate: daysFromNow(365),
    descriptionDe: 'Jeder Franken hilft unserer Juniorenabteilung.',
    ...overrides,
  });
  async function created(overrides: Record<string, unknown> = {}) {
    const answer = await t.post('/api/products', productBody(overrides), home.admin.token);
    if (answer.status !== 201) throw new Error(`product: ${answer.status} ${JSON.stringify(answer.body)}`);
    await setProductImage(t, answer.body.id);
    return answer.body as { id: string; product: Record<string, unknown> };
  }
  return { productBody, created };
}
