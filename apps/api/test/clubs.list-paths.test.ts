// @database: the lists' SQL functions, triggers, indexes, text search and geography; run on PostgreSQL too (vitest.config.ts).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { preparedQuery, preparedRead } from '../src/db/prepared';
import { clubSportTypes, clubs, sportTypes } from '../src/db/schema-clubs';
import { clubOrderMarks } from '../src/db/schema-discovery';
import { isPublicClub } from '../src/modules/clubs/cards';
import {
  findClubCards,
  findMatchingClubCards,
  forgetPublicClubCount,
  searchCondition,
} from '../src/modules/clubs/queries';
import { createSportType } from '../src/seed/factories';
import { openTestDatabase } from './helpers';
import { expectedOrderMarks, plainClubRow } from './support/club-rows';

/*
 * The public lists take shortcuts that must not change an answer (issue 17). The A–Z list starts a deep page at the order mark before it (club_order_marks, every 100th public club), which
 * a deferred trigger rebuilds in each transaction that changes the public order. The pages must be exactly the
 * pages of a plain OFFSET, whatever changed. A card's sport types come with the club's row (clubs.sport_tags, kept by triggers): they
 * must be what the club's own page reads from club_sport_types. A search finds its matches once for the page and the count (findMatchingClubCards): its
 * pages must be those of the general path.
 */
let database: Database;

const STATUSES = ['approved', 'verified', 'pending', 'approved', 'rejected', 'verified', 'pending'];

const marks = () => database.db.select().from(clubOrderMarks).orderBy(asc(clubOrderMarks.rank));

/** The marked A–Z page against the same page by plain OFFSET (a filter that is always true takes that path). */
async function expectPagesAsByOffset(offsets: number[], limit = 9) {
  // The unfiltered list's total is counted every 10 s; these changes bypass the services that say so.
  forgetPublicClubCount(database.db);
  for (const offset of offsets) {
    const marked = await findClubCards(database.db, { limit, offset });
    const plain = await findClubCards(database.db, { where: sql`true`, limit, offset });
    expect(marked, `offset ${offset}`).toEqual(plain);
  }
}

const publicCount = async () => (await database.db.$count(clubs, isPublicClub())) as number;

beforeAll(async () => {
  database = await openTestDatabase();
  // 700 clubs, 4 of 7 public (400): names that sort in another order than they were inserted, with ties in
  // the sort key (the id decides those).
  const rows = Array.from({ length: 700 }, (_, i) =>
    plainClubRow(
      String(i),
      `${['FC', 'SC', 'HC'][i % 3]} Ort ${(i * 37) % 250}`,
      STATUSES[i % STATUSES.length]!,
    ),
  );
  await database.db.insert(clubs).values(rows);
});
afterAll(async () => {
  await database?.close();
});

describe('the order marks of the A–Z list', () => {
  it('mark every 100th public club after a bulk insert', async () => {
    expect(await publicCount()).toBe(400);
    const current = await marks();
    expect(current.map((mark) => mark.rank)).toEqual([0, 100, 200, 300]);
    expect(current).toEqual(await expectedOrderMarks(database.db));
  });

  it('give the pages of a plain offset: at, before and after a mark, the last page and past the end', async () => {
    await expectPagesAsByOffset([
      0, 9, 91, 99, 100, 101, 190, 199, 200, 299, 300, 391, 396, 399, 400, 405, 900,
    ]);
    await expectPagesAsByOffset([0, 50, 100, 350], 100);
    await expectPagesAsByOffset([97, 98, 99, 100], 3);
  });

  it('follow a club that becomes public and sorts first, one that stops being public, a rename and a removal', async () => {
    const [pending] = await database.db
      .select({ id: clubs.id })
      .from(clubs)
      .where(eq(clubs.status, 'pending'))
      .limit(1);
    await database.db
      .update(clubs)
      .set({ status: 'approved', name: 'AAA Erster', searchText: 'aaa erster' })
      .where(eq(clubs.id, pending!.id));
    expect((await marks())[0]?.clubId).toBe(pending!.id);
    expect(await marks()).toEqual(await expectedOrderMarks(database.db));

    const publicIds = (await database.db.select({ id: clubs.id }).from(clubs).where(isPublicClub())).map(
      (row) => row.id,
    );
    await database.db.update(clubs).set({ status: 'rejected' }).where(eq(clubs.id, publicIds[10]!));
    expect(await marks()).toEqual(await expectedOrderMarks(database.db));

    await database.db
      .update(clubs)
      .set({ name: 'ZZZ Letzter', searchText: 'zzz letzter' })
      .where(eq(clubs.id, publicIds[20]!));
    expect(await marks()).toEqual(await expectedOrderMarks(database.db));

    await database.db.delete(clubs).where(eq(clubs.id, publicIds[30]!));
    expect(await publicCount()).toBe(399);
    expect(await marks()).toEqual(await expectedOrderMarks(database.db));
    await expectPagesAsByOffset([0, 99, 100, 101, 198, 390, 398, 399]);
  });

  it('are rebuilt once at the end of a transaction that changes the order several times', async () => {
    const publicIds = (
      await database.db
        .select({ id: clubs.id })
        .from(clubs)
        .where(isPublicClub())
        .orderBy(asc(clubs.searchText), asc(clubs.id))
    ).map((row) => row.id);
    await database.db.transaction(async (tx) => {
      await tx
        .update(clubs)
        .set({ status: 'rejected' })
        .where(inArray(clubs.id, publicIds.slice(0, 150)));
      // Mid-transaction the marks are still those of the last commit: the rebuild runs once, at commit.
      expect((await tx.select().from(clubOrderMarks)).map((mark) => mark.rank)).toEqual([0, 100, 200, 300]);
      await tx.insert(clubs).values(plainClubRow('5000', 'AA Neu', 'verified'));
    });
    expect(await publicCount()).toBe(250);
    expect((await marks()).map((mark) => mark.rank)).toEqual([0, 100, 200]);
    expect(await marks()).toEqual(await expectedOrderMarks(database.db));
    await expectPagesAsByOffset([0, 99, 100, 101, 200, 241, 249, 250]);
  });

  it('leave the marks alone when a change does not touch the order (a description, a status within public)', async () => {
    const before = await marks();
    await database.db.execute(sql`truncate club_order_marks`);
    const [club] = await database.db.select({ id: clubs.id }).from(clubs).where(isPublicClub()).limit(1);
    await database.db
      .update(clubs)
      .set({ descriptionDe: 'Neu', status: 'verified' })
      .where(eq(clubs.id, club!.id));
    expect(await marks()).toEqual([]);
    // The next change of the order rebuilds them all.
    await database.db.update(clubs).set({ status: 'rejected' }).where(eq(clubs.id, club!.id));
    await database.db.update(clubs).set({ status: 'approved' }).where(eq(clubs.id, club!.id));
    expect(await marks()).toEqual(before);
  });
});

describe('the search path', () => {
  it('gives the pages and counts of the general path: one word, several, no match, a wildcard, past the end', async () => {
    const searches = [
      ['ort'],
      ['ort', '1'],
      ['fc', 'ort', '2'],
      // The longest word is looked up (club_search_page), the others filter; the same word twice; short words
      // only (no trigram: the prepared statement).
      ['1', 'ort', 'row'],
      ['ort', 'ort'],
      ['fc'],
      ['fc', '2'],
      ['3011'],
      ['bern'],
      ['nirgends'],
      ['%'],
      ['_'],
      ['row-1'],
    ];
    for (const words of searches) {
      const where = searchCondition(words)!;
      for (const [limit, offset] of [
        [9, 0],
        [9, 9],
        [9, 90],
        [100, 0],
        [100, 200],
        [9, 10_000],
      ] as const) {
        const general = await findClubCards(database.db, { where, limit, offset });
        const matching = await findMatchingClubCards(database.db, words, { limit, offset });
        expect(matching, `${words.join(' ')} at ${offset}`).toEqual(general);
      }
    }
    // The comparison is not vacuous: the searches found pages of cards, and a total past the end.
    const ort = await findMatchingClubCards(database.db, ['ort'], {
      limit: 9,
      offset: 10_000,
    });
    expect(ort.rows).toEqual([]);
    expect(ort.total).toBeGreaterThan(200);
    expect((await findMatchingClubCards(database.db, ['ort'], { limit: 9, offset: 0 })).rows).toHaveLength(9);
  });
});

describe("the card's sport types (clubs.sport_tags)", () => {
  const typeNames = (tag: string, de: string) => ({
    tag,
    names: { de, en: `${de} en`, fr: `${de} fr`, it: `${de} it` },
  });

  /** Every club's sport_tags against a reading of club_sport_types and sport_types, by German name and id. */
  async function expectTagsOfEveryClub() {
    const rows = await database.db.select({ id: clubs.id, sportTags: clubs.sportTags }).from(clubs);
    const links = await database.db
      .select({ clubId: clubSportTypes.clubId, type: sportTypes })
      .from(clubSportTypes)
      .innerJoin(sportTypes, eq(sportTypes.id, clubSportTypes.sportTypeId))
      .orderBy(asc(sportTypes.nameDe), asc(sportTypes.id));
    for (const row of rows) {
      const expected = links
        .filter((link) => link.clubId === row.id)
        .map(({ type }) => ({
          id: type.id,
          tag: type.tag,
          names: { de: type.nameDe, en: type.nameEn, fr: type.nameFr, it: type.nameIt },
        }));
      expect(row.sportTags, row.id).toEqual(expected);
    }
    return rows;
  }

  it('follow links added in bulk, removed, moved, and a sport type renamed', async () => {
    for (const [tag, de] of [
      ['unihockey', 'Unihockey'],
      ['fussball', 'Fussball'],
      ['tennis', 'Tennis'],
    ] as const)
      await createSportType(database.db, typeNames(tag, de));
    const types = new Map(
      (await database.db.select().from(sportTypes)).map((type) => [type.tag, type.id] as const),
    );
    const someClubs = (
      await database.db.select({ id: clubs.id }).from(clubs).orderBy(asc(clubs.id)).limit(6)
    ).map((row) => row.id);
    // One statement for several clubs, two types each for some.
    await database.db
      .insert(clubSportTypes)
      .values([
        ...someClubs.map((clubId) => ({ clubId, sportTypeId: types.get('unihockey')! })),
        ...someClubs.slice(0, 3).map((clubId) => ({ clubId, sportTypeId: types.get('fussball')! })),
      ]);
    const [first] = await database.db.select().from(clubs).where(eq(clubs.id, someClubs[0]!));
    // By German name: Fussball before Unihockey.
    expect(first!.sportTags.map((type) => type.tag)).toEqual(['fussball', 'unihockey']);
    await expectTagsOfEveryClub();

    await database.db
      .delete(clubSportTypes)
      .where(
        and(eq(clubSportTypes.clubId, someClubs[1]!), eq(clubSportTypes.sportTypeId, types.get('fussball')!)),
      );
    await database.db
      .update(clubSportTypes)
      .set({ clubId: someClubs[5]! })
      .where(
        and(eq(clubSportTypes.clubId, someClubs[2]!), eq(clubSportTypes.sportTypeId, types.get('fussball')!)),
      );
    await database.db
      .update(sportTypes)
      .set({ nameDe: 'Aerobic-Unihockey', tag: 'unihockey2' })
      .where(eq(sportTypes.id, types.get('unihockey')!));
    const rows = await expectTagsOfEveryClub();
    const renamed = rows.find((row) => row.id === someClubs[0])!;
    expect(renamed.sportTags.map((type) => type.tag)).toEqual(['unihockey2', 'fussball']);
    expect(rows.find((row) => row.id === someClubs[5])!.sportTags.map((type) => type.tag)).toEqual([
      'unihockey2',
      'fussball',
    ]);
    expect(rows.find((row) => row.id === someClubs[2])!.sportTags.map((type) => type.tag)).toEqual([
      'unihockey2',
    ]);
  });
});

describe("the lists' statements are prepared once per connection", () => {
  it('the A–Z, nearby, nearest and search pages run as named prepared statements, one per text', async () => {
    const origin = { latitude: 47.3769, longitude: 8.5417 };
    // A public club near the origin, so that the nearby pages have a place whose clubs they read.
    await database.db.insert(clubs).values(plainClubRow('zurich', 'FC Zürich Ort', 'approved', origin));
    forgetPublicClubCount(database.db);
    for (const offset of [0, 9]) {
      await findClubCards(database.db, { limit: 9, offset });
      await findClubCards(database.db, { origin, radiusKm: 20, limit: 9, offset });
      await findClubCards(database.db, { origin, limit: 9, offset });
      await findMatchingClubCards(database.db, ['fc', 'ort'], { limit: 9, offset });
      await findMatchingClubCards(database.db, ['fc', '2'], { limit: 9, offset });
    }
    // Calls one after the other take the same (most recently released) connection of the pool.
    const prepared = await database.pool.query<{ name: string; parameters: string }>(
      "select name, parameter_types::text as parameters from pg_prepared_statements where name like 'club\\_%' order by name",
    );
    // (The searches of the tests above prepared club_search_page_1 too.)
    expect(prepared.rows).toEqual(
      expect.arrayContaining([
        { name: 'club_name_page', parameters: '{integer,integer}' },
        // The nearby and nearest pages: the places, held in the process, then the page's clubs at its places.
        { name: 'club_places_all', parameters: '{integer}' },
        {
          name: 'club_places_page',
          parameters:
            '{"double precision","double precision","double precision[]","double precision[]",integer,integer}',
        },
        // A search with a word of three characters or more, and one of short words only.
        { name: 'club_search_page', parameters: '{text,text[],integer,integer}' },
        { name: 'club_search_page_2', parameters: '{text,text,bigint,bigint}' },
      ]),
    );
    await database.db.delete(clubs).where(eq(clubs.shortName, 'row-zurich'));
    forgetPublicClubCount(database.db);
  });

  it("the A–Z page's, the places', the search's and the carousel's functions are planned once per connection (a generic plan)", async () => {
    const settings = await database.pool.query<{ name: string; config: string[] | null }>(
      `select proname as name, proconfig as config from pg_proc
       where proname in ('club_nearest_page', 'club_nearest_reach', 'club_nearby_page', 'club_name_page',
         'club_places_page', 'club_search_page')
       order by proname`,
    );
    expect(settings.rows).toEqual([
      { name: 'club_name_page', config: ['plan_cache_mode=force_generic_plan'] },
      { name: 'club_nearby_page', config: null },
      { name: 'club_nearest_page', config: ['plan_cache_mode=force_generic_plan'] },
      { name: 'club_nearest_reach', config: ['plan_cache_mode=force_generic_plan'] },
      { name: 'club_places_page', config: ['plan_cache_mode=force_generic_plan'] },
      { name: 'club_search_page', config: ['plan_cache_mode=force_generic_plan'] },
    ]);
  });

  it('a prepared read takes its values as placeholders only', () => {
    expect(() =>
      preparedRead('club_wrong', sql`select ${clubs.id} from ${clubs} where ${clubs.name} = ${'FC'}`),
    ).toThrow('prepared read club_wrong: every value must be a placeholder, found FC');
    const statement = preparedRead(
      'club_right',
      sql`select ${clubs.id} from ${clubs} where ${clubs.name} = ${sql.placeholder('name')} limit ${sql.placeholder('limit')}`,
    );
    expect(statement.params).toEqual(['name', 'limit']);
    expect(statement.text).toBe('select "clubs"."id" from "clubs" where "clubs"."name" = $1 limit $2');
  });
});

describe('a prepared query in a transaction', () => {
  // Made in the first transaction and kept (the settlement's lock, every payment); each later transaction must
  // send it on its own connection, inside itself, or a row lock would be taken and let go outside it.
  const txid = (tx: Parameters<Parameters<Database['db']['transaction']>[0]>[0]) =>
    preparedQuery(tx, 'test_current_transaction', (on, name) =>
      on
        .select({ id: sql<string>`txid_current()::text`, name: clubs.name })
        .from(clubs)
        .where(eq(clubs.name, sql.placeholder('name')))
        .limit(1)
        .prepare(name),
    ).execute({ name: 'FC Ort 0' });
  const current = async (tx: Parameters<Parameters<Database['db']['transaction']>[0]>[0]) =>
    (await tx.execute<{ id: string }>(sql`select txid_current()::text as id`)).rows[0]?.id ?? '';

  it('runs in the transaction it is used in, one after another and side by side', async () => {
    const seen: string[] = [];
    const held: { release(): void }[] = [];
    try {
      for (let round = 0; round < 3; round += 1) {
        await database.db.transaction(async (tx) => {
          const [row] = await txid(tx);
          expect(row).toEqual({ id: await current(tx), name: 'FC Ort 0' });
          seen.push(row!.id);
        });
        // The connection just released stays out of the pool: the next transaction runs on another one. (The
        // embedded database serves its connections one at a time: there every transaction has the same one.)
        if (database.kind === 'postgres') held.push(await database.pool.connect());
      }
    } finally {
      for (const client of held) client.release();
    }
    expect(new Set(seen).size).toBe(3);
    const side = await Promise.all(
      [0, 1].map(() =>
        database.db.transaction(async (tx) => {
          const own = await current(tx);
          const [row] = await txid(tx);
          return row?.id === own;
        }),
      ),
    );
    expect(side).toEqual([true, true]);
  });
});
