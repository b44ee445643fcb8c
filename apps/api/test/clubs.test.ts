// @database: the lists' SQL functions, triggers, indexes, text search and geography; run on PostgreSQL too (vitest.config.ts).
import { ClubDetails, ClubPage, MESSAGES, SportTypePage } from '@tifo/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../src/modules/admin/operators';
import { createClub, createSportType } from '../src/seed/factories';
import { errorAnswer, said, signUp, useTestApp } from './helpers';

const t = useTestApp();
let adminToken: string;
let strangerToken: string;
let operatorToken: string;

const ZURICH = { latitude: 47.3769, longitude: 8.5417 };

const base = { email: 'club@example.ch', address1: 'Hauptstrasse 1', contactNumber: '+41441234567' };

beforeAll(async () => {
  await createSportType(t.db, {
    tag: 'football',
    names: { de: 'Fussball', en: 'Football', fr: 'Football', it: 'Calcio' },
  });
  await createSportType(t.db, {
    tag: 'tennis',
    names: { de: 'Tennis', en: 'Tennis', fr: 'Tennis', it: 'Tennis' },
  });
  await createSportType(t.db, {
    tag: 'ice-hockey',
    names: { de: 'Eishockey', en: 'Ice hockey', fr: 'Hockey sur glace', it: 'Hockey su ghiaccio' },
  });
  const admin = await signUp(t);
  adminToken = admin.token;
  strangerToken = (await signUp(t)).token;
  const operator = await signUp(t);
  await createOperator(t.db, { email: operator.email });
  operatorToken = operator.token;

  await createClub(t.db, {
    ...base,
    name: 'FC Blau Zürich',
    shortName: 'fc-blau',
    status: 'approved',
    postalCode: '8001',
    city: 'Zürich',
    ...ZURICH,
    sportTags: ['football', 'tennis'],
    description: {
      de: 'Fussball in Zürich',
      en: 'Football in Zurich',
      fr: 'Football à Zurich',
      it: 'Calcio',
    },
  });
  await createClub(t.db, {
    ...base,
    name: 'HC Winterthur',
    shortName: 'hc-winterthur',
    status: 'verified',
    postalCode: '8400',
    city: 'Winterthur',
    latitude: 47.4997,
    longitude: 8.7241,
    sportTags: ['ice-hockey'],
  });
  await createClub(t.db, {
    ...base,
    name: 'SC Bern',
    shortName: 'sc-bern',
    status: 'approved',
    postalCode: '3011',
    city: 'Bern',
    latitude: 46.948,
    longitude: 7.4474,
    hideAddress: true,
    sportTags: ['football'],
  });
  await createClub(t.db, {
    ...base,
    name: 'Xamax Neuchâtel',
    shortName: 'xamax',
    status: 'approved',
    postalCode: '2000',
    city: 'Neuchâtel',
    latitude: 46.9918,
    longitude: 6.931,
    sportTags: ['football'],
  });
  await createClub(t.db, {
    ...base,
    name: 'Athletes Without Map',
    shortName: 'athletes',
    nature: 'ATHLETE',
    status: 'approved',
    postalCode: '4051',
    city: 'Basel',
  });
  await createClub(t.db, {
    ...base,
    name: 'Fit 100% Club',
    shortName: 'fit-100',
    status: 'approved',
    postalCode: '1003',
    city: 'Lausanne',
    latitude: 46.5197,
    longitude: 6.6323,
  });
  await createClub(t.db, {
    ...base,
    name: 'Pending Zürich United',
    shortName: 'pending-zurich',
    status: 'pending',
    postalCode: '8001',
    city: 'Zürich',
    ...ZURICH,
    sportTags: ['football'],
    admins: [{ email: admin.email, role: 'ROLE_CLUB' }],
  });
});

const PUBLIC_BY_NAME = [
  'Athletes Without Map',
  'FC Blau Zürich',
  'Fit 100% Club',
  'HC Winterthur',
  'SC Bern',
  'Xamax Neuchâtel',
];

async function page(url: string, body: unknown) {
  const response = await t.post(url, body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return ClubPage.parse(response.body);
}
const names = (result: ClubPage) => result.content.map((club) => club.name);

describe('POST /api/clubs/all', () => {
  it('lists only public clubs (approved or verified), by name, with their sport types', async () => {
    const result = await page('/api/clubs/all', { pageId: 0, pageSize: 100 });
    expect(names(result)).toEqual(PUBLIC_BY_NAME);
    expect(result).toMatchObject({ totalElements: 6, totalPages: 1 });
    const fc = result.content.find((club) => club.shortName === 'fc-blau')!;
    expect(fc).toMatchObject({
      status: 'approved',
      nature: 'CLUB',
      city: 'Zürich',
      postalCode: '8001',
      distanceKm: null,
    });
    expect(fc.tags.map((tag) => tag.tag)).toEqual(['football', 'tennis']);
    expect(fc.tags[0]!.names).toEqual({ de: 'Fussball', en: 'Football', fr: 'Football', it: 'Calcio' });
  });

  it('pages: totalPages is ceil(total / pageSize), a page past the end is empty', async () => {
    const first = await page('/api/clubs/all', { pageId: 0, pageSize: 4 });
    expect(names(first)).toEqual(PUBLIC_BY_NAME.slice(0, 4));
    expect(first).toMatchObject({ totalElements: 6, totalPages: 2 });
    const second = await page('/api/clubs/all', { pageId: 1, pageSize: 4 });
    expect(names(second)).toEqual(PUBLIC_BY_NAME.slice(4));
    const past = await page('/api/clubs/all', { pageId: 7, pageSize: 4 });
    expect(past).toEqual({ content: [], totalElements: 6, totalPages: 2 });
  });

  it('uses the default page size of 9 when none is sent', async () => {
    expect(names(await page('/api/clubs/all', {}))).toEqual(PUBLIC_BY_NAME);
  });

  it.each([
    [{ pageId: 0, pageSize: 0 }, MESSAGES.pageSizeInvalid],
    [{ pageId: 0, pageSize: 10000 }, MESSAGES.pageSizeInvalid],
    [{ pageId: -1, pageSize: 9 }, MESSAGES.pageInvalid],
    [{ pageId: 'x', pageSize: 9 }, MESSAGES.pageInvalid],
  ])('refuses %j with 400 and the contract message', async (body, message) => {
    const response = await t.post('/api/clubs/all', body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message, code: 'validation' });
  });
});

describe('POST /api/clubs/filter', () => {
  it('lists the public clubs of a sport type', async () => {
    const result = await page('/api/clubs/filter', { tag: 'football', pageId: 0, pageSize: 9 });
    expect(names(result)).toEqual(['FC Blau Zürich', 'SC Bern', 'Xamax Neuchâtel']);
    expect(result.totalElements).toBe(3);
  });

  it('answers an empty page for an unknown tag', async () => {
    expect(await page('/api/clubs/filter', { tag: 'curling', pageId: 0, pageSize: 9 })).toEqual({
      content: [],
      totalElements: 0,
      totalPages: 0,
    });
  });

  it('refuses a missing tag', async () => {
    const response = await t.post('/api/clubs/filter', { pageId: 0, pageSize: 9 });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(MESSAGES.tagInvalid);
  });
});

describe('POST /api/clubs/searchbar', () => {
  const search = async (searchString: string) =>
    names(await page('/api/clubs/searchbar', { searchString, pageId: 0, pageSize: 50 }));

  it("finds 'FC … Zürich' with 'zurich' and 'ZÜRICH' (accents and case ignored), never the pending club", async () => {
    expect(await search('zurich')).toEqual(['FC Blau Zürich']);
    expect(await search('  ZÜRICH ')).toEqual(['FC Blau Zürich']);
  });

  it("finds Neuchâtel with 'neuchatel'", async () => {
    expect(await search('neuchatel')).toEqual(['Xamax Neuchâtel']);
  });

  it('matches the town and the postcode', async () => {
    expect(await search('basel')).toEqual(['Athletes Without Map']);
    expect(await search('8400')).toEqual(['HC Winterthur']);
  });

  it('needs every word (AND)', async () => {
    expect(await search('fc zurich')).toEqual(['FC Blau Zürich']);
    expect(await search('fc bern')).toEqual([]);
  });

  it('lists every public club for an empty search', async () => {
    expect(await search('')).toEqual(PUBLIC_BY_NAME);
    expect(names(await page('/api/clubs/searchbar', {}))).toEqual(PUBLIC_BY_NAME);
  });

  it('treats SQL, LIKE wildcards and HTML as plain text', async () => {
    expect(await search("' or 1=1 --")).toEqual([]);
    expect(await search("'; drop table clubs; --")).toEqual([]);
    expect(await search('%')).toEqual(['Fit 100% Club']);
    expect(await search('_')).toEqual([]);
    expect(await search('\\')).toEqual([]);
    expect(await search('<script>alert(1)</script>')).toEqual([]);
    // A NUL character is refused for every JSON body (PostgreSQL cannot store it).
    const nul = await t.post('/api/clubs/searchbar', {
      searchString: 'zu\u0000rich',
      pageId: 0,
      pageSize: 9,
    });
    expect(nul.status).toBe(400);
    expect(names(await page('/api/clubs/all', { pageId: 0, pageSize: 50 }))).toEqual(PUBLIC_BY_NAME);
  });

  it('refuses a search longer than 100 characters (a 10 kB search is 400)', async () => {
    const response = await t.post('/api/clubs/searchbar', {
      searchString: 'a'.repeat(10_000),
      pageId: 0,
      pageSize: 9,
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: MESSAGES.searchTooLong,
      fields: { searchString: said('searchTooLong') },
    });
  });
});

describe('POST /api/clubs/nearby', () => {
  it('finds Winterthur (about 19 km) within 20 km of Zürich, nearest first, but not Bern', async () => {
    const result = await page('/api/clubs/nearby', { ...ZURICH, radius: 20, pageId: 0, pageSize: 9 });
    expect(names(result)).toEqual(['FC Blau Zürich', 'HC Winterthur']);
    expect(result.content[0]!.distanceKm).toBe(0);
    const winterthur = result.content[1]!.distanceKm!;
    expect(winterthur).toBeGreaterThan(18);
    expect(winterthur).toBeLessThan(20);
    expect(Math.round(winterthur * 10) / 10).toBe(winterthur);
    expect(result.totalElements).toBe(2);
  });

  it('reaches Bern with a larger radius', async () => {
    const result = await page('/api/clubs/nearby', { ...ZURICH, radius: 100, pageId: 0, pageSize: 9 });
    expect(names(result)).toEqual(['FC Blau Zürich', 'HC Winterthur', 'SC Bern']);
    expect(result.content[2]!.distanceKm).toBeCloseTo(95.5, 0);
  });

  it('answers an empty page far from every club, also for denormal coordinates', async () => {
    for (const origin of [
      { latitude: 5e-324, longitude: 0 },
      { latitude: 90, longitude: 180 },
      { latitude: -89.9, longitude: -179.9 },
    ]) {
      expect(await page('/api/clubs/nearby', { ...origin, radius: 500 })).toEqual({
        content: [],
        totalElements: 0,
        totalPages: 0,
      });
    }
  });

  it('accepts numbers sent as strings', async () => {
    const result = await page('/api/clubs/nearby', {
      latitude: '47.3769',
      longitude: '8.5417',
      radius: '20',
    });
    expect(result.totalElements).toBe(2);
  });

  it.each([
    [{ ...ZURICH, radius: -5 }, MESSAGES.radiusInvalid],
    [{ ...ZURICH, radius: 100000 }, MESSAGES.radiusInvalid],
    [{ ...ZURICH }, MESSAGES.radiusInvalid],
    [{ latitude: 500, longitude: 8.5, radius: 20 }, MESSAGES.latitudeInvalid],
    [{ latitude: 47, longitude: -181, radius: 20 }, MESSAGES.longitudeInvalid],
    [{ latitude: 'north', longitude: 8.5, radius: 20 }, MESSAGES.latitudeInvalid],
  ])('refuses %j with 400 and the contract message', async (body, message) => {
    const response = await t.post('/api/clubs/nearby', { ...body, pageId: 0, pageSize: 9 });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });
});

describe('POST /api/clubs/nearbyAll', () => {
  it('lists every public club nearest first, clubs without coordinates last', async () => {
    const result = await page('/api/clubs/nearbyAll', { ...ZURICH, pageId: 0, pageSize: 9 });
    expect(names(result)).toEqual([
      'FC Blau Zürich',
      'HC Winterthur',
      'SC Bern',
      'Xamax Neuchâtel',
      'Fit 100% Club',
      'Athletes Without Map',
    ]);
    expect(result.content.at(-1)!.distanceKm).toBeNull();
    expect(result.totalElements).toBe(6);
  });

  it('lists by name without a location', async () => {
    const result = await page('/api/clubs/nearbyAll', { pageId: 0, pageSize: 9 });
    expect(names(result)).toEqual(PUBLIC_BY_NAME);
    expect(result.content.every((club) => club.distanceKm === null)).toBe(true);
  });

  it('refuses latitude 500', async () => {
    const response = await t.post('/api/clubs/nearbyAll', { latitude: 500, longitude: 8 });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(MESSAGES.latitudeInvalid);
  });
});

describe('POST /api/types/all', () => {
  it('lists the sport types by German name, 100 per page by default, also without a body', async () => {
    for (const body of [{}, undefined]) {
      const response = await t.post('/api/types/all', body);
      expect(response.status).toBe(200);
      const result = SportTypePage.parse(response.body);
      expect(result.content.map((type) => type.names.de)).toEqual(['Eishockey', 'Fussball', 'Tennis']);
      expect(result).toMatchObject({ totalElements: 3, totalPages: 1 });
    }
  });

  it('pages', async () => {
    const response = await t.post('/api/types/all', { pageId: 1, pageSize: 2 });
    expect(SportTypePage.parse(response.body)).toMatchObject({
      content: [{ tag: 'tennis', names: { de: 'Tennis' } }],
      totalElements: 3,
      totalPages: 2,
    });
  });
});

describe('POST /api/clubs/details', () => {
  const details = (shortName: string, token?: string) => t.post('/api/clubs/details', { shortName }, token);

  it('answers the public profile with address, coordinates and every description', async () => {
    const response = await details('FC-Blau');
    expect(response.status).toBe(200);
    const club = ClubDetails.parse(response.body);
    expect(club).toMatchObject({
      name: 'FC Blau Zürich',
      shortName: 'fc-blau',
      status: 'approved',
      email: 'club@example.ch',
      contactNumber: '+41441234567',
      website: null,
      hideAddress: false,
      address: {
        address1: 'Hauptstrasse 1',
        address2: null,
        postalCode: '8001',
        city: 'Zürich',
        country: 'CH',
      },
      ...ZURICH,
      description: 'Football in Zurich',
      descriptionDe: 'Fussball in Zürich',
      descriptionFr: 'Football à Zurich',
      descriptionIt: 'Calcio',
      isAdmin: false,
    });
    expect(club.tags.map((tag) => tag.tag)).toEqual(['football', 'tennis']);
  });

  it('hides the address lines and coordinates when hideAddress is set', async () => {
    const club = ClubDetails.parse((await details('sc-bern')).body);
    expect(club.hideAddress).toBe(true);
    expect(club.address).toEqual({
      address1: null,
      address2: null,
      postalCode: '3011',
      city: 'Bern',
      country: 'CH',
    });
    expect(club.latitude).toBeNull();
    expect(club.longitude).toBeNull();
  });

  it("answers 404 'User not found' for an unknown or reserved short name", async () => {
    for (const name of ['no-such-club', 'login', 'api', 'clubs']) {
      const response = await details(name);
      expect(response.status).toBe(404);
      expect(response.body).toEqual(errorAnswer('not_found', 'clubNotFound'));
    }
  });

  it('refuses a malformed short name with 400', async () => {
    const response = await details('<script>');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(MESSAGES.shortNameInvalid);
  });

  it('hides a club that is not public from visitors, strangers and invalid tokens', async () => {
    for (const token of [undefined, strangerToken, 'not-a-token']) {
      const response = await details('pending-zurich', token);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(MESSAGES.clubNotFound);
    }
  });

  it('shows a club that is not public to its admin (isAdmin) and to an operator', async () => {
    const forAdmin = ClubDetails.parse((await details('pending-zurich', adminToken)).body);
    expect(forAdmin).toMatchObject({ status: 'pending', isAdmin: true });
    const forOperator = ClubDetails.parse((await details('pending-zurich', operatorToken)).body);
    expect(forOperator).toMatchObject({ status: 'pending', isAdmin: false });
  });
});
