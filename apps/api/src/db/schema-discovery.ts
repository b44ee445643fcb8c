import { doublePrecision, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/*
 * Marks in the A–Z order of the public clubs (issue 17): the sort key and id of every 100th public club (rank 0,
 * 100, 200 … counted from 0 in the order of clubs_public_order_idx). A page of /clubs/all at offset N starts at
 * the mark at or before N and skips fewer than 100 index entries, instead of N. Kept exact by the deferred
 * trigger of migration 0019, which rebuilds the marks once per transaction that changed the public order.
 */
export const clubOrderMarks = pgTable('club_order_marks', {
  rank: integer('rank').primaryKey(),
  searchText: text('search_text').notNull(),
  clubId: uuid('club_id').notNull(),
});

/*
 * The places where public clubs are (issue 17): each distinct coordinate pair of a public club with the number of
 * public clubs there. Clubs are geocoded to their locality (organisations/geocode.ts), so 100,000 clubs stand on a
 * few thousand places, and /clubs/nearby measures and counts places instead of clubs. Kept exact in the same
 * transaction as the change by the triggers of migration 0021.
 */
export const clubPlaces = pgTable(
  'club_places',
  {
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    clubs: integer('clubs').notNull(),
  },
  (table) => [primaryKey({ columns: [table.latitude, table.longitude] })],
);
