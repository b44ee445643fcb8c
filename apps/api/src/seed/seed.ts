import { type ClubRole, clubSearchText } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clubs } from '../db/schema';
import { forgetPublicClubCount } from '../modules/clubs/queries';
import { DEMO_CATALOG, swissTime } from './demo-catalog';
import { DEMO_ACCOUNTS, DEMO_ORGANISATIONS, DEMO_PASSWORD, DEMO_SPORT_TYPES } from './demo-data';
import { createClub, createEvent, createProduct, createSportType, createUser } from './factories';

export interface SeedResult {
  created: { sportTypes: number; organisations: number; accounts: number; products: number; events: number };
}

const rappen = (chf: number | null) => (chf === null ? null : Math.round(chf * 100));

/** Swiss demo data. Idempotent: every row is keyed by its natural key, so a second run adds nothing. */
export async function seedDemoData(db: Db): Promise<SeedResult> {
  const result = await db.transaction(async (tx) => {
    for (const type of DEMO_SPORT_TYPES) await createSportType(tx, type);
    let organisations = 0;
    const clubIds = new Map<string, string>();
    for (const org of DEMO_ORGANISATIONS) {
      const admins = DEMO_ACCOUNTS.filter((account) => account.clubShortName === org.shortName).map(
        (account) => ({
          email: account.email,
          role: account.role as ClubRole,
        }),
      );
      const { club, created } = await createClub(tx, {
        ...org,
        website: org.website,
        description: org.description,
        admins,
      });
      if (created) organisations += 1;
      clubIds.set(org.shortName, club.id);
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
    let productCount = 0;
    let eventCount = 0;
    for (const entry of DEMO_CATALOG) {
      const clubId = clubIds.get(entry.shortName);
      const org = DEMO_ORGANISATIONS.find((candidate) => candidate.shortName === entry.shortName);
      if (!clubId || !org) throw new Error(`demo catalog names an unknown organisation: ${entry.shortName}`);
      for (const product of entry.products) {
        const { created } = await createProduct(tx, {
          clubId,
          title: product.title,
          productType: product.productType,
          priceRappen: rappen(product.priceChf),
          description: product.description,
          recurringPeriod: product.recurringPeriod,
          targetAmountRappen: rappen(product.targetChf),
          deliveryAvailable: product.deliveryAvailable,
          expiryDate: swissTime(`${product.expiryDate} 23:59`),
          campaignEndDate: product.campaignEndDate ? swissTime(`${product.campaignEndDate} 23:59`) : null,
        });
        if (created) productCount += 1;
      }
      for (const event of entry.events) {
        const { created } = await createEvent(tx, {
          clubId,
          title: event.title,
          description: event.description,
          location: org.city,
          latitude: org.latitude,
          longitude: org.longitude,
          fromDate: swissTime(event.from),
          toDate: swissTime(event.to),
          tickets: event.tickets,
        });
        if (created) eventCount += 1;
      }
    }
    return {
      created: {
        sportTypes: DEMO_SPORT_TYPES.length,
        organisations,
        accounts,
        products: productCount,
        events: eventCount,
      },
    };
  });
  // The club lists of a running app show the demo clubs at once.
  forgetPublicClubCount(db);
  return result;
}

export function demoLoginsText(): string {
  const width = Math.max(...DEMO_ACCOUNTS.map((account) => account.email.length));
  return DEMO_ACCOUNTS.map(
    (account) =>
      `  ${account.email.padEnd(width)}  ${DEMO_PASSWORD}  (${account.role}${account.clubShortName ? ` of /${account.clubShortName}` : ''})`,
  ).join('\n');
}
