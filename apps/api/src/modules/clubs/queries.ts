import { CAMPAIGN_RULES } from '@tifo/contract';
import { and, asc, count, desc, eq, gte, isNull, like, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { type PreparedRead, preparedRead, readPrepared } from '../../db/prepared';
import type { ClubRow, EventRow, ProductRow, SportTypeRow } from '../../db/schema-clubs';
import {
  clubAdmins,
  clubSportTypes,
  clubs,
  events,
  favourites,
  products,
  sportTypes,
} from '../../db/schema-clubs';
import { type CardRow, card, cardColumns, isPublicClub, toPage } from './cards';
import { clubDataGeneration, forgetClubLists } from './list-cache';
import { distanceKmSql, findNearbyCards, findNearestCards, type Origin } from './nearby';

export type { ClubRow, EventRow, ProductRow, SportTypeRow };

/** `%` and `_` are LIKE wildcards and `\` its (default) escape character: a search word matches literally. */
export function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The LIKE pattern of a search text that contains the word. */
const containing = (word: string) => `%${escapeLike(word)}%`;

/** Every word must occur in the club's search text (AND). */
export function searchCondition(words: readonly string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  return and(...words.map((word) => like(clubs.searchText, containing(word))));
}

export function hasSportTag(tag: string): SQL {
  return sql`exists (select 1 from ${clubSportTypes} join ${sportTypes} on ${sportTypes.id} = ${clubSportTypes.sportTypeId}
    where ${clubSportTypes.clubId} = ${clubs.id} and ${sportTypes.tag} = ${tag})`;
}

export function isFavouriteOf(userId: string): SQL {
  return sql`exists (select 1 from ${favourites} where ${favourites.clubId} = ${clubs.id} and ${favourites.userId} = ${userId})`;
}

export interface CardQuery {
  /** Conditions besides being public. */
  where?: SQL | undefined;
  /** Order by distance from here (clubs without coordinates last), then by name. Else by name. */
  origin?: Origin | undefined;
  /** With an origin: only clubs within this many km. */
  radiusKm?: number | undefined;
  limit: number;
  offset: number;
}

const NAME_PAGE: PreparedRead = {
  name: 'club_name_page',
  text: 'select * from club_name_page($1::int, $2::int) order by "rank"',
};

/**
 * One page of public club cards with their sport types, and the number of all matching clubs: one
 * statement (plus, for the unfiltered lists, the public count that is kept for 10 s). With an origin the
 * places of nearby.ts answer: within a radius always, every club nearest first while the page stays among
 * the clubs with coordinates.
 */
export async function findClubCards(db: Db, query: CardQuery): Promise<{ rows: CardRow[]; total: number }> {
  if (query.origin && query.radiusKm !== undefined)
    return findNearbyCards(db, query.origin, query.radiusKm, query);
  if (query.origin && query.where === undefined) {
    const rows = await findNearestCards(db, query.origin, query);
    if (rows) return { rows, total: await countAllPublicClubs(db) };
  }
  // Every public club A–Z: from the order mark at or before the offset (club_name_page, migration 0024).
  if (!query.origin && query.where === undefined) {
    const rows = await readPrepared<Partial<CardRow>>(db, NAME_PAGE, [query.limit, query.offset]);
    return toPage(rows, await countAllPublicClubs(db));
  }
  const where = and(isPublicClub(), query.where);
  const distance = query.origin ? distanceKmSql(query.origin) : sql`null::float8`;
  // An unfiltered list shows the count of all public clubs, which is too dear to count on every request.
  const total =
    query.where === undefined
      ? sql`${await countAllPublicClubs(db)}::int`
      : sql`(select count(*)::int from ${clubs} where ${where})`;
  const order = query.origin
    ? sql`"distanceKm" asc nulls last, "sortKey", "pageId"`
    : // A–Z as people read it: the search text starts with the name, lower-cased and without accents.
      sql`"sortKey", "pageId"`;
  // The page is chosen on the narrow columns first; only its rows are read in full.
  const chosen = sql`select ${clubs.id} as "pageId", ${clubs.searchText} as "sortKey", ${distance} as "distanceKm"
      from ${clubs} where ${where}
      order by ${order}
      limit ${query.limit} offset ${query.offset}`;
  const result = await db.execute<{ total: number } & Partial<CardRow>>(sql`
    select counted.total as "total", page."distanceKm" as "distanceKm", ${cardColumns}
    from (select ${total} as total) counted
    left join lateral (${chosen}) page on true
    left join ${clubs} "card" on ${card.id} = page."pageId"
    order by ${order}`);
  return toPage(result.rows, result.rows[0]?.total ?? 0);
}

/**
 * A page of the public clubs that match a condition few clubs meet (a search), A–Z, with the number of all
 * matches: one scan of the matches gives both (a window count), where findClubCards would find them twice.
 * The matches are found first (a materialised CTE, so with the trigram index) and ordered after: asked for
 * in order, the planner walked the whole A–Z index and filtered it whenever it guessed a word common (a
 * postcode such as 1006: 31 ms instead of 0.4 ms on PostgreSQL, 4 % of the bench's searches and half of their
 * time), not seeing that the window count reads every match anyway. The statement is club_search_page
 * (migration 0030) when a word is long enough for the trigram index (searchRows).
 */
export async function findMatchingClubCards(
  db: Db,
  words: readonly string[],
  page: { limit: number; offset: number },
): Promise<{ rows: CardRow[]; total: number }> {
  const rows = await searchRows(db, words, page);
  // The rows carry the count of all matches (a window); a page past the end has no row to carry it, so the
  // matches are counted on their own then.
  const first = rows[0];
  if (first) return toPage(rows, first.total);
  return {
    rows: [],
    total: page.offset === 0 ? 0 : await countClubs(db, and(isPublicClub(), searchCondition(words))),
  };
}

const SEARCH_PAGE: PreparedRead = {
  name: 'club_search_page',
  text: 'select * from club_search_page($1::text, $2::text[], $3::int, $4::int) order by "rank"',
};

/** A word of three characters or more has a trigram for the search index to look up. */
const TRIGRAM_LENGTH = 3;

/**
 * A search page's rows: club_search_page (migration 0030, planned once per connection) looks up the longest word
 * in the trigram index and filters by the others; a search whose words are all too short for a trigram takes
 * the prepared statement, planned for its words on every call.
 */
function searchRows(db: Db, words: readonly string[], page: { limit: number; offset: number }) {
  const [longest = '', ...others] = [...words].sort((a, b) => b.length - a.length);
  if (longest.length >= TRIGRAM_LENGTH)
    return readPrepared<{ total: number } & CardRow>(db, SEARCH_PAGE, [
      containing(longest),
      others.map(containing),
      page.limit,
      page.offset,
    ]);
  return readPrepared<{ total: number } & CardRow>(db, searchPage(words.length), {
    ...Object.fromEntries(words.map((word, i) => [`word${i}`, containing(word)])),
    limit: page.limit,
    offset: page.offset,
  });
}

/** The search page's statement for a number of words (each a LIKE pattern), rendered once per number. */
const searchPages = new Map<number, PreparedRead>();
function searchPage(wordCount: number): PreparedRead {
  const known = searchPages.get(wordCount);
  if (known) return known;
  const words = Array.from(
    { length: wordCount },
    (_, i) => sql`${clubs.searchText} like ${sql.placeholder(`word${i}`)}`,
  );
  const statement = preparedRead(
    `club_search_page_${wordCount}`,
    sql`
    with matches as materialized (
      select ${clubs.id} as id, ${clubs.searchText} as sort_key from ${clubs} where ${and(isPublicClub(), ...words)}
    )
    select page.total as "total", null::float8 as "distanceKm", ${cardColumns}
    from (
      select matches.id as "pageId", matches.sort_key as "sortKey", (count(*) over ())::int as total
      from matches
      order by matches.sort_key, matches.id
      limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}
    ) page
    join ${clubs} "card" on ${card.id} = page."pageId"
    order by page."sortKey", page."pageId"`,
  );
  searchPages.set(wordCount, statement);
  return statement;
}

async function countClubs(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(clubs).where(where);
  return counted?.total ?? 0;
}

/**
 * The number of all public clubs, which every unfiltered list shows, is counted at most every 10 s per
 * database: counting 100,000 rows on each request cost more than the page itself (docs/performance-log/2026-11.md).
 * forgetPublicClubCount makes the next list count again.
 */
const PUBLIC_COUNT_TTL_MS = 10_000;
const publicCounts = new WeakMap<object, { total: Promise<number>; at: number; generation: number }>();
function countAllPublicClubs(db: DbOrTx): Promise<number> {
  const cached = publicCounts.get(db);
  if (cached && cached.generation === clubDataGeneration() && Date.now() - cached.at < PUBLIC_COUNT_TTL_MS)
    return cached.total;
  const total = countClubs(db, isPublicClub());
  publicCounts.set(db, { total, at: Date.now(), generation: clubDataGeneration() });
  total.catch(() => publicCounts.delete(db));
  return total;
}

export async function findSportTypes(db: DbOrTx, limit: number, offset: number) {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(sportTypes)
      .orderBy(asc(sportTypes.nameDe), asc(sportTypes.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(sportTypes),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findClubByShortName(db: DbOrTx, shortName: string): Promise<ClubRow | undefined> {
  const [row] = await db.select().from(clubs).where(eq(clubs.shortName, shortName));
  return row;
}

export async function findPublicClubByShortName(db: DbOrTx, shortName: string): Promise<ClubRow | undefined> {
  const [row] = await db
    .select()
    .from(clubs)
    .where(and(eq(clubs.shortName, shortName), isPublicClub()));
  return row;
}

export async function findPublicClubById(db: DbOrTx, id: string): Promise<ClubRow | undefined> {
  const [row] = await db
    .select()
    .from(clubs)
    .where(and(eq(clubs.id, id), isPublicClub()));
  return row;
}

export async function isClubAdmin(db: DbOrTx, clubId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ clubId: clubAdmins.clubId })
    .from(clubAdmins)
    .where(and(eq(clubAdmins.clubId, clubId), eq(clubAdmins.email, email.toLowerCase())));
  return Boolean(row);
}

export async function shortNameTaken(db: DbOrTx, shortName: string): Promise<boolean> {
  const [row] = await db
    .select({ id: clubs.id })
    .from(clubs)
    .where(sql`lower(${clubs.shortName}) = ${shortName.toLowerCase()}`);
  return Boolean(row);
}

/**
 * Products a club shows now: active and not expired; a crowdfunding campaign also for a while after its end, with its
 * outcome (issue 49; checkout refuses its gifts: payments loadPayable).
 */
const isOffered = (now: Date) =>
  and(
    eq(products.status, 'active'),
    or(
      isNull(products.expiryDate),
      gte(products.expiryDate, now),
      and(
        eq(products.crowdFunding, true),
        gte(products.expiryDate, new Date(now.getTime() - CAMPAIGN_RULES.shownAfterEndDays * 86_400_000)),
      ),
    ),
  );

export async function findOfferedProducts(db: DbOrTx, clubId: string, now: Date): Promise<ProductRow[]> {
  return (
    db
      .select()
      .from(products)
      .where(and(eq(products.clubId, clubId), isOffered(now)))
      // Seeded products share one creation time: the title keeps their order stable.
      .orderBy(asc(products.createdAt), asc(products.title), asc(products.id))
  );
}

/** A product with its club, whatever their states (the caller decides what it answers). */
export async function findProductWithClub(db: DbOrTx, productId: string) {
  const [row] = await db
    .select({ product: products, club: clubs })
    .from(products)
    .innerJoin(clubs, eq(clubs.id, products.clubId))
    .where(eq(products.id, productId));
  return row;
}

export async function findOfferedProduct(
  db: DbOrTx,
  id: string,
  now: Date,
): Promise<{ product: ProductRow; club: ClubRow } | undefined> {
  const [row] = await db
    .select({ product: products, club: clubs })
    .from(products)
    .innerJoin(clubs, eq(clubs.id, products.clubId))
    .where(and(eq(products.id, id), isOffered(now), isPublicClub()));
  return row;
}

/** Upcoming events (not yet ended) by start date, then past ones, latest first; drafts (no image yet) are not shown. */
export async function findClubEvents(
  db: DbOrTx,
  clubId: string,
  now: Date,
  limit: number,
): Promise<EventRow[]> {
  const [upcoming, past] = await Promise.all([
    db
      .select()
      .from(events)
      .where(and(eq(events.clubId, clubId), eq(events.status, 'active'), gte(events.toDate, now)))
      .orderBy(asc(events.fromDate), asc(events.id))
      .limit(limit),
    db
      .select()
      .from(events)
      .where(and(eq(events.clubId, clubId), eq(events.status, 'active'), lt(events.toDate, now)))
      .orderBy(desc(events.fromDate), asc(events.id))
      .limit(limit),
  ]);
  return [...upcoming, ...past].slice(0, limit);
}

export async function insertFavourite(db: DbOrTx, userId: string, clubId: string): Promise<void> {
  await db.insert(favourites).values({ userId, clubId }).onConflictDoNothing();
}

export async function deleteFavourite(db: DbOrTx, userId: string, clubId: string): Promise<void> {
  await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.clubId, clubId)));
}

/** Every public club for the sitemap. */
export async function findPublicClubPaths(db: DbOrTx) {
  return db
    .select({ shortName: clubs.shortName, updatedAt: clubs.updatedAt })
    .from(clubs)
    .where(isPublicClub())
    .orderBy(asc(clubs.shortName));
}

/**
 * Call after a change to club data that lists show (a club becomes public or stops being, its name, town,
 * logo, sport types …), once the change is committed: the next list counts again and no cached list
 * answer (list-cache.ts) is used any more, in this process, for any database; the other processes on the
 * same PostgreSQL are told (change-feed.ts).
 */
export function forgetPublicClubCount(db: DbOrTx): void {
  publicCounts.delete(db);
  forgetPublicClubData();
  for (const announce of publicDataAnnouncers) announce();
}

/**
 * This process forgets every cached public list, count and page: after a change made here, or one another
 * process announced. (The counts are kept per data generation, which forgetClubLists raises.)
 */
export function forgetPublicClubData(): void {
  forgetClubLists();
  for (const listener of publicDataListeners) listener();
}

/** Other caches of public data (the server-rendered pages) that must go whenever public club data changes. */
export const publicDataListeners = new Set<() => void>();
/** Who tells the other processes of a change (change-feed.ts, on PostgreSQL). */
export const publicDataAnnouncers = new Set<() => void>();
