CREATE TABLE "club_places" (
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"clubs" integer NOT NULL,
	CONSTRAINT "club_places_latitude_longitude_pk" PRIMARY KEY("latitude","longitude")
);
--> statement-breakpoint
CREATE INDEX "club_places_location_idx" ON "club_places" USING gist (point("longitude", "latitude"));
--> statement-breakpoint
-- The public clubs at one place, for the nearby page's join from club_places to the clubs.
CREATE INDEX IF NOT EXISTS "clubs_public_place_idx" ON "clubs" ("latitude", "longitude") WHERE "status" IN ('approved', 'verified');
--> statement-breakpoint
-- club_places follows every public club with coordinates, in the transaction that changes it: an insert or a
-- delete adds or takes its clubs per place (one statement per change, whatever its size); an update that moves
-- a club, or makes it public or not, takes it from its old place and adds it to the new one. Counts change by
-- increments under the place's row lock (INSERT … ON CONFLICT DO UPDATE), so concurrent transactions add up,
-- and places are locked in coordinate order; a place left with no club goes.
CREATE FUNCTION club_places_add(place_latitude float8, place_longitude float8, delta int) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO club_places AS p (latitude, longitude, clubs) VALUES (place_latitude, place_longitude, delta)
  ON CONFLICT (latitude, longitude) DO UPDATE SET clubs = p.clubs + excluded.clubs;
  DELETE FROM club_places WHERE latitude = place_latitude AND longitude = place_longitude AND clubs <= 0;
$$;
--> statement-breakpoint
CREATE FUNCTION club_places_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO club_places AS p (latitude, longitude, clubs)
    SELECT latitude, longitude, count(*)::int FROM new_rows
    WHERE status IN ('approved', 'verified') AND latitude IS NOT NULL AND longitude IS NOT NULL
    GROUP BY latitude, longitude ORDER BY latitude, longitude
    ON CONFLICT (latitude, longitude) DO UPDATE SET clubs = p.clubs + excluded.clubs;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM club_places_add(latitude, longitude, -count(*)::int) FROM old_rows
    WHERE status IN ('approved', 'verified') AND latitude IS NOT NULL AND longitude IS NOT NULL
    GROUP BY latitude, longitude ORDER BY latitude, longitude;
  ELSE
    IF OLD.status IN ('approved', 'verified') AND OLD.latitude IS NOT NULL AND OLD.longitude IS NOT NULL THEN
      PERFORM club_places_add(OLD.latitude, OLD.longitude, -1);
    END IF;
    IF NEW.status IN ('approved', 'verified') AND NEW.latitude IS NOT NULL AND NEW.longitude IS NOT NULL THEN
      PERFORM club_places_add(NEW.latitude, NEW.longitude, 1);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER clubs_places_inserted AFTER INSERT ON clubs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION club_places_follow();
--> statement-breakpoint
CREATE TRIGGER clubs_places_deleted AFTER DELETE ON clubs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION club_places_follow();
--> statement-breakpoint
-- Only the updates that change where a public club is (the WHEN is checked without calling the function).
CREATE TRIGGER clubs_places_updated AFTER UPDATE ON clubs FOR EACH ROW WHEN (
    (OLD.status IN ('approved', 'verified') AND OLD.latitude IS NOT NULL AND OLD.longitude IS NOT NULL)
      IS DISTINCT FROM (NEW.status IN ('approved', 'verified') AND NEW.latitude IS NOT NULL AND NEW.longitude IS NOT NULL)
    OR (NEW.status IN ('approved', 'verified') AND NEW.latitude IS NOT NULL AND NEW.longitude IS NOT NULL
      AND (OLD.latitude IS DISTINCT FROM NEW.latitude OR OLD.longitude IS DISTINCT FROM NEW.longitude))
  ) EXECUTE FUNCTION club_places_follow();
--> statement-breakpoint
INSERT INTO club_places (latitude, longitude, clubs)
SELECT latitude, longitude, count(*)::int FROM clubs
WHERE status IN ('approved', 'verified') AND latitude IS NOT NULL AND longitude IS NOT NULL
GROUP BY latitude, longitude;
--> statement-breakpoint
-- Great-circle distance in km (haversine on a sphere of radius 6371 km) between two points, NULL when the second
-- has no coordinates. One SQL expression, IMMUTABLE, so the planner inlines it where it is called (the same
-- arithmetic everywhere, so the same coordinates give the same distance to the last bit). least(1, …) guards
-- asin against rounding above 1.
CREATE FUNCTION club_distance_km(from_latitude float8, from_longitude float8, to_latitude float8, to_longitude float8)
RETURNS float8 LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN to_latitude IS NULL OR to_longitude IS NULL THEN NULL
    ELSE 12742::float8 * asin(least(1::float8, sqrt(
      power(sin(radians(to_latitude - from_latitude) / 2), 2)
      + cos(radians(from_latitude)) * cos(radians(to_latitude)) * power(sin(radians(to_longitude - from_longitude) / 2), 2)
    ))) END
$$;
--> statement-breakpoint
-- A page of the public clubs within radius_km of the origin, nearest first, then A–Z, then id, with the cards'
-- columns, and the number of all of them, over the places (club_places) rather than the clubs:
-- - near: the places in the area (a box around the circle, club_places_location_idx) within the radius, with their
--   distance; the total is the sum of their clubs;
-- - reach: the distance of the page's last club, the first distance at which the places' clubs, counted nearest
--   first, reach offset + limit; every place at that distance counts, so clubs at the same distance are still
--   ordered by name; none when fewer clubs are within the radius;
-- - only the clubs at places within that reach are read (clubs_public_place_idx) and ordered.
-- A page past the end is one row with the total and no club. PL/pgSQL keeps the statement parsed and planned
-- per connection: on the embedded database, parsing and planning it cost more than running it. The card columns
-- are those of cardColumns (apps/api/src/modules/clubs/cards.ts).
CREATE FUNCTION club_nearby_page(origin_latitude float8, origin_longitude float8, radius_km float8, area box,
  page_limit int, page_offset int)
RETURNS TABLE ("total" int, "rank" bigint, "distanceKm" float8, "id" uuid, "name" text, "shortName" text,
  "nature" text, "status" text, "logo" text, "cover" text, "city" text, "postalCode" text, "tags" json)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH near AS MATERIALIZED (
    SELECT measured.latitude, measured.longitude, measured.clubs, measured.distance_km FROM (
      SELECT p.latitude, p.longitude, p.clubs,
        club_distance_km(origin_latitude, origin_longitude, p.latitude, p.longitude) AS distance_km
      FROM club_places p WHERE point(p.longitude, p.latitude) <@ area
      -- OFFSET 0 keeps this a sub-select, so the distance is computed once per place.
      OFFSET 0
    ) measured
    WHERE measured.distance_km <= radius_km
  ),
  reach AS (
    SELECT counted.distance_km FROM (
      SELECT n.distance_km, sum(n.clubs) OVER (ORDER BY n.distance_km) AS clubs_so_far FROM near n
    ) counted
    WHERE counted.clubs_so_far >= page_offset + page_limit
    ORDER BY counted.distance_km LIMIT 1
  )
  SELECT (SELECT coalesce(sum(n.clubs), 0)::int FROM near n), chosen.rank, chosen.distance_km, chosen.id,
    chosen.name, chosen.short_name, chosen.nature, chosen.status, chosen.logo, chosen.cover, chosen.city,
    chosen.postal_code, chosen.sport_tags
  FROM (SELECT 1) always
  LEFT JOIN LATERAL (
    SELECT c.id, c.name, c.short_name, c.nature, c.status, c.logo, c.cover, c.city, c.postal_code, c.sport_tags,
      n.distance_km, row_number() OVER (ORDER BY n.distance_km, c.search_text, c.id) AS rank
    FROM near n
    JOIN clubs c ON c.latitude = n.latitude AND c.longitude = n.longitude AND c.status IN ('approved', 'verified')
    WHERE n.distance_km <= coalesce((SELECT r.distance_km FROM reach r), radius_km)
    ORDER BY n.distance_km, c.search_text, c.id
    LIMIT page_limit OFFSET page_offset
  ) chosen ON true
  ORDER BY chosen.rank;
END
$$;
--> statement-breakpoint
-- For a page of every public club nearest first: the places nearest in the plane (club_places_location_idx in
-- K-nearest-neighbour order) until they hold wanted clubs, and the farthest of them by the true distance. Every
-- one of the wanted nearest clubs is within that distance. reach_km is NULL and clubs below wanted when fewer
-- public clubs have coordinates.
CREATE FUNCTION club_nearest_reach(origin_latitude float8, origin_longitude float8, wanted int)
RETURNS TABLE (reach_km float8, clubs int) LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
  SELECT max(counted.distance_km), sum(counted.clubs)::int FROM (
    SELECT nearest.clubs, nearest.distance_km,
      sum(nearest.clubs) OVER (ORDER BY nearest.planar, nearest.latitude, nearest.longitude) - nearest.clubs AS clubs_before
    FROM (
      SELECT p.latitude, p.longitude, p.clubs,
        club_distance_km(origin_latitude, origin_longitude, p.latitude, p.longitude) AS distance_km,
        point(p.longitude, p.latitude) <-> point(origin_longitude, origin_latitude) AS planar
      FROM club_places p
      ORDER BY point(p.longitude, p.latitude) <-> point(origin_longitude, origin_latitude)
      LIMIT wanted
    ) nearest
  ) counted
  WHERE counted.clubs_before < wanted;
END
$$;
