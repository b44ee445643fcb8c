ALTER TABLE "memberships" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "left_at" timestamp with time zone;