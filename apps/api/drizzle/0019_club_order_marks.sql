CREATE TABLE "club_order_marks" (
	"rank" integer PRIMARY KEY NOT NULL,
	"search_text" text NOT NULL,
	"club_id" uuid NOT NULL
);
--> statement-breakpoint
-- Every 100th public club in the A–Z order of clubs_public_order_idx, counted from 0.
CREATE FUNCTION club_order_marks_fill() RETURNS void LANGUAGE sql AS $$
  DELETE FROM club_order_marks;
  INSERT INTO club_order_marks (rank, search_text, club_id)
  SELECT rank, search_text, id FROM (
    SELECT search_text, id, (row_number() OVER (ORDER BY search_text, id) - 1)::int AS rank
    FROM clubs WHERE status IN ('approved', 'verified')
  ) ordered
  WHERE rank % 100 = 0;
$$;
--> statement-breakpoint
-- The marks are rebuilt at commit (a deferred constraint trigger), once per transaction that changed the public
-- A–Z order: a club became public or stopped being, or a public club's sort key changed. The table lock makes
-- concurrent rebuilds wait for each other, and each rebuild's statements see what the others committed
-- (READ COMMITTED takes a snapshot per statement), so the marks always match the committed clubs.
CREATE FUNCTION club_order_marks_rebuild() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('tifo.club_order_rebuilt', true) = 'yes' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('tifo.club_order_rebuilt', 'yes', true);
  LOCK TABLE club_order_marks IN EXCLUSIVE MODE;
  PERFORM club_order_marks_fill();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER clubs_order_inserted AFTER INSERT ON clubs DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.status IN ('approved', 'verified')) EXECUTE FUNCTION club_order_marks_rebuild();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER clubs_order_updated AFTER UPDATE ON clubs DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (
    (OLD.status IN ('approved', 'verified')) IS DISTINCT FROM (NEW.status IN ('approved', 'verified'))
    OR (NEW.status IN ('approved', 'verified') AND OLD.search_text IS DISTINCT FROM NEW.search_text)
  ) EXECUTE FUNCTION club_order_marks_rebuild();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER clubs_order_deleted AFTER DELETE ON clubs DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD.status IN ('approved', 'verified')) EXECUTE FUNCTION club_order_marks_rebuild();
--> statement-breakpoint
SELECT club_order_marks_fill();
