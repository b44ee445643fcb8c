-- A page of every public club A–Z (/clubs/all, /clubs/nearbyAll without a place) with the cards' columns: from
-- the order mark at or before the offset (club_order_marks, migration 0019), fewer than 100 entries of
-- clubs_public_order_idx skipped, the page's rows read in full. PL/pgSQL keeps the statement parsed and planned
-- per connection: on the embedded database planning it cost more than running it (docs/PERFORMANCE.md). The
-- columns are those of club_nearby_page; the number of all public clubs is counted by the caller (kept 10 s).
CREATE FUNCTION club_name_page(page_limit int, page_offset int)
RETURNS TABLE ("total" int, "rank" bigint, "distanceKm" float8, "id" uuid, "name" text, "shortName" text,
  "nature" text, "status" text, "logo" text, "cover" text, "city" text, "postalCode" text, "tags" json)
LANGUAGE plpgsql STABLE AS $$
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
  JOIN clubs c ON c.id = chosen.id
  ORDER BY c.search_text, c.id;
END
$$;
