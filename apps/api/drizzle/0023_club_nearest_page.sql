-- A page of every public club nearest first, in one statement: club_nearest_reach gives the distance within
-- which the page's clubs all are, and club_nearby_page finds them there in the exact order, inside a box around
-- that circle computed as nearby.ts's areaAround computes it (a box a little larger than the circle; the
-- distance decides). No row when the page reaches past the clubs with coordinates: the caller's general query
-- answers then. Before, the reach and the page were two statements, each a round trip and a parse.
CREATE FUNCTION club_nearest_page(origin_latitude float8, origin_longitude float8, page_limit int, page_offset int)
RETURNS TABLE ("total" int, "rank" bigint, "distanceKm" float8, "id" uuid, "name" text, "shortName" text,
  "nature" text, "status" text, "logo" text, "cover" text, "city" text, "postalCode" text, "tags" json)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  -- Kilometres per degree on the sphere club_distance_km measures on, less a ten-thousandth (nearby.ts).
  km_per_degree CONSTANT float8 := (6371 * pi() / 180) * 0.9999;
  wanted int := page_offset + page_limit;
  reach float8;
  reached int;
  d_lat float8;
  d_lon float8;
  min_lon float8;
  max_lon float8;
BEGIN
  SELECT r.reach_km, r.clubs INTO reach, reached
  FROM club_nearest_reach(origin_latitude, origin_longitude, wanted) r;
  IF reach IS NULL OR reached IS NULL OR reached < wanted THEN
    RETURN;
  END IF;
  d_lat := reach / km_per_degree;
  d_lon := reach / (km_per_degree * cos(radians(least(89.9, abs(origin_latitude) + d_lat))));
  min_lon := origin_longitude - d_lon;
  max_lon := origin_longitude + d_lon;
  IF d_lon >= 180 OR min_lon < -180 OR max_lon > 180 THEN
    min_lon := -180;
    max_lon := 180;
  END IF;
  RETURN QUERY SELECT * FROM club_nearby_page(origin_latitude, origin_longitude, reach,
    box(point(min_lon, greatest(-90, origin_latitude - d_lat)), point(max_lon, least(90, origin_latitude + d_lat))),
    page_limit, page_offset);
END
$$;
