import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { clubs, sportTypes } from '../../src/db/schema-clubs';
import { clubOrderMarks } from '../../src/db/schema-discovery';
import { isPublicClub } from '../../src/modules/clubs/cards';
import { createSportType } from '../../src/seed/factories';
import { openTestDatabase } from '../helpers';
import { expectedOrderMarks, expectedPlaces, placesNow, plainClubRow } from '../support/club-rows';

// PostgreSQL only: transactions of different connections change what the lists read at the same time. The
// order marks (club_order_marks, rebuilt at each commit), a club's card tags (clubs.sport_tags, kept by
// triggers) and the places of the nearby list (club_places, counted by triggers) must include every committed
// change.

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db
    .insert(clubs)
    .values(Array.from({ length: 250 }, (_, i) => plainClubRow(String(i), `FC Verein ${i}`, 'approved')));
});
afterAll(async () => {
  await database?.close();
});

describe('order marks under concurrent commits', () => {
  it('hold every change when two connections change the order and commit at the same time', async () => {
    for (let round = 0; round < 5; round += 1) {
      const [first, second] = await database.db
        .insert(clubs)
        .values([
          plainClubRow(`a${round}`, `AA ${round} Erster`, 'pending'),
          plainClubRow(`b${round}`, `AB ${round}`, 'pending'),
        ])
        .returning({ id: clubs.id });
      const a = await database.pool.connect();
      const b = await database.pool.connect();
      try {
        await a.query('BEGIN');
        await b.query('BEGIN');
        await a.query(`UPDATE clubs SET status = 'approved' WHERE id = $1`, [first!.id]);
        await b.query(`UPDATE clubs SET status = 'verified' WHERE id = $1`, [second!.id]);
        // Each commit rebuilds the marks; neither may lose the other's club.
        await Promise.all([a.query('COMMIT'), b.query('COMMIT')]);
      } finally {
        a.release();
        b.release();
      }
      const marks = await database.db.select().from(clubOrderMarks).orderBy(asc(clubOrderMarks.rank));
      expect(marks, `round ${round}`).toEqual(await expectedOrderMarks(database.db));
      expect(marks[0]?.clubId).toBe(
        (await database.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.shortName, 'row-a0')))[0]!.id,
      );
    }
    expect(await database.db.$count(clubs, isPublicClub())).toBe(260);
  });
});

describe('card tags under concurrent changes', () => {
  it('hold both sport types when two connections add one each to the same club at once', async () => {
    for (const [tag, de] of [
      ['race-a', 'Rudern'],
      ['race-b', 'Segeln'],
    ] as const)
      await createSportType(database.db, { tag, names: { de, en: de, fr: de, it: de } });
    const types = await database.db.select().from(sportTypes).orderBy(asc(sportTypes.nameDe));
    const [club] = await database.db.select({ id: clubs.id }).from(clubs).limit(1);
    const a = await database.pool.connect();
    const b = await database.pool.connect();
    try {
      await a.query('BEGIN');
      await b.query('BEGIN');
      await a.query('INSERT INTO club_sport_types (club_id, sport_type_id) VALUES ($1, $2)', [
        club!.id,
        types[0]!.id,
      ]);
      // b's trigger waits for a's lock on the club, then reads what a committed.
      const second = b.query('INSERT INTO club_sport_types (club_id, sport_type_id) VALUES ($1, $2)', [
        club!.id,
        types[1]!.id,
      ]);
      await a.query('COMMIT');
      await second;
      await b.query('COMMIT');
    } finally {
      a.release();
      b.release();
    }
    const [row] = await database.db
      .select({ sportTags: clubs.sportTags })
      .from(clubs)
      .where(eq(clubs.id, club!.id));
    expect(row!.sportTags.map((type) => type.tag)).toEqual(['race-a', 'race-b']);
  });
});

describe('card tags and a sport type renamed at the same time', () => {
  it('show the new name, whether the rename or the link commits first', async () => {
    await createSportType(database.db, {
      tag: 'race-c',
      names: { de: 'Kanu', en: 'Canoe', fr: 'Canoë', it: 'Canoa' },
    });
    const [type] = await database.db.select().from(sportTypes).where(eq(sportTypes.tag, 'race-c'));
    const [first, second] = await database.db
      .select({ id: clubs.id })
      .from(clubs)
      .orderBy(asc(clubs.id))
      .offset(5)
      .limit(2);
    const link = 'INSERT INTO club_sport_types (club_id, sport_type_id) VALUES ($1, $2)';
    const rename = 'UPDATE sport_types SET name_de = $1 WHERE id = $2';
    const namesOf = async (clubId: string) =>
      (
        await database.db.select({ sportTags: clubs.sportTags }).from(clubs).where(eq(clubs.id, clubId))
      )[0]!.sportTags
        .filter((tag) => tag.tag === 'race-c')
        .map((tag) => tag.names.de);
    const a = await database.pool.connect();
    const b = await database.pool.connect();
    try {
      // The rename first: the link's trigger waits for it, then reads the new name.
      await a.query('BEGIN');
      await b.query('BEGIN');
      await a.query(rename, ['Kanu 2', type!.id]);
      const linked = b.query(link, [first!.id, type!.id]);
      await a.query('COMMIT');
      await linked;
      await b.query('COMMIT');
      expect(await namesOf(first!.id)).toEqual(['Kanu 2']);
      // The link first: the rename waits for it, and its trigger then renames the new link's club too.
      await a.query('BEGIN');
      await b.query('BEGIN');
      await b.query(link, [second!.id, type!.id]);
      const renamed = a.query(rename, ['Kanu 3', type!.id]);
      await b.query('COMMIT');
      await renamed;
      await a.query('COMMIT');
    } finally {
      a.release();
      b.release();
    }
    expect(await namesOf(first!.id)).toEqual(['Kanu 3']);
    expect(await namesOf(second!.id)).toEqual(['Kanu 3']);
  });
});

describe('club places under concurrent changes', () => {
  it('count both clubs when two connections add one at the same new place, and a place emptied while another adds to it', async () => {
    for (let round = 0; round < 5; round += 1) {
      const place = { latitude: 46 + round / 10, longitude: 9.5 };
      const insert = `INSERT INTO clubs (name, short_name, nature, status, email, address1, postal_code, city,
        contact_number, search_text, latitude, longitude)
        VALUES ($1, $1, 'CLUB', 'approved', $1 || '@example.ch', 'Weg 1', '3011', 'Bern', '+41441234567', $1, $2, $3)`;
      const a = await database.pool.connect();
      const b = await database.pool.connect();
      try {
        // Both add a club at a place that has none yet: the second insert of the place waits for the first.
        await a.query('BEGIN');
        await b.query('BEGIN');
        await a.query(insert, [`place-a-${round}`, place.latitude, place.longitude]);
        const second = b.query(insert, [`place-b-${round}`, place.latitude, place.longitude]);
        await a.query('COMMIT');
        await second;
        await b.query('COMMIT');
        expect(await placesNow(database.db), `round ${round}, added`).toEqual(
          await expectedPlaces(database.db),
        );
        // One removes both clubs there (the place's count reaches 0 and the place goes) while the other adds one.
        await a.query('BEGIN');
        await b.query('BEGIN');
        await a.query('DELETE FROM clubs WHERE short_name IN ($1, $2)', [
          `place-a-${round}`,
          `place-b-${round}`,
        ]);
        const third = b.query(insert, [`place-c-${round}`, place.latitude, place.longitude]);
        await a.query('COMMIT');
        await third;
        await b.query('COMMIT');
      } finally {
        a.release();
        b.release();
      }
      const places = await placesNow(database.db);
      expect(places, `round ${round}, emptied and added`).toEqual(await expectedPlaces(database.db));
      expect(places.find((row) => row.latitude === place.latitude)?.clubs).toBe(1);
    }
  });
});
