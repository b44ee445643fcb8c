ALTER TABLE "contact_messages" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "default_club_id" uuid;--> statement-breakpoint
ALTER TABLE "club_admin_invitations" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The club each person's session opened so far (their roles' order) stays the one it opens.
UPDATE "users" u SET "default_club_id" = (
  SELECT a."club_id" FROM "club_admins" a JOIN "clubs" c ON c."id" = a."club_id" WHERE a."email" = u."email"
  ORDER BY CASE a."role" WHEN 'ROLE_CLUB' THEN 0 WHEN 'ROLE_CLUB_FINANCE' THEN 1 ELSE 2 END, c."created_at" DESC, c."id"
  LIMIT 1
);
