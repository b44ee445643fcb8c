-- The A–Z page (club_name_page, migration 0024) planned once per connection. PL/pgSQL keeps a statement's plan
-- only when PostgreSQL chooses its generic plan, and for this one it never did: not knowing the page's size, the
-- generic plan joined the chosen ids to the clubs with a hash join over all 100,000 clubs (25 ms instead of
-- 0.6), so every call was planned anew. The page's clubs are now read one by one by id (a LATERAL subquery with
-- LIMIT 1, which the planner keeps as a nested loop over the primary key whatever it guesses), and the function
-- uses its generic plan. Same rows, same order: a call 0.58 -> 0.20 ms on PGlite (docs/PERFORMANCE.md).
CREATE OR REPLACE FUNCTION club_name_page(page_limit int, page_offset int)
RETURNS TABLE ("total" int, "rank" bigint, "distanceKm" float8, "id" uuid, "name" text, "shortName" text,
  "nature" text, "status" text, "logo" text, "cover" text, "city" text, "postalCode" text, "tags" json)
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT NULL::int, row_number() OVER (ORDER BY c.search_text, c.id), NULL::float8, c.id, c.name, c.short_name,
    c.nature, c.status, c.logo, c.cover, c.city, c.postal_code, c.sport_tags
  FROM (
    SELECT m.rank, m.search_text, m.club_id FROM club_order_marks m
    WHERE m.rank <= page_offset ORDER BY m.rank DESC LIMIT 1
  ) mark
  CROSS JOIN LATERAL (
    SELECT o.id FROM clubs o
    WHERE o.status IN ('approved', 'verified') AND (o.search_text, o.id) >= (mark.search_text, mark.club_id)
    ORDER BY o.search_text, o.id
    LIMIT page_limit OFFSET page_offset - mark.rank
  ) chosen
  CROSS JOIN LATERAL (
    SELECT card.id, card.name, card.short_name, card.nature, card.status, card.logo, card.cover, card.city,
      card.postal_code, card.sport_tags, card.search_text
    FROM clubs card WHERE card.id = chosen.id LIMIT 1
  ) c
  ORDER BY c.search_text, c.id;
END
$$;
