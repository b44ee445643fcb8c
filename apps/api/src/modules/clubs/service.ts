import {
  type ClubCard,
  type ClubDetails,
  ClubPage,
  confirmation,
  normalizeSearch,
  type PublicEvent,
  type PublicProduct,
  RESERVED_SHORT_NAMES,
  type SportType,
  type SportTypePage,
  shortName as shortNameSchema,
  type WireLanguage,
} from '@tifo/contract';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import type { Caller } from '../auth/caller';
import { type CardRow, PUBLIC_STATUSES } from './cards';
import { clubListCache } from './list-cache';
import type { Origin } from './nearby';
import { toPublicEvent, toPublicProduct } from './present';
import * as q from './queries';

export interface ClubsDeps {
  db: Db;
}

export interface Page {
  pageId: number;
  pageSize: number;
}

const notFound = () => new AppError('not_found', 'clubNotFound');
/** The public profile shows at most this many events. */
const MAX_EVENTS = 20;

function toSportType(row: q.SportTypeRow): SportType {
  return {
    id: row.id,
    tag: row.tag,
    names: { de: row.nameDe, en: row.nameEn, fr: row.nameFr, it: row.nameIt },
  };
}

function pageCount(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}

/** Cards by a CardQuery, or (search) the clubs that match, which are few. */
type ListQuery = Omit<q.CardQuery, 'limit' | 'offset'> | { words: readonly string[] };

async function clubPage(db: Db, page: Page, query: ListQuery): Promise<ClubPage> {
  const slice = { limit: page.pageSize, offset: page.pageId * page.pageSize };
  const { rows, total } =
    'words' in query
      ? await q.findMatchingClubCards(db, query.words, slice)
      : await q.findClubCards(db, { ...query, ...slice });
  const content: ClubCard[] = rows.map((row) => ({
    ...cardOf(row, row.tags),
    distanceKm: row.distanceKm === null ? null : Math.round(row.distanceKm * 10) / 10,
  }));
  return { content, totalElements: total, totalPages: pageCount(total, page.pageSize) };
}

/** A ClubPage as the JSON text the API sends. */
export type ClubPageJson = string & { readonly __clubPageJson: true };

/**
 * A public list answer: the same for every caller, so it comes from the short-lived list cache when the
 * same request (after normalising) was answered a moment ago. Serialised here, once per cache entry, with
 * the contract's schema (as the route's serializer would do on every request).
 */
function publicClubPage(
  db: Db,
  key: readonly (string | number | null)[],
  page: Page,
  query: ListQuery,
): Promise<ClubPageJson> {
  const cacheKey = JSON.stringify([...key, page.pageId, page.pageSize]);
  return clubListCache(db).answer(cacheKey, async () =>
    JSON.stringify(z.encode(ClubPage, await clubPage(db, page, query))),
  ) as Promise<ClubPageJson>;
}

/**
 * Coordinates to 6 decimals (about 10 cm): enough for distances, and it keeps values such as 5e-324, which
 * PostgreSQL refuses as float8 parameters, out of the query.
 */
const roundCoordinate = (value: number) => Math.round(value * 1e6) / 1e6 || 0;

/** POST /clubs/all: every public club by name. */
export function listClubs(deps: ClubsDeps, page: Page): Promise<ClubPageJson> {
  return publicClubPage(deps.db, ['all'], page, {});
}

/** POST /clubs/filter: public clubs of one sport type (an unknown tag gives an empty page). */
export function filterClubsBySport(deps: ClubsDeps, input: Page & { tag: string }): Promise<ClubPageJson> {
  const tag = input.tag.toLowerCase();
  return publicClubPage(deps.db, ['filter', tag], input, { where: q.hasSportTag(tag) });
}

/** POST /clubs/searchbar: every word of the search must occur in name, short name, town or postcode. */
export function searchClubs(deps: ClubsDeps, input: Page & { searchString: string }): Promise<ClubPageJson> {
  const words = normalizeSearch(input.searchString).split(' ').filter(Boolean);
  return publicClubPage(deps.db, ['search', ...words], input, words.length > 0 ? { words } : {});
}

/** POST /clubs/nearby: public clubs within the radius, nearest first. */
export function findClubsNearby(
  deps: ClubsDeps,
  input: Page & Origin & { radius: number },
): Promise<ClubPageJson> {
  const origin = { latitude: roundCoordinate(input.latitude), longitude: roundCoordinate(input.longitude) };
  const radiusKm = roundCoordinate(input.radius);
  return publicClubPage(deps.db, ['nearby', origin.latitude, origin.longitude, radiusKm], input, {
    origin,
    radiusKm,
  });
}

/** POST /clubs/nearbyAll: every public club, nearest first when a location is given, else by name. */
export function listClubsNearest(
  deps: ClubsDeps,
  input: Page & { latitude?: number | undefined; longitude?: number | undefined },
): Promise<ClubPageJson> {
  const origin =
    input.latitude !== undefined && input.longitude !== undefined
      ? { latitude: roundCoordinate(input.latitude), longitude: roundCoordinate(input.longitude) }
      : undefined;
  return publicClubPage(deps.db, ['nearest', origin?.latitude ?? null, origin?.longitude ?? null], input, {
    origin,
  });
}

/** POST /favourites/filter: the caller's favourite public clubs by name (per caller, so never cached). */
export function listFavourites(
  deps: ClubsDeps,
  caller: Caller,
  input: Page & { userId: string },
): Promise<ClubPage> {
  requireSelf(caller, input.userId);
  return clubPage(deps.db, input, { where: q.isFavouriteOf(caller.id) });
}

/** POST /types/all: sport types by German name. */
export async function listSportTypes(deps: ClubsDeps, page: Page): Promise<SportTypePage> {
  const { rows, total } = await q.findSportTypes(deps.db, page.pageSize, page.pageId * page.pageSize);
  return {
    content: rows.map(toSportType),
    totalElements: total,
    totalPages: pageCount(total, page.pageSize),
  };
}

/**
 * POST /clubs/details: the public profile. A club that is not public is shown only to its own admins and to
 * operators (its status tells them it is not public); everyone else gets 'User not found'.
 */
export async function getClubDetails(
  deps: ClubsDeps,
  shortName: string,
  viewer?: Caller,
): Promise<ClubDetails> {
  if (RESERVED_SHORT_NAMES.has(shortName)) throw notFound();
  const club = await q.findClubByShortName(deps.db, shortName);
  if (!club) throw notFound();
  const isAdmin = viewer ? await q.isClubAdmin(deps.db, club.id, viewer.email) : false;
  const isOperator = viewer?.roles.includes('ROLE_ADMIN') ?? false;
  const isPublic = (PUBLIC_STATUSES as readonly string[]).includes(club.status);
  if (!isPublic && !isAdmin && !isOperator) {
    // Taken down or closed (issue 45): gone, with a text that says nothing about why.
    if (club.status === 'taken_down' || club.status === 'closed') {
      throw new AppError('gone', 'clubUnavailable');
    }
    throw notFound();
  }
  const hidden = club.hideAddress;
  return {
    ...cardOf(club, club.sportTags),
    email: club.email,
    website: club.website,
    contactNumber: club.contactNumber,
    hideAddress: club.hideAddress,
    address: {
      address1: hidden ? null : club.address1,
      address2: hidden ? null : club.address2,
      postalCode: club.postalCode,
      city: club.city,
      country: club.country,
    },
    latitude: hidden ? null : club.latitude,
    longitude: hidden ? null : club.longitude,
    description: club.descriptionEn,
    descriptionDe: club.descriptionDe,
    descriptionFr: club.descriptionFr,
    descriptionIt: club.descriptionIt,
    isAdmin,
    closesAt: club.closesAt ? club.closesAt.toISOString() : null,
  };
}

/** POST /products/filter {clubId}: what a public club offers now (active, not expired), oldest first. */
export async function listClubProducts(
  deps: ClubsDeps,
  clubId: string,
  language: WireLanguage,
  now = new Date(),
): Promise<PublicProduct[]> {
  const club = await q.findPublicClubById(deps.db, clubId);
  if (!club) throw notFound();
  const rows = await q.findOfferedProducts(deps.db, club.id, now);
  return rows.map((row) => toPublicProduct(row, club, language, now));
}

/** POST /products/filter {id}: one product for checkout; 404 when it is not offered or its club not public. */
export async function getProduct(
  deps: ClubsDeps,
  id: string,
  language: WireLanguage,
  now = new Date(),
): Promise<PublicProduct> {
  const found = await q.findOfferedProduct(deps.db, id, now);
  if (!found) throw new AppError('not_found');
  return toPublicProduct(found.product, found.club, language, now);
}

/** POST /events/club: a public club's upcoming events by start, then past ones (latest first), at most 20. */
export async function listClubEvents(
  deps: ClubsDeps,
  clubId: string,
  language: WireLanguage,
  now = new Date(),
): Promise<PublicEvent[]> {
  const club = await q.findPublicClubById(deps.db, clubId);
  if (!club) throw notFound();
  const rows = await q.findClubEvents(deps.db, club.id, now, MAX_EVENTS);
  return rows.map((row) => toPublicEvent(row, language));
}

function requireSelf(caller: Caller, userId: string): void {
  if (caller.id !== userId) throw new AppError('forbidden');
}

/** POST /favourites (add) and DELETE /favourites (remove), both idempotent; only for a club on public view. */
export async function changeFavourite(
  deps: ClubsDeps,
  caller: Caller,
  input: { userId: string; clubId: string },
  change: 'add' | 'remove',
) {
  requireSelf(caller, input.userId);
  const club = await q.findPublicClubById(deps.db, input.clubId);
  if (!club) throw notFound();
  if (change === 'add') {
    await q.insertFavourite(deps.db, caller.id, club.id);
    return confirmation('favouriteSaved');
  }
  await q.deleteFavourite(deps.db, caller.id, club.id);
  return confirmation('favouriteDeleted');
}

/**
 * Whether a club may take this short name: well-formed (the contract's rule), not a first path segment of
 * the web app (RESERVED_SHORT_NAMES) and not used by another club. For the club registration.
 */
export async function isShortNameAvailable(db: DbOrTx, name: string): Promise<boolean> {
  const parsed = shortNameSchema.safeParse(name);
  if (!parsed.success) return false;
  if (RESERVED_SHORT_NAMES.has(parsed.data)) return false;
  return !(await q.shortNameTaken(db, parsed.data));
}

/** The fields every club answer shares (directory card, profile). */
function cardOf(
  club: Pick<
    CardRow,
    'id' | 'name' | 'shortName' | 'nature' | 'status' | 'logo' | 'cover' | 'city' | 'postalCode'
  >,
  tags: ClubCard['tags'],
): Omit<ClubCard, 'distanceKm'> {
  return {
    id: club.id,
    name: club.name,
    shortName: club.shortName,
    nature: club.nature as ClubCard['nature'],
    status: club.status as ClubCard['status'],
    logo: club.logo,
    cover: club.cover,
    city: club.city,
    postalCode: club.postalCode,
    tags,
  };
}
