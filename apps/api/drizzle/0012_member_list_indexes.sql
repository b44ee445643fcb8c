CREATE TABLE "membership_counts" (
	"product_id" uuid NOT NULL,
	"status" text NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "membership_counts_product_id_status_pk" PRIMARY KEY("product_id","status")
);
--> statement-breakpoint
DROP INDEX "memberships_product_idx";--> statement-breakpoint
CREATE INDEX "users_member_search_trgm_idx" ON "users" USING gin (lower("first_name" || ' ' || "last_name" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "memberships_product_list_idx" ON "memberships" USING btree ("product_id","created_at","id");--> statement-breakpoint
CREATE INDEX "memberships_product_idx" ON "memberships" USING btree ("product_id","status","created_at","id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION membership_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE membership_counts SET members = members - 1
     WHERE product_id = OLD.product_id AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO membership_counts (product_id, status, members) VALUES (NEW.product_id, NEW.status, 1)
    ON CONFLICT (product_id, status) DO UPDATE SET members = membership_counts.members + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER memberships_counted AFTER INSERT OR DELETE OR UPDATE OF status, product_id ON memberships
  FOR EACH ROW EXECUTE FUNCTION membership_counts_track();
--> statement-breakpoint
INSERT INTO membership_counts (product_id, status, members)
SELECT product_id, status, count(*) FROM memberships GROUP BY product_id, status
ON CONFLICT (product_id, status) DO UPDATE SET members = EXCLUDED.members;
