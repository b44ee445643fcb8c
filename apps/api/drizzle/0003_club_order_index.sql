-- The directory sorts by the normalised search text (case and accents ignored), not by the raw name.
DROP INDEX IF EXISTS "clubs_public_name_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clubs_public_order_idx" ON "clubs" ("search_text", "id") WHERE "status" IN ('approved', 'verified');
