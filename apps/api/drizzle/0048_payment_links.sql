CREATE TABLE "payment_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"code" text NOT NULL,
	"source" text NOT NULL,
	"amount_rappen" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "payment_link_id" uuid;--> statement-breakpoint
ALTER TABLE "twint_payments" ADD COLUMN "payment_link_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_code_key" ON "payment_links" USING btree ("code");--> statement-breakpoint
CREATE INDEX "payment_links_club_idx" ON "payment_links" USING btree ("club_id","created_at") WHERE "payment_links"."archived_at" is null;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_payment_link_id_payment_links_id_fk" FOREIGN KEY ("payment_link_id") REFERENCES "public"."payment_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donations_link_idx" ON "donations" USING btree ("payment_link_id") WHERE "donations"."payment_link_id" is not null;