import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_ORGANISATIONS, DEMO_PASSWORD, DEMO_SPORT_TYPES } from '../src/seed/demo-data';
import { seedDemoData } from '../src/seed/seed';
import { startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function count(table: string): Promise<number> {
  const result = await t.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`));
  return result.rows[0]!.n;
}

describe('demo data', () => {
  it('seeds organisations, sport types and demo accounts, and a second run adds nothing', async () => {
    const first = await seedDemoData(t.db);
    expect(first.created.organisations).toBe(DEMO_ORGANISATIONS.length);
    expect(first.created.accounts).toBe(DEMO_ACCOUNTS.length);
    const counts = {
      clubs: await count('clubs'),
      types: await count('sport_types'),
      users: await count('users'),
      admins: await count('club_admins'),
      links: await count('club_sport_types'),
    };
    expect(counts.clubs).toBeGreaterThanOrEqual(40);
    expect(counts.types).toBe(DEMO_SPORT_TYPES.length);
    const second = await seedDemoData(t.db);
    expect(second.created).toMatchObject({ organisations: 0, accounts: 0 });
    expect({
      clubs: await count('clubs'),
      types: await count('sport_types'),
      users: await count('users'),
      admins: await count('club_admins'),
      links: await count('club_sport_types'),
    }).toEqual(counts);
  });

  it('gives every demo login its role, and the club roles their club', async () => {
    await seedDemoData(t.db);
    for (const account of DEMO_ACCOUNTS) {
      const login = await t.post('/api/users/login', { email: account.email, password: DEMO_PASSWORD });
      expect(login.status).toBe(200);
      expect(login.body.roles).toContain(account.role);
      expect(login.body.verified).toBe(true);
      expect(login.body.clubId === null).toBe(account.clubShortName === null);
    }
  });
});
