-- A search page (the public clubs whose search text contains every word, A–Z, with the number of all matches),
-- planned once per connection. Sent as a prepared statement (club_search_page_N), PostgreSQL planned it anew on
-- every call: each pattern's custom plan looked cheaper than the generic one, and planning cost about a third of
-- the call on the embedded database (docs/PERFORMANCE.md). The trigram index (clubs_public_search_trgm_idx) finds
-- the matches of one pattern (the caller gives the longest word's, which has the most trigrams); the other words
-- only filter them. The matches are found first (a materialised CTE) and ordered after, as in
-- findMatchingClubCards (apps/api/src/modules/clubs/queries.ts). Searches whose words are all shorter than three
-- characters have no trigram to look up and keep the prepared statement, whose custom plan reads the A–Z index.
CREATE FUNCTION club_search_page(main_pattern text, other_patterns text[], page_limit int, page_offset int)
RETURNS TABLE ("total" int, "rank" bigint, "distanceKm" float8, "id" uuid, "name" text, "shortName" text,
  "nature" text, "status" text, "logo" text, "cover" text, "city" text, "postalCode" text, "tags" json)
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH matches AS MATERIALIZED (
    SELECT c.id, c.search_text FROM clubs c
    WHERE c.status IN ('approved', 'verified') AND c.search_text LIKE main_pattern
      AND c.search_text LIKE ALL (other_patterns)
  )
  SELECT page.total, page.rank, NULL::float8, card.id, card.name, card.short_name, card.nature, card.status,
    card.logo, card.cover, card.city, card.postal_code, card.sport_tags
  FROM (
    SELECT m.id, (count(*) OVER ())::int AS total, row_number() OVER (ORDER BY m.search_text, m.id) AS rank
    FROM matches m ORDER BY m.search_text, m.id LIMIT page_limit OFFSET page_offset
  ) page
  JOIN clubs card ON card.id = page.id
  ORDER BY page.rank;
END
$$;
