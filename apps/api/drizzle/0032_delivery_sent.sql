ALTER TABLE "donations" ADD COLUMN "delivery_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "delivery_sent_by" uuid;--> statement-breakpoint
CREATE INDEX "donations_club_delivery_idx" ON "donations" USING btree ("club_id","created_at") WHERE "donations"."delivery" is not null;