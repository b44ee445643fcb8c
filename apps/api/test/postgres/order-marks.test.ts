import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { clubs } from '../../src/db/schema';
import { clubOrderMarks } from '../../src/db/schema-discovery';
import { isPublicClub } from '../../src/modules/clubs/queries';
import { openTestDatabase } from '../helpers';
import { expectedOrderMarks, plainClubRow } from '../support/club-rows';

// PostgreSQL only: transactions of different connections change the A–Z order at the same time, and the order
// marks (club_order_marks, rebuilt at each commit) must include every committed change.

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
