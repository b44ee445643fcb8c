ALTER TABLE "clubs" ADD COLUMN "sport_tags" json DEFAULT '[]'::json NOT NULL;--> statement-breakpoint
-- A club's sport types as its card shows them, by German name, then id. VOLATILE (the default), so that a
-- statement that waited for another transaction's lock on the club reads what that transaction committed.
CREATE FUNCTION club_sport_tags(club uuid) RETURNS json LANGUAGE sql AS $$
  SELECT coalesce(json_agg(json_build_object(
      'id', t.id, 'tag', t.tag,
      'names', json_build_object('de', t.name_de, 'en', t.name_en, 'fr', t.name_fr, 'it', t.name_it)
    ) ORDER BY t.name_de, t.id), '[]'::json)
  FROM club_sport_types c JOIN sport_types t ON t.id = c.sport_type_id
  WHERE c.club_id = club
$$;
--> statement-breakpoint
-- clubs.sport_tags follows every change of club_sport_types (one statement per change, whatever its size) and
-- of a sport type's tag or names.
CREATE FUNCTION club_sport_tags_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE clubs SET sport_tags = club_sport_tags(id) WHERE id IN (SELECT club_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE clubs SET sport_tags = club_sport_tags(id) WHERE id IN (SELECT club_id FROM old_rows);
  ELSE
    UPDATE clubs SET sport_tags = club_sport_tags(id)
    WHERE id IN (SELECT club_id FROM old_rows UNION SELECT club_id FROM new_rows);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER club_sport_types_inserted AFTER INSERT ON club_sport_types REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION club_sport_tags_follow();
--> statement-breakpoint
CREATE TRIGGER club_sport_types_deleted AFTER DELETE ON club_sport_types REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION club_sport_tags_follow();
--> statement-breakpoint
CREATE TRIGGER club_sport_types_updated AFTER UPDATE ON club_sport_types
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION club_sport_tags_follow();
--> statement-breakpoint
CREATE FUNCTION sport_type_tags_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE clubs SET sport_tags = club_sport_tags(id)
  WHERE id IN (SELECT c.club_id FROM club_sport_types c JOIN new_rows n ON n.id = c.sport_type_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sport_types_renamed AFTER UPDATE ON sport_types REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sport_type_tags_follow();
--> statement-breakpoint
UPDATE clubs SET sport_tags = club_sport_tags(id)
WHERE EXISTS (SELECT 1 FROM club_sport_types c WHERE c.club_id = clubs.id);
