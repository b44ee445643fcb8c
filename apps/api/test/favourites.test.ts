// @database: unique constraints and conflicts between concurrent writes; run on PostgreSQL too (vitest.config.ts).
import { ClubPage, confirmation, MESSAGES } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clubs } from '../src/db/schema-clubs';
import { createClub } from '../src/seed/factories';
import { errorAnswer, signUp, useTestApp } from './helpers';

const t = useTestApp();
let user: { id: string; token: string };
let other: { id: string; token: string };
const club: Record<string, string> = {};

const base = {
  email: 'club@example.ch',
  address1: 'Weg 1',
  contactNumber: '+41441234567',
  postalCode: '3011',
  city: 'Bern',
};

beforeAll(async () => {
  user = await signUp(t);
  other = await signUp(t);
  for (const [shortName, name, status] of [
    ['alpha', 'Alpha FC', 'approved'],
    ['beta', 'Beta HC', 'verified'],
    ['gamma', 'Gamma TC', 'approved'],
    ['hidden', 'Hidden SC', 'pending'],
  ] as const) {
    club[shortName] = (await createClub(t.db, { ...base, name, shortName, status })).club.id;
  }
});

const del = (body: unknown, token?: string) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/favourites',
    payload: body as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
async function favourites(owner: { id: string; token: string }, pageSize = 9, pageId = 0) {
  const response = await t.post(
    '/api/favourites/filter',
    { userId: owner.id, pageId, pageSize },
    owner.token,
  );
  expect(response.status).toBe(200);
  return ClubPage.parse(response.body);
}

describe('favourites', () => {
  it('adds favourites (idempotent) and lists them by name, paged', async () => {
    for (const name of ['gamma', 'alpha', 'gamma']) {
      const response = await t.post('/api/favourites', { clubId: club[name], userId: user.id }, user.token);
      expect(response.status).toBe(200);
      expect(response.body).toEqual(confirmation('favouriteSaved'));
    }
    const page = await favourites(user);
    expect(page.content.map((card) => card.shortName)).toEqual(['alpha', 'gamma']);
    expect(page).toMatchObject({ totalElements: 2, totalPages: 1 });
    expect(await favourites(user, 1, 1)).toMatchObject({
      content: [{ shortName: 'gamma' }],
      totalElements: 2,
      totalPages: 2,
    });
    expect(await favourites(other)).toEqual({ content: [], totalElements: 0, totalPages: 0 });
  });

  it('removes a favourite with DELETE and a JSON body (idempotent)', async () => {
    for (let i = 0; i < 2; i += 1) {
      const response = await del({ clubId: club.gamma, userId: user.id }, user.token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(confirmation('favouriteDeleted'));
    }
    expect((await favourites(user)).content.map((card) => card.shortName)).toEqual(['alpha']);
  });

  it('answers 403 for another userId, on every call', async () => {
    const add = await t.post('/api/favourites', { clubId: club.beta, userId: other.id }, user.token);
    expect(add.status).toBe(403);
    expect(add.body).toEqual(errorAnswer('forbidden', 'status403'));
    expect((await del({ clubId: club.alpha, userId: other.id }, user.token)).statusCode).toBe(403);
    const list = await t.post(
      '/api/favourites/filter',
      { userId: user.id, pageId: 0, pageSize: 9 },
      other.token,
    );
    expect(list.status).toBe(403);
    expect((await favourites(other)).totalElements).toBe(0);
    expect((await favourites(user)).totalElements).toBe(1);
  });

  it('answers 401 without a valid token', async () => {
    for (const token of [undefined, 'not-a-token']) {
      expect((await t.post('/api/favourites', { clubId: club.beta, userId: user.id }, token)).status).toBe(
        401,
      );
      expect((await del({ clubId: club.alpha, userId: user.id }, token)).statusCode).toBe(401);
      const list = await t.post('/api/favourites/filter', { userId: user.id, pageId: 0, pageSize: 9 }, token);
      expect(list.status).toBe(401);
      expect(list.body.code).toBe('unauthorized');
    }
  });

  it("answers 404 'User not found' for an unknown club or one that is not public", async () => {
    for (const clubId of [club.hidden, '00000000-0000-4000-8000-000000000000']) {
      const response = await t.post('/api/favourites', { clubId, userId: user.id }, user.token);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(MESSAGES.clubNotFound);
    }
  });

  it('does not list a favourite club once it is no longer public', async () => {
    await t.post('/api/favourites', { clubId: club.beta, userId: user.id }, user.token);
    expect((await favourites(user)).totalElements).toBe(2);
    await t.db.update(clubs).set({ status: 'pending' }).where(eq(clubs.id, club.beta!));
    expect((await favourites(user)).content.map((card) => card.shortName)).toEqual(['alpha']);
  });

  it('refuses malformed ids and paging with 400', async () => {
    expect((await t.post('/api/favourites', { clubId: 'x', userId: user.id }, user.token)).status).toBe(400);
    expect((await t.post('/api/favourites', { clubId: club.alpha, userId: 'me' }, user.token)).status).toBe(
      400,
    );
    const list = await t.post(
      '/api/favourites/filter',
      { userId: user.id, pageId: 0, pageSize: 0 },
      user.token,
    );
    expect(list.status).toBe(400);
    expect(list.body.message).toBe(MESSAGES.pageSizeInvalid);
  });
});
