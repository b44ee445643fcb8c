ALTER TABLE "events" ADD COLUMN IF NOT EXISTS "ticket_sends" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN IF NOT EXISTS "source_language" text DEFAULT 'de' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN IF NOT EXISTS "untranslated_languages" text[] DEFAULT ARRAY[]::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN IF NOT EXISTS "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "retrying_interval" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "source_language" text DEFAULT 'de' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "untranslated_languages" text[] DEFAULT ARRAY[]::text[] NOT NULL;--> statement-breakpoint
-- IF NOT EXISTS: a development database may have these from the branch's earlier 0004 (renumbered after the
-- merge with the organisations migration).
-- Nothing half-created: products and events made through the API start as drafts (not public) and become
-- active when their image is set, whoever sets it (the files module, a later PUT /files, an operator's script).
CREATE OR REPLACE FUNCTION "publish_draft_with_image"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" = 'draft' AND NEW."image" IS NOT NULL AND NEW."image" <> '' THEN
    NEW."status" := 'active';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_publish_draft_with_image" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_publish_draft_with_image" BEFORE INSERT OR UPDATE OF "image", "status" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "publish_draft_with_image"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "events_publish_draft_with_image" ON "events";--> statement-breakpoint
CREATE TRIGGER "events_publish_draft_with_image" BEFORE INSERT OR UPDATE OF "image", "status" ON "events"
  FOR EACH ROW EXECUTE FUNCTION "publish_draft_with_image"();
