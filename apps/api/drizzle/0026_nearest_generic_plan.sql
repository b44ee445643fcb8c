-- The carousel's page (club_nearest_page, and the reach it asks club_nearest_reach for) with a generic plan,
-- planned once per connection. With the default plan_cache_mode the K-nearest-neighbour query's LIMIT (a
-- parameter) made the generic plan look dearer, so PostgreSQL planned it anew on every call: about 0.23 ms of
-- planning on the embedded database for a query that runs in 0.06 ms. The generic plan is the same
-- K-nearest-neighbour index scan (club_places_location_idx). Measured on both databases: a call 0.68 -> 0.39 ms
-- (PGlite) and 0.48 -> 0.33 ms (PostgreSQL) (docs/PERFORMANCE.md). club_name_page kept the default here: its
-- generic plan hash-joined all clubs and took 25 ms instead of 0.6 (migration 0027 rewrites it so that it can).
ALTER FUNCTION club_nearest_reach(float8, float8, int) SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION club_nearest_page(float8, float8, int, int) SET plan_cache_mode = force_generic_plan;
