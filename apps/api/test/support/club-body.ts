import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../src/db/client';
import { createSportType } from '../../src/seed/factories';

/** A valid POST /api/clubs body (registration step 1) for a club in Zürich; `overrides` replace fields. */
export function clubRequestBody<T extends Record<string, unknown>>(tags: number[], overrides: T = {} as T) {
  return {
    nature: 'CLUB',
    name: `FC Test ${Math.random().toString(36).slice(2, 8)}`,
    email: 'Info@FC-Test.ch',
    website: 'www.fc-test.ch',
    address1: 'Seestrasse 5',
    address2: '',
    postalCode: '8001',
    city: 'Zürich',
    country: 'CH',
    hideAddress: false,
    contactNumber: '+41 44 123 45 67',
    tags,
    descriptionDe: 'Ein Fussballclub am See.',
    sourceLanguage: 'de',
    ...overrides,
  };
}

/** Adds the football sport type to a test database and answers every sport type's id, for clubRequestBody. */
export async function sportTypeIds(db: DbOrTx): Promise<number[]> {
  await createSportType(db, {
    tag: 'football',
    names: { de: 'Fussball', en: 'Football', fr: 'Football', it: 'Calcio' },
  });
  const rows = await db.execute<{ id: number }>(sql`select id from sport_types order by id`);
  return rows.rows.map((row) => Number(row.id));
}
