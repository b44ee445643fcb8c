ALTER TABLE "donations" ADD COLUMN "delivery_noticed_at" timestamp with time zone;--> statement-breakpoint
-- Deliveries booked before the notices existed are not announced now, years late: only new orders are mailed.
UPDATE "donations" SET "delivery_noticed_at" = "created_at" WHERE "delivery" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "donations_delivery_unnoticed_idx" ON "donations" USING btree ("club_id") WHERE "donations"."delivery" is not null and "donations"."delivery_noticed_at" is null;
