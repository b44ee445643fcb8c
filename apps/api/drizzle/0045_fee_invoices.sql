CREATE TABLE "fee_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"club_id" uuid NOT NULL,
	"month" text NOT NULL,
	"donations" integer NOT NULL,
	"gross_rappen" bigint NOT NULL,
	"fee_rappen" bigint NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fee_invoices" ADD CONSTRAINT "fee_invoices_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_invoices_number_key" ON "fee_invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_invoices_club_month_key" ON "fee_invoices" USING btree ("club_id","month");--> statement-breakpoint
CREATE INDEX "fee_invoices_month_idx" ON "fee_invoices" USING btree ("month");