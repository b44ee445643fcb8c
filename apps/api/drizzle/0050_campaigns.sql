CREATE TABLE "campaign_unsubscribes" (
	"product_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_unsubscribes_product_id_user_id_pk" PRIMARY KEY("product_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"club_id" uuid NOT NULL,
	"kind" text DEFAULT 'update' NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"source_language" text NOT NULL,
	"texts" jsonb NOT NULL,
	"image" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"mailed_to" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pledges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"club_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_rappen" integer NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"setup_intent_id" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"next_try_at" timestamp with time zone,
	"action_intent_id" text,
	"action_until" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"donation_id" uuid,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "campaign_mode" text DEFAULT 'keep' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "overfunding_percent" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "campaign_extended_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "campaign_outcome" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "campaign_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pledged_rappen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pledgers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "pledge_id" uuid;--> statement-breakpoint
ALTER TABLE "campaign_unsubscribes" ADD CONSTRAINT "campaign_unsubscribes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_unsubscribes" ADD CONSTRAINT "campaign_unsubscribes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_updates" ADD CONSTRAINT "campaign_updates_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_updates" ADD CONSTRAINT "campaign_updates_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_updates" ADD CONSTRAINT "campaign_updates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledges" ADD CONSTRAINT "pledges_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledges" ADD CONSTRAINT "pledges_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledges" ADD CONSTRAINT "pledges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledges" ADD CONSTRAINT "pledges_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_updates_product_idx" ON "campaign_updates" USING btree ("product_id","published_at");--> statement-breakpoint
CREATE INDEX "pledges_product_idx" ON "pledges" USING btree ("product_id","status");--> statement-breakpoint
CREATE INDEX "pledges_user_idx" ON "pledges" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "pledges_due_idx" ON "pledges" USING btree ("next_try_at") WHERE "pledges"."status" = 'due';--> statement-breakpoint
CREATE INDEX "pledges_action_idx" ON "pledges" USING btree ("action_until") WHERE "pledges"."status" = 'action_required';--> statement-breakpoint
CREATE UNIQUE INDEX "pledges_one_held" ON "pledges" USING btree ("product_id","user_id") WHERE "pledges"."status" in ('pending', 'active');--> statement-breakpoint
CREATE INDEX "products_campaign_open_idx" ON "products" USING btree ("campaign_end_date") WHERE "products"."crowd_funding" and "products"."campaign_outcome" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "donations_pledge_key" ON "donations" USING btree ("pledge_id") WHERE "donations"."pledge_id" is not null;--> statement-breakpoint
-- Every crowdfunding offer ends (issue 49, docs/decisions/094): one without an end gets one 90 days after it was
-- made, at least 30 days from now; a campaign ends when its offer expires.
UPDATE "products" SET "expiry_date" = greatest("created_at" + interval '90 days', now() + interval '30 days') WHERE "crowd_funding" AND "expiry_date" IS NULL;--> statement-breakpoint
UPDATE "products" SET "campaign_end_date" = "expiry_date" WHERE "crowd_funding" AND "campaign_end_date" IS DISTINCT FROM "expiry_date";--> statement-breakpoint
-- Campaigns that ended before campaigns were decided are decided now, silently, by what they raised.
UPDATE "products" SET "campaign_outcome" = CASE WHEN "total_funded_rappen" >= coalesce("target_amount_rappen", "price_rappen", 100000) THEN 'funded' ELSE 'not_funded' END, "campaign_decided_at" = now() WHERE "crowd_funding" AND "campaign_end_date" < now();
