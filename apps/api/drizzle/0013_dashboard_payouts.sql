CREATE TABLE "club_balances" (
	"club_id" uuid PRIMARY KEY NOT NULL,
	"payable_rappen" bigint DEFAULT 0 NOT NULL,
	"in_transit_rappen" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_ledger_hours" (
	"club_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"gross_rappen" bigint DEFAULT 0 NOT NULL,
	"fee_rappen" bigint DEFAULT 0 NOT NULL,
	"net_rappen" bigint DEFAULT 0 NOT NULL,
	"donations" integer DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "club_ledger_hours_club_id_hour_pk" PRIMARY KEY("club_id","hour")
);
--> statement-breakpoint
CREATE TABLE "club_sponsors" (
	"club_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"gross_rappen" bigint DEFAULT 0 NOT NULL,
	"donations" integer DEFAULT 0 NOT NULL,
	"show_name" boolean DEFAULT false NOT NULL,
	CONSTRAINT "club_sponsors_club_id_user_id_pk" PRIMARY KEY("club_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "payout_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_date" date NOT NULL,
	"cutoff" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"started_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payout_runs_run_date_unique" UNIQUE("run_date")
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"club_id" uuid NOT NULL,
	"amount_rappen" integer NOT NULL,
	"currency" text NOT NULL,
	"owner_name" text NOT NULL,
	"iban_encrypted" text NOT NULL,
	"iban_last4" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"period_from" timestamp with time zone,
	"period_to" timestamp with time zone NOT NULL,
	"donations" integer NOT NULL,
	"failure_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "payouts_held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "payouts_hold_reason" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "payout_id" uuid;--> statement-breakpoint
ALTER TABLE "club_balances" ADD CONSTRAINT "club_balances_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_ledger_hours" ADD CONSTRAINT "club_ledger_hours_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_sponsors" ADD CONSTRAINT "club_sponsors_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_sponsors" ADD CONSTRAINT "club_sponsors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_run_id_payout_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payout_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_sponsors_rank_idx" ON "club_sponsors" USING btree ("club_id","gross_rappen" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_run_club_key" ON "payouts" USING btree ("run_id","club_id");--> statement-breakpoint
CREATE INDEX "payouts_club_idx" ON "payouts" USING btree ("club_id","period_to");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status") WHERE "payouts"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "ledger_entries_club_time_idx" ON "ledger_entries" USING btree ("club_id","created_at");--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_summaries_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  donor uuid;
BEGIN
  IF NEW.account = 'club_payable' THEN
    INSERT INTO club_balances AS b (club_id, payable_rappen) VALUES (NEW.club_id, -NEW.amount_rappen)
    ON CONFLICT (club_id) DO UPDATE SET payable_rappen = b.payable_rappen - NEW.amount_rappen;
  ELSIF NEW.account = 'payout_in_transit' THEN
    INSERT INTO club_balances AS b (club_id, in_transit_rappen) VALUES (NEW.club_id, -NEW.amount_rappen)
    ON CONFLICT (club_id) DO UPDATE SET in_transit_rappen = b.in_transit_rappen - NEW.amount_rappen;
  END IF;
  IF NEW.donation_id IS NOT NULL AND NEW.kind IN ('donation', 'platform_fee', 'club_share', 'refund') THEN
    INSERT INTO club_ledger_hours AS h (club_id, hour, gross_rappen, fee_rappen, net_rappen, donations, refunds)
    VALUES (
      NEW.club_id,
      date_trunc('hour', NEW.created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC',
      CASE WHEN NEW.account = 'donor_gross' THEN NEW.amount_rappen ELSE 0 END,
      CASE WHEN NEW.account = 'platform_fee' THEN -NEW.amount_rappen ELSE 0 END,
      CASE WHEN NEW.account = 'club_payable' THEN -NEW.amount_rappen ELSE 0 END,
      CASE WHEN NEW.account = 'donor_gross' AND NEW.kind = 'donation' THEN 1 ELSE 0 END,
      CASE WHEN NEW.account = 'donor_gross' AND NEW.kind = 'refund' THEN 1 ELSE 0 END)
    ON CONFLICT (club_id, hour) DO UPDATE SET
      gross_rappen = h.gross_rappen + EXCLUDED.gross_rappen,
      fee_rappen = h.fee_rappen + EXCLUDED.fee_rappen,
      net_rappen = h.net_rappen + EXCLUDED.net_rappen,
      donations = h.donations + EXCLUDED.donations,
      refunds = h.refunds + EXCLUDED.refunds;
    IF NEW.account = 'donor_gross' THEN
      SELECT d.user_id INTO donor FROM donations d WHERE d.id = NEW.donation_id;
      INSERT INTO club_sponsors AS s (club_id, user_id, gross_rappen, donations)
      VALUES (NEW.club_id, donor, NEW.amount_rappen, CASE WHEN NEW.kind = 'donation' THEN 1 ELSE -1 END)
      ON CONFLICT (club_id, user_id) DO UPDATE SET
        gross_rappen = s.gross_rappen + EXCLUDED.gross_rappen,
        donations = s.donations + EXCLUDED.donations;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_summarised AFTER INSERT ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_summaries_track();
--> statement-breakpoint
INSERT INTO club_balances (club_id, payable_rappen, in_transit_rappen)
SELECT club_id,
       -coalesce(sum(amount_rappen) FILTER (WHERE account = 'club_payable'), 0),
       -coalesce(sum(amount_rappen) FILTER (WHERE account = 'payout_in_transit'), 0)
FROM ledger_entries GROUP BY club_id;
--> statement-breakpoint
INSERT INTO club_ledger_hours (club_id, hour, gross_rappen, fee_rappen, net_rappen, donations, refunds)
SELECT club_id, date_trunc('hour', created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC',
       coalesce(sum(amount_rappen) FILTER (WHERE account = 'donor_gross'), 0),
       -coalesce(sum(amount_rappen) FILTER (WHERE account = 'platform_fee'), 0),
       -coalesce(sum(amount_rappen) FILTER (WHERE account = 'club_payable'), 0),
       count(*) FILTER (WHERE account = 'donor_gross' AND kind = 'donation'),
       count(*) FILTER (WHERE account = 'donor_gross' AND kind = 'refund')
FROM ledger_entries
WHERE donation_id IS NOT NULL AND kind IN ('donation', 'platform_fee', 'club_share', 'refund')
GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO club_sponsors (club_id, user_id, gross_rappen, donations, show_name)
SELECT l.club_id, d.user_id, sum(l.amount_rappen),
       count(*) FILTER (WHERE l.kind = 'donation') - count(*) FILTER (WHERE l.kind = 'refund'), false
FROM ledger_entries l JOIN donations d ON d.id = l.donation_id
WHERE l.account = 'donor_gross' AND l.kind IN ('donation', 'refund')
GROUP BY l.club_id, d.user_id;
