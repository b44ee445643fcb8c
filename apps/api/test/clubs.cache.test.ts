// @database: the lists' SQL functions, triggers, indexes, text search and geography; run on PostgreSQL too (vitest.config.ts).
import { ClubPage, clubSearchText } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clubs } from '../src/db/schema-clubs';
import { clubListCache } from '../src/modules/clubs/list-cache';
import { forgetPublicClubCount } from '../src/modules/clubs/queries';
import { createClub, createSportType } from '../src/seed/factories';
import { signUp, useTestApp } from './helpers';

/** The public lists are cached for a few seconds; every change to club data must show at once. */
const t = useTestApp();
let token: string;

const base = { email: 'club@example.ch', address1: 'Hauptstrasse 1', contactNumber: '+41441234567' };
const ZURICH = { latitude: 47.3769, longitude: 8.5417 };

async function page(url: string, body: Record<string, unknown>, bearer?: string) {
  const response = await t.post(url, { pageId: 0, pageSize: 9, ...body }, bearer);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return ClubPage.parse(response.body);
}
const names = (answer: ClubPage) => answer.content.map((card) => card.name);

beforeAll(async () => {
  token = (await signUp(t)).token;
  await createSportType(t.db, {
    tag: 'football',
    names: { de: 'Fussball', en: 'Football', fr: 'Football', it: 'Calcio' },
  });
  for (const [index, name] of ['Aarau', 'Baden', 'Chur', 'Davos', 'Emmen'].entries()) {
    await createClub(t.db, {
      ...base,
      name: `FC ${name}`,
      shortName: `fc-${name.toLowerCase()}`,
      status: index % 2 === 0 ? 'approved' : 'verified',
      postalCode: `800${index}`,
      city: 'Zürich',
      latitude: ZURICH.latitude + index * 0.01,
      longitude: ZURICH.longitude,
      sportTags: ['football'],
    });
  }
  await createClub(t.db, {
    ...base,
    name: 'FC Aaa Pending',
    shortName: 'fc-pending',
    status: 'pending',
    postalCode: '8001',
    city: 'Zürich',
    ...ZURICH,
    sportTags: ['football'],
  });
});

describe('cached public club lists', () => {
  it('answer a repeated request from the cache, with the same JSON as the first time', async () => {
    const stats = clubListCache(t.db).stats;
    const first = await t.post('/api/clubs/all', { pageId: 0, pageSize: 3 });
    const hitsBefore = stats.hits;
    const second = await t.post('/api/clubs/all', { pageId: 0, pageSize: 3 });
    expect(stats.hits).toBe(hitsBefore + 1);
    expect(second.raw.body).toBe(first.raw.body);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(ClubPage.parse(second.body)).toEqual(ClubPage.parse(first.body));
  });

  it('share one entry for searches that differ only in case, accents and spaces', async () => {
    const stats = clubListCache(t.db).stats;
    await page('/api/clubs/searchbar', { searchString: 'zurich  fc' });
    const hitsBefore = stats.hits;
    await page('/api/clubs/searchbar', { searchString: ' ZÜRICH fc' });
    expect(stats.hits).toBe(hitsBefore + 1);
  });

  it('give a caller with a token the same answer as a visitor', async () => {
    const visitor = await t.post('/api/clubs/searchbar', { searchString: 'aarau', pageId: 0, pageSize: 9 });
    const member = await t.post(
      '/api/clubs/searchbar',
      { searchString: 'aarau', pageId: 0, pageSize: 9 },
      token,
    );
    expect(member.raw.body).toBe(visitor.raw.body);
    expect(names(ClubPage.parse(member.body))).toEqual(['FC Aarau']);
  });

  it('show a club that becomes public in /clubs/all, /searchbar, /filter and /nearby right after forgetPublicClubCount', async () => {
    const all = await page('/api/clubs/all', {});
    const search = await page('/api/clubs/searchbar', { searchString: 'zurich' });
    const filter = await page('/api/clubs/filter', { tag: 'football' });
    const nearby = await page('/api/clubs/nearby', { ...ZURICH, radius: 20 });
    expect(names(all)).not.toContain('FC Aaa Pending');

    await t.db.update(clubs).set({ status: 'approved' }).where(eq(clubs.shortName, 'fc-pending'));
    forgetPublicClubCount(t.db);

    const allAfter = await page('/api/clubs/all', {});
    expect(names(allAfter)[0]).toBe('FC Aaa Pending');
    expect(allAfter.totalElements).toBe(all.totalElements + 1);
    expect(allAfter.totalPages).toBe(Math.ceil((all.totalElements + 1) / 9));
    const searchAfter = await page('/api/clubs/searchbar', { searchString: 'zurich' });
    expect(names(searchAfter)).toContain('FC Aaa Pending');
    expect(searchAfter.totalElements).toBe(search.totalElements + 1);
    expect((await page('/api/clubs/filter', { tag: 'football' })).totalElements).toBe(
      filter.totalElements + 1,
    );
    expect((await page('/api/clubs/nearby', { ...ZURICH, radius: 20 })).totalElements).toBe(
      nearby.totalElements + 1,
    );

    await t.db.update(clubs).set({ status: 'pending' }).where(eq(clubs.shortName, 'fc-pending'));
    forgetPublicClubCount(t.db);
    expect(await page('/api/clubs/all', {})).toEqual(all);
  });

  it('show a renamed club under its new name right after forgetPublicClubCount', async () => {
    expect((await page('/api/clubs/searchbar', { searchString: 'emmen' })).totalElements).toBe(1);
    expect((await page('/api/clubs/searchbar', { searchString: 'luzern' })).totalElements).toBe(0);

    const renamed = { name: 'FC Luzern', shortName: 'fc-emmen', city: 'Zürich', postalCode: '8004' };
    await t.db
      .update(clubs)
      .set({ name: renamed.name, searchText: clubSearchText(renamed) })
      .where(eq(clubs.shortName, 'fc-emmen'));
    forgetPublicClubCount(t.db);

    expect(names(await page('/api/clubs/searchbar', { searchString: 'luzern' }))).toEqual(['FC Luzern']);
    const all = names(await page('/api/clubs/all', {}));
    expect(all).toContain('FC Luzern');
    expect(all).not.toContain('FC Emmen');
  });

  it('show a change at once when forgetPublicClubCount is given the transaction that made it', async () => {
    expect((await page('/api/clubs/searchbar', { searchString: 'davos' })).totalElements).toBe(1);
    await t.db.transaction(async (tx) => {
      await tx.update(clubs).set({ status: 'pending' }).where(eq(clubs.shortName, 'fc-davos'));
      forgetPublicClubCount(tx);
    });
    expect((await page('/api/clubs/searchbar', { searchString: 'davos' })).totalElements).toBe(0);
    await t.db.update(clubs).set({ status: 'verified' }).where(eq(clubs.shortName, 'fc-davos'));
    forgetPublicClubCount(t.db);
    expect((await page('/api/clubs/searchbar', { searchString: 'davos' })).totalElements).toBe(1);
  });

  it('show a club created with the factory at once (it forgets the lists itself)', async () => {
    const before = await page('/api/clubs/all', {});
    await createClub(t.db, {
      ...base,
      name: 'FC Zug',
      shortName: 'fc-zug',
      status: 'verified',
      postalCode: '6300',
      city: 'Zug',
    });
    const after = await page('/api/clubs/all', {});
    expect(after.totalElements).toBe(before.totalElements + 1);
    expect(names(after)).toContain('FC Zug');
  });

  it('page /clubs/all with every club once, in order, and the same totals on every page', async () => {
    const everything = await page('/api/clubs/all', { pageSize: 100 });
    const paged: string[] = [];
    for (let pageId = 0; pageId < everything.totalPages * 3 + 1; pageId += 1) {
      const answer = await page('/api/clubs/all', { pageId, pageSize: 2 });
      expect(answer.totalElements).toBe(everything.totalElements);
      expect(answer.totalPages).toBe(Math.ceil(everything.totalElements / 2));
      paged.push(...names(answer));
    }
    expect(paged).toEqual(names(everything));
  });

  it('count right on a page past the end of a search and of a nearby list', async () => {
    const search = await page('/api/clubs/searchbar', { searchString: 'fc' });
    const pastSearch = await page('/api/clubs/searchbar', { searchString: 'fc', pageId: 50 });
    expect(pastSearch.content).toEqual([]);
    expect(pastSearch.totalElements).toBe(search.totalElements);
    const nearby = await page('/api/clubs/nearby', { ...ZURICH, radius: 20, pageSize: 2 });
    const pastNearby = await page('/api/clubs/nearby', { ...ZURICH, radius: 20, pageSize: 2, pageId: 40 });
    expect(nearby.totalElements).toBe(5);
    expect(pastNearby).toEqual({ content: [], totalElements: 5, totalPages: 3 });
  });
});
