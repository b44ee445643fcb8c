/**
 * What every public club list shares: which clubs are public, and a card's columns and row (the pages of
 * queries.ts and nearby.ts).
 */
import type { SportType } from '@tifo/contract';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { clubs } from '../../db/schema-clubs';

/** Only approved or verified organisations are public (PRODUCT.md §directory). */
export const PUBLIC_STATUSES = ['approved', 'verified'] as const;
/** Public, that is reviewed by the operator (approved or verified). */
export const isPublicStatus = (status: string): boolean =>
  (PUBLIC_STATUSES as readonly string[]).includes(status);
/**
 * Written as literals, not parameters, so the planner can match the partial indexes of migration 0002
 * (`WHERE status IN ('approved', 'verified')`).
 */
export const isPublicClub = (): SQL => sql`${clubs.status} in ('approved', 'verified')`;

/**
 * A reviewed (public) club whose bank account changed and waits for the operator's confirmation
 * (organisations/bank.ts), for the club given by its status and id columns (a subquery's outer columns are
 * qualified by hand).
 */
export const bankAwaitsConfirmation = (status: SQL, clubId: SQL): SQL<boolean> =>
  sql<boolean>`(${status} in ('approved', 'verified') and exists (select 1 from club_banks waiting
    where waiting.club_id = ${clubId} and waiting.confirmed_at is null))`;

/** The club of a card in the page queries; "clubs" itself is the one the filters refer to. */
export const card = alias(clubs, 'card');

export const cardColumns = sql`${card.id} as "id", ${card.name} as "name", ${card.shortName} as "shortName",
  ${card.nature} as "nature", ${card.status} as "status", ${card.logo} as "logo", ${card.cover} as "cover",
  ${card.city} as "city", ${card.postalCode} as "postalCode", ${card.sportTags} as "tags"`;

export type CardRow = {
  id: string;
  name: string;
  shortName: string;
  nature: string;
  status: string;
  logo: string | null;
  cover: string | null;
  city: string;
  postalCode: string;
  /** The club's sport types, ordered by German name. */
  tags: SportType[];
  distanceKm: number | null;
};

/** The cards of a page's rows (a row past the end carries no club), and the page's total. */
export function toPage(rows: Partial<CardRow>[], total: number): { rows: CardRow[]; total: number } {
  return {
    rows: rows
      .filter((row): row is CardRow => typeof row.id === 'string')
      .map((row) => ({
        id: row.id,
        name: row.name,
        shortName: row.shortName,
        nature: row.nature,
        status: row.status,
        logo: row.logo,
        cover: row.cover,
        city: row.city,
        postalCode: row.postalCode,
        tags: row.tags,
        distanceKm: toNumberOrNull(row.distanceKm),
      })),
    total: Number(total),
  };
}

function toNumberOrNull(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}
