ALTER TABLE "users" ADD COLUMN "covers_fee" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "covered_fee_rappen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_intents" ADD COLUMN "covered_fee_rappen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "covered_fee_rappen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "twint_payments" ADD COLUMN "covered_fee_rappen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "donations_club_covered_idx" ON "donations" USING btree ("club_id","settled_at") WHERE "donations"."covered_fee_rappen" > 0 and "donations"."status" = 'succeeded';