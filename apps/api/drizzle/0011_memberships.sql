CREATE TABLE "membership_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"membership_id" uuid NOT NULL,
	"club_id" uuid NOT NULL,
	"period_number" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"amount_rappen" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"card_attempts" integer DEFAULT 0 NOT NULL,
	"mailed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "membership_invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "membership_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	"club_id" uuid NOT NULL,
	"amount_rappen" integer NOT NULL,
	"method" text NOT NULL,
	"donation_id" uuid,
	"received_at" timestamp with time zone NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "membership_payments_invoice_id_unique" UNIQUE("invoice_id"),
	CONSTRAINT "membership_payments_donation_id_unique" UNIQUE("donation_id")
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"club_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"inactive_reason" text,
	"period" text NOT NULL,
	"amount_rappen" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"origin" text NOT NULL,
	"payment_method" text NOT NULL,
	"card_provider" text,
	"card_payment_method_id" text,
	"next_period" integer DEFAULT 1 NOT NULL,
	"next_invoice_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "twint_payments" ADD COLUMN "invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "membership_invoices" ADD CONSTRAINT "membership_invoices_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_invoices" ADD CONSTRAINT "membership_invoices_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD CONSTRAINT "membership_payments_invoice_id_membership_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."membership_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD CONSTRAINT "membership_payments_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD CONSTRAINT "membership_payments_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD CONSTRAINT "membership_payments_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD CONSTRAINT "membership_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "membership_invoices_period_key" ON "membership_invoices" USING btree ("membership_id","period_number");--> statement-breakpoint
CREATE INDEX "membership_invoices_open_idx" ON "membership_invoices" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "membership_payments_club_idx" ON "membership_payments" USING btree ("club_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_product_user_key" ON "memberships" USING btree ("product_id","user_id") WHERE "memberships"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "memberships_product_idx" ON "memberships" USING btree ("product_id","status","created_at");--> statement-breakpoint
CREATE INDEX "memberships_due_idx" ON "memberships" USING btree ("status","next_invoice_at");--> statement-breakpoint
CREATE INDEX "memberships_user_idx" ON "memberships" USING btree ("user_id","created_at");