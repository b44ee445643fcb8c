import type { GiverCompany, GiverResponse } from '@tifo/contract';
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { type DonorCompanyRow, donorCompanies, giverChoices } from '../../db/schema-givers';

/*
 * Who gives a donor's gifts: the donor as a private person, or a company they named at checkout (issue 47,
 * docs/decisions/087). The choice is a history (giver_choices): a gift's giver is the choice in force when the gift
 * was created, read when its receipt or certificate is made.
 */

export function companyOf(row: DonorCompanyRow): GiverCompany {
  return {
    name: row.name,
    address1: row.address1,
    address2: row.address2,
    postalCode: row.postalCode,
    city: row.city,
    country: row.country,
  };
}

/** The company that gives the donor's gifts at `at` (by default: now, the next gift's), or undefined. */
export async function giverCompanyAt(
  db: DbOrTx,
  userId: string,
  at?: Date,
): Promise<DonorCompanyRow | undefined> {
  const [choice] = await db
    .select({ company: donorCompanies })
    .from(giverChoices)
    .leftJoin(donorCompanies, eq(donorCompanies.id, giverChoices.companyId))
    .where(and(eq(giverChoices.userId, userId), at ? lte(giverChoices.from, at) : undefined))
    .orderBy(desc(giverChoices.from), desc(giverChoices.id))
    .limit(1);
  return choice?.company ?? undefined;
}

/** GET /donations/giver: the company the next gift is given by (or null), and whether the donor covers the fee. */
export async function giverOf(db: DbOrTx, userId: string): Promise<GiverResponse> {
  // One statement: the account's choice to cover the fee, with its latest giver choice's company (if any).
  const [row] = await db
    .select({ coversFee: users.coversFee, company: donorCompanies })
    .from(users)
    .leftJoin(
      giverChoices,
      sql`${giverChoices.id} = (select gc.id from ${giverChoices} gc where gc.user_id = ${users.id}
        order by gc."from" desc, gc.id desc limit 1)`,
    )
    .leftJoin(donorCompanies, eq(donorCompanies.id, giverChoices.companyId))
    .where(eq(users.id, userId));
  return { company: row?.company ? companyOf(row.company) : null, coversFee: row?.coversFee ?? false };
}

/** The donor's choice to cover the fee (issue 48), kept for their next checkout. */
export async function rememberCoverFee(db: DbOrTx, userId: string, coversFee: boolean): Promise<void> {
  await db.update(users).set({ coversFee }).where(eq(users.id, userId));
}

/** The giver's company id of a gift, as a column of a select over donations: null for the private person. */
export function giverCompanyIdOf(userId: AnyPgColumn, createdAt: AnyPgColumn) {
  return sql<string | null>`(select gc.company_id from ${giverChoices} gc where gc.user_id = ${userId}
    and gc."from" <= ${createdAt} order by gc."from" desc, gc.id desc limit 1)`;
}

function sameCompany(row: DonorCompanyRow | undefined, company: GiverCompany | null): boolean {
  if (!row || !company) return !row && !company;
  const known = companyOf(row);
  return (Object.keys(known) as (keyof GiverCompany)[]).every(
    (key) => (known[key] ?? null) === (company[key] ?? null),
  );
}

/**
 * The donor gives from now on as this company (null: as a private person). Nothing is written when the choice
 * stands already (an account that never named a company gives as a person); a company named again is found, not
 * copied.
 */
export async function chooseGiver(db: DbOrTx, userId: string, company: GiverCompany | null): Promise<void> {
  const current = await giverCompanyAt(db, userId);
  if (sameCompany(current, company)) return;
  let companyId: string | null = null;
  if (company) {
    const found = await db.execute<{ id: string }>(sql`
      insert into ${donorCompanies} (user_id, name, address1, address2, postal_code, city, country)
      values (${userId}, ${company.name}, ${company.address1}, ${company.address2 ?? null}, ${company.postalCode},
        ${company.city}, ${company.country})
      on conflict (user_id, name, address1, coalesce(address2, ''), postal_code, city, country)
        do update set name = excluded.name
      returning id`);
    const row = found.rows[0];
    companyId = row?.id ?? null;
  }
  await db.insert(giverChoices).values({ userId, companyId });
}

/** The donor's companies by id (for certificates), each once. */
export async function companiesByIds(
  db: DbOrTx,
  ids: readonly string[],
): Promise<Map<string, DonorCompanyRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(donorCompanies)
    .where(inArray(donorCompanies.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}
