ALTER TABLE "users" ADD COLUMN "money_notices" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "staff_noticed_at" timestamp with time zone;--> statement-breakpoint
-- Gifts booked before the staff could choose were never announced one by one: not now either.
UPDATE "donations" SET "staff_noticed_at" = coalesce("settled_at", "created_at");--> statement-breakpoint
CREATE INDEX "donations_staff_unnoticed_idx" ON "donations" USING btree ("settled_at") WHERE "donations"."status" = 'succeeded' and "donations"."staff_noticed_at" is null;