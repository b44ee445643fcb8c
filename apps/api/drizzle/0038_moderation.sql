ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_by" uuid;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "taken_down_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "taken_down_reason" text;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "taken_down_by" uuid;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "status_before_takedown" text;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_taken_down_by_users_id_fk" FOREIGN KEY ("taken_down_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;