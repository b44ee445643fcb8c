-- A club's card tags (clubs.sport_tags, migration 0020) and a sport type renamed at the same time: the link's
-- trigger now takes a share lock on the sport types it names before it recomputes the clubs. A rename in
-- progress holds those rows, so the trigger waits for its commit and then reads the new names; a rename that
-- comes second waits for the link's commit, and its own trigger then sees the link. Before, the foreign key's
-- KEY SHARE lock let both run, and the club kept the old name until its next change.
CREATE OR REPLACE FUNCTION club_sport_tags_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM sport_types t WHERE t.id IN (SELECT sport_type_id FROM new_rows) ORDER BY t.id FOR SHARE;
    UPDATE clubs SET sport_tags = club_sport_tags(id) WHERE id IN (SELECT club_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE clubs SET sport_tags = club_sport_tags(id) WHERE id IN (SELECT club_id FROM old_rows);
  ELSE
    PERFORM 1 FROM sport_types t WHERE t.id IN (SELECT sport_type_id FROM new_rows) ORDER BY t.id FOR SHARE;
    UPDATE clubs SET sport_tags = club_sport_tags(id)
    WHERE id IN (SELECT club_id FROM old_rows UNION SELECT club_id FROM new_rows);
  END IF;
  RETURN NULL;
END
$$;
