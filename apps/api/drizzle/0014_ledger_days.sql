CREATE TABLE "club_ledger_days" (
	"club_id" uuid NOT NULL,
	"day" date NOT NULL,
	"gross_rappen" bigint DEFAULT 0 NOT NULL,
	"fee_rappen" bigint DEFAULT 0 NOT NULL,
	"net_rappen" bigint DEFAULT 0 NOT NULL,
	"donations" integer DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "club_ledger_days_club_id_day_pk" PRIMARY KEY("club_id","day")
);
--> statement-breakpoint
ALTER TABLE "club_ledger_days" ADD CONSTRAINT "club_ledger_days_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
    INSERT INTO club_ledger_days AS d (club_id, day, gross_rappen, fee_rappen, net_rappen, donations, refunds)
    VALUES (
      NEW.club_id,
      (NEW.created_at AT TIME ZONE 'Europe/Zurich')::date,
      CASE WHEN NEW.account = 'donor_gross' THEN NEW.amount_rappen ELSE 0 END,
      CASE WHEN NEW.account = 'platform_fee' THEN -NEW.amount_rappen ELSE 0 END,
      CASE WHEN NEW.account = 'club_payable' THEN -NEW.amount_rappen ELSE 0 END,
      CASE WHEN NEW.account = 'donor_gross' AND NEW.kind = 'donation' THEN 1 ELSE 0 END,
      CASE WHEN NEW.account = 'donor_gross' AND NEW.kind = 'refund' THEN 1 ELSE 0 END)
    ON CONFLICT (club_id, day) DO UPDATE SET
      gross_rappen = d.gross_rappen + EXCLUDED.gross_rappen,
      fee_rappen = d.fee_rappen + EXCLUDED.fee_rappen,
      net_rappen = d.net_rappen + EXCLUDED.net_rappen,
      donations = d.donations + EXCLUDED.donations,
      refunds = d.refunds + EXCLUDED.refunds;
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
INSERT INTO club_ledger_days (club_id, day, gross_rappen, fee_rappen, net_rappen, donations, refunds)
SELECT club_id, (created_at AT TIME ZONE 'Europe/Zurich')::date,
       coalesce(sum(amount_rappen) FILTER (WHERE account = 'donor_gross'), 0),
       -coalesce(sum(amount_rappen) FILTER (WHERE account = 'platform_fee'), 0),
       -coalesce(sum(amount_rappen) FILTER (WHERE account = 'club_payable'), 0),
       count(*) FILTER (WHERE account = 'donor_gross' AND kind = 'donation'),
       count(*) FILTER (WHERE account = 'donor_gross' AND kind = 'refund')
FROM ledger_entries
WHERE donation_id IS NOT NULL AND kind IN ('donation', 'platform_fee', 'club_share', 'refund')
GROUP BY 1, 2;
