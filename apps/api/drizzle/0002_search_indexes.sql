-- Club search and nearby at scale (docs/PERFORMANCE.md). pg_trgm ships with PostgreSQL and loads in PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clubs_public_search_trgm_idx" ON "clubs" USING gin ("search_text" gin_trgm_ops) WHERE "status" IN ('approved', 'verified');
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clubs_public_location_idx" ON "clubs" USING gist (point("longitude", "latitude")) WHERE "status" IN ('approved', 'verified') AND "latitude" IS NOT NULL AND "longitude" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clubs_public_name_idx" ON "clubs" ("name", "id") WHERE "status" IN ('approved', 'verified');
