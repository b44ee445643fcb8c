-- A page of the public clubs at the places the API chose (apps/api/src/modules/clubs/places.ts holds the places of
-- club_places and finds, per request, the places a nearby page reaches), nearest first, then A–Z, then id. The
-- places are measured again here (club_distance_km), so the distances and their order are those of every other
-- list. A function so that it is planned once per connection: sent as a prepared statement, PostgreSQL planned it
-- anew on every call (about 0.46 ms of planning on the embedded database for a query that runs in 0.07 ms). The
-- generic plan is a nested loop over clubs_public_place_idx. The card columns are those of cardColumns
-- (apps/api/src/modules/clubs/cards.ts).
CREATE FUNCTION club_places_page(origin_latitude float8, origin_longitude float8, place_latitudes float8[],
  place_longitudes float8[], page_limit int, page_offset int)
RETURNS TABLE ("rank" bigint, "distanceKm" float8, "id" uuid, "name" text, "shortName" text, "nature" text,
  "status" text, "logo" text, "cover" text, "city" text, "postalCode" text, "tags" json)
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT row_number() OVER (ORDER BY n.distance_km, c.search_text, c.id), n.distance_km, c.id, c.name,
    c.short_name, c.nature, c.status, c.logo, c.cover, c.city, c.postal_code, c.sport_tags
  FROM (
    SELECT p.latitude, p.longitude,
      club_distance_km(origin_latitude, origin_longitude, p.latitude, p.longitude) AS distance_km
    FROM unnest(place_latitudes, place_longitudes) AS p(latitude, longitude)
    -- OFFSET 0 keeps this a sub-select, so the distance is computed once per place.
    OFFSET 0
  ) n
  JOIN clubs c ON c.latitude = n.latitude AND c.longitude = n.longitude AND c.status IN ('approved', 'verified')
  ORDER BY n.distance_km, c.search_text, c.id
  LIMIT page_limit OFFSET page_offset;
END
$$;
