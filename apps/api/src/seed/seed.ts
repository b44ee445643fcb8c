import { type ClubRole, clubSearchText } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clubs } from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_ORGANISATIONS, DEMO_PASSWORD, DEMO_SPORT_TYPES } from './demo-data';
import { createClub, createSportType, createUser } from './factories';

export interface SeedResult {
  created: { sportTypes: number; organisations: number; accounts: number };
}

/** Swiss demo data. Idempotent: every row is keyed by its natural key, so a second run adds nothing. */
export async function seedDemoData(db: Db): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    for (const type of DEMO_SPORT_TYPES) await createSportType(tx, type);
    let organisations = 0;
    for (const org of DEMO_ORGANISATIONS) {
      const admins = DEMO_ACCOUNTS.filter((account) => account.clubShortName === org.shortName).map(
        (account) => ({
          email: account.email,
          role: account.role as ClubRole,
        }),
      );
      const { created } = await createClub(tx, {
        ...org,
        website: org.website,
        description: org.description,
        admins,
      });
      if (created) organisations += 1;
    }
    // Clubs written before the search column existed get their search text once.
    const unsearchable = await tx.select().from(clubs).where(eq(clubs.searchText, ''));
    for (const club of unsearchable) {
      await tx
        .update(clubs)
        .set({ searchText: clubSearchText(club) })
        .where(eq(clubs.id, club.id));
    }
    let accounts = 0;
    for (const account of DEMO_ACCOUNTS) {
      const { created } = await createUser(tx, {
        email: account.email,
        password: DEMO_PASSWORD,
        firstName: account.firstName,
        lastName: account.lastName,
        preferredLanguage: account.preferredLanguage,
        verified: true,
        roles: account.role === 'ROLE_ADMIN' ? ['ROLE_USER', 'ROLE_ADMIN'] : ['ROLE_USER'],
      });
      if (created) accounts += 1;
    }
    return { created: { sportTypes: DEMO_SPORT_TYPES.length, organisations, accounts } };
  });
}

export function demoLoginsText(): string {
  const width = Math.max(...DEMO_ACCOUNTS.map((account) => account.email.length));
  return DEMO_ACCOUNTS.map(
    (account) =>
      `  ${account.email.padEnd(width)}  ${DEMO_PASSWORD}  (${account.role}${account.clubShortName ? ` of /${account.clubShortName}` : ''})`,
  ).join('\n');
}
