ALTER TABLE "club_sponsors" ADD COLUMN "last_donation_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "club_sponsors_user_idx" ON "club_sponsors" USING btree ("user_id");--> statement-breakpoint
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
      INSERT INTO club_sponsors AS s (club_id, user_id, gross_rappen, donations, last_donation_at)
      VALUES (NEW.club_id, donor, NEW.amount_rappen, CASE WHEN NEW.kind = 'donation' THEN 1 ELSE -1 END,
              CASE WHEN NEW.kind = 'donation' THEN NEW.created_at END)
      ON CONFLICT (club_id, user_id) DO UPDATE SET
        gross_rappen = s.gross_rappen + EXCLUDED.gross_rappen,
        donations = s.donations + EXCLUDED.donations,
        last_donation_at = greatest(s.last_donation_at, EXCLUDED.last_donation_at);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
UPDATE club_sponsors s SET last_donation_at = t.last
  FROM (SELECT l.club_id, d.user_id, max(l.created_at) AS last
          FROM ledger_entries l JOIN donations d ON d.id = l.donation_id
         WHERE l.account = 'donor_gross' AND l.kind = 'donation'
         GROUP BY l.club_id, d.user_id) t
 WHERE s.club_id = t.club_id AND s.user_id = t.user_id;
