ALTER TABLE "donations" ADD COLUMN "delivery_donor_told_at" timestamp with time zone;--> statement-breakpoint
-- A delivery marked sent before the donors were told is not announced when it is marked again.
UPDATE "donations" SET "delivery_donor_told_at" = "delivery_sent_at" WHERE "delivery_sent_at" IS NOT NULL;
