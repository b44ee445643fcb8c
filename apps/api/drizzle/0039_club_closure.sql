ALTER TABLE "clubs" ADD COLUMN "closure_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "closure_requested_by" uuid;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "closed_from_status" text;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_closure_requested_by_users_id_fk" FOREIGN KEY ("closure_requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;